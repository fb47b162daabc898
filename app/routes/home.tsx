import { ArrowRight, LogIn, ShieldCheck } from 'lucide-react'
import { DialogButton } from '~/components/dialog-button'
import { buttonClasses } from '~/components/ui/button'
import { UtahMap } from '~/components/utah-map'
import { company, emails, externalLinks, offices } from '~/content/company'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/home'

export function meta({ matches }: Route.MetaArgs) {
  const origin = matches[0].loaderData?.origin ?? ''
  return pageMeta({
    title: `${company.fullName} | Utah's Premier HOA Management Company`,
    description:
      'Certified community managers for Utah HOAs, condominiums and townhome communities. Offices in Salt Lake City ' +
      'and St. George, statewide coverage and a 24/7 emergency line.',
    path: '/',
    origin,
  })
}

export default function Home() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-card">
            <ShieldCheck aria-hidden="true" className="size-4 text-rock-600" />
            Serving Utah communities since {company.founded}
          </p>
          <h1 className="mt-6 text-3xl font-semibold sm:text-4xl lg:text-[3.25rem] lg:leading-[1.1]">
            Utah&apos;s premier HOA management company, led by certified managers
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">
            {company.description} From the Wasatch Front to Washington County, your board gets a dedicated
            manager, clear financials and a team that answers.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <DialogButton
              dialog="get-started"
              fallbackHref={`mailto:${emails.general}?subject=${encodeURIComponent('Management proposal request')}`}
              className={buttonClasses('accent', 'lg')}
            >
              Get Started Today
              <ArrowRight aria-hidden="true" className="size-5" />
            </DialogButton>
            <DialogButton
              dialog="homeowner-portal"
              fallbackHref={externalLinks.ownerPortal}
              className={buttonClasses('secondary', 'lg')}
            >
              <LogIn aria-hidden="true" className="size-5" />
              Owner Login
            </DialogButton>
          </div>
        </div>
        <UtahMap
          className="mx-auto w-full max-w-[14rem] sm:max-w-xs lg:max-w-sm"
          labelSize={7.5}
          title={`Map of Utah with our offices in ${offices.map((o) => o.shortName).join(' and ')}`}
          pins={offices.map((o) => ({
            label: o.shortName,
            lat: o.geo.latitude,
            lon: o.geo.longitude,
            kind: 'office',
          }))}
        />
      </div>
    </section>
  )
}
