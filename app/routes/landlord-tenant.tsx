import { Ban, ClipboardList, Clock, Lock, Scale } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHeader } from '~/components/page-header'
import { Card } from '~/components/ui/card'
import { rentalPage } from '~/content/rental-registration'
import { RentalRegistrationForm } from '~/features/submissions/components/rental-form/rental-registration-form'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/landlord-tenant'

// Spec section 2: /landlord-tenant, "Submit rental and lease info for association records".

export const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Landlord/Tenant Information', path: '/landlord-tenant' },
] as const

export function meta({ matches }: Route.MetaArgs) {
  const origin = matches[0].loaderData?.origin ?? ''
  return pageMeta({
    title: 'Landlord/Tenant Information: Register a Rental',
    description: rentalPage.metaDescription,
    path: '/landlord-tenant',
    origin,
    crumbs,
    jsonLd: [
      {
        '@type': 'WebPage',
        name: 'Register a rental',
        url: `${origin}/landlord-tenant`,
        description: rentalPage.metaDescription,
        publisher: { '@id': `${origin}/#organization` },
      },
    ],
  })
}

export default function LandlordTenant() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={rentalPage.eyebrow}
        title={rentalPage.title}
        lead={rentalPage.lead}
      />
      <div className="bg-canvas py-12 md:py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12 lg:px-8">
          <aside aria-labelledby="rental-why" className="lg:sticky lg:top-24 lg:self-start">
            <h2 id="rental-why" className="text-xl font-semibold">
              Why your association asks
            </h2>
            <div className="mt-6 grid gap-6">
              <Point icon={<Scale className="size-5" />} title="The law and the records">
                {rentalPage.why}
              </Point>
              <Point icon={<ClipboardList className="size-5" />} title="What we ask">
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {rentalPage.asked.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </Point>
              <Point icon={<Ban className="size-5" />} title="What we never ask">
                {rentalPage.neverAsked}
              </Point>
              <Point icon={<Lock className="size-5" />} title="Kept private">
                {rentalPage.privacy}
              </Point>
              <Point icon={<Clock className="size-5" />} title="What happens next">
                {rentalPage.promise}
              </Point>
            </div>
          </aside>
          <Card className="p-5 sm:p-8">
            <RentalRegistrationForm />
          </Card>
        </div>
      </div>
    </>
  )
}

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div className="text-sm text-muted">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  )
}
