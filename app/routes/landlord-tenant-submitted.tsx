import { CheckCircle2, Printer } from 'lucide-react'
import { data, Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { company } from '~/content/company'
import { rentalNextSteps } from '~/content/rental-registration'
import { findRentalReceipt } from '~/features/submissions/rental.server'
import { COMPANY_TIME_ZONE } from '~/lib/dates'
import type { Route } from './+types/landlord-tenant-submitted'

// The confirmation after a rental registration. Anyone can type this URL, so it shows only the reference
// and when it arrived: nothing about the owner, the tenants or the unit.

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Landlord/Tenant Information', path: '/landlord-tenant' },
  { name: 'Registration received', path: '/landlord-tenant/submitted' },
] as const

export async function loader({ params, context }: Route.LoaderArgs) {
  const receipt = await findRentalReceipt(context.db, params.reference)
  if (!receipt) throw data(null, { status: 404 })
  const received = new Intl.DateTimeFormat('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(receipt.receivedAt)
  return data(
    { reference: receipt.reference, received },
    { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta(_: Route.MetaArgs) {
  return [
    { title: `Registration received | ${company.fullName}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export default function RentalSubmitted({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Landlord/Tenant Information"
        title="Registration received"
        lead="Thank you. Your rental registration is with your community manager."
      />
      <div className="bg-canvas py-12 md:py-16">
        <div className="mx-auto grid max-w-3xl gap-8 px-4 sm:px-6">
          <Card className="p-6 text-center sm:p-10">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
            <h2 className="mt-4 text-base font-semibold tracking-wide text-muted uppercase">
              Your reference number
            </h2>
            <p className="mt-2 font-mono text-3xl font-semibold tracking-wider text-brand-800 sm:text-4xl">
              {loaderData.reference}
            </p>
            <p className="mt-4 text-sm text-muted">
              Received {loaderData.received} (Utah time). Please quote this number if you contact us about
              this rental.
            </p>
          </Card>

          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-semibold">What happens next</h2>
            <ol className="mt-5 grid gap-4">
              {rentalNextSteps.map((step, i) => (
                <li key={step} className="flex gap-4 text-muted">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-1">{step}</span>
                </li>
              ))}
            </ol>
          </Card>

          <div className="flex flex-col gap-3 sm:flex-row print:hidden">
            <Button variant="primary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-5" />
              Print this page
            </Button>
            <Link to="/landlord-tenant" className={buttonClasses('secondary')}>
              Register another rental
            </Link>
            <Link to="/" className={buttonClasses('ghost')}>
              Back to the home page
            </Link>
          </div>
        </div>
      </div>
    </>
  )
}
