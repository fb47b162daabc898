import { ArrowRight, BadgeCheck, LogIn, MapPinned, PhoneCall, ShieldCheck } from 'lucide-react'
import { DialogButton } from '~/components/dialog-button'
import { buttonClasses } from '~/components/ui/button'
import { company, emergencyLine, offices } from '~/content/company'
import { OWNER_LOGIN_PATH } from '~/content/navigation'
import { HeroScene } from './hero-scene'

/** The home page's opening: who we are, the two next steps, and three facts a board checks first. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-card">
            <ShieldCheck aria-hidden="true" className="size-4 text-rock-600" />
            Serving Utah communities since {company.founded}
          </p>
          <h1
            id="home-title"
            className="mt-6 text-3xl font-semibold sm:text-4xl lg:text-[3.25rem] lg:leading-[1.1]"
          >
            Utah&apos;s premier HOA management company, led by certified managers
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">
            {company.description} From Cache Valley to Washington County, your board gets a dedicated manager,
            clear financials and a team that answers.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <DialogButton dialog="get-started" className={buttonClasses('accent', 'lg')}>
              Get Started Today
              <ArrowRight aria-hidden="true" className="size-5" />
            </DialogButton>
            <DialogButton
              dialog="homeowner-portal"
              pageHref={OWNER_LOGIN_PATH}
              className={buttonClasses('secondary', 'lg')}
            >
              <LogIn aria-hidden="true" className="size-5" />
              Owner Login
            </DialogButton>
          </div>
        </div>
        <div className="overflow-hidden rounded-card border border-line bg-white shadow-float">
          <HeroScene className="block h-auto w-full" />
          <ul className="divide-y divide-line px-6 py-2 text-sm">
            <li className="flex items-start gap-3 py-3">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="block font-semibold text-brand-900">Certified community managers</span>
                <span className="text-muted">CMCA credentials, with AMS-designated senior managers</span>
              </span>
            </li>
            <li className="flex items-start gap-3 py-3">
              <MapPinned aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="block font-semibold text-brand-900">Two Utah offices</span>
                <span className="text-muted">
                  {offices.map((o) => o.shortName).join(' and ')}, serving the whole state
                </span>
              </span>
            </li>
            <li className="flex items-start gap-3 py-3">
              <PhoneCall aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="block font-semibold text-brand-900">
                  Emergencies, {emergencyLine.availability}
                </span>
                <span className="text-muted">
                  Call{' '}
                  <a href={`tel:${emergencyLine.phone.raw}`} className="font-medium text-brand-700 underline">
                    {emergencyLine.phone.display}
                  </a>
                  , Option {emergencyLine.option}
                </span>
              </span>
            </li>
          </ul>
        </div>
      </div>
    </section>
  )
}
