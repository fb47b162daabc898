import { CheckCircle2, Printer } from 'lucide-react'
import { data, Link } from 'react-router'
import { InEnglishMark } from '~/components/in-english-mark'
import { PageHeader } from '~/components/page-header'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { company } from '~/content/company'
import { findRentalReceipt } from '~/features/submissions/rental.server'
import { useT } from '~/i18n/i18n-provider'
import { INTL_LOCALES, localeOfPath, pathInLocale } from '~/i18n/locales'
import { metaTranslator } from '~/i18n/meta'
import { COMPANY_TIME_ZONE } from '~/lib/dates'
import type { Route } from './+types/landlord-tenant-submitted'
import { rentalCrumbs } from './landlord-tenant'

// The confirmation after a rental registration. Anyone can type this URL, so it shows only the reference
// and when it arrived: nothing about the owner, the tenants or the unit.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const receipt = await findRentalReceipt(context.db, params.reference)
  if (!receipt) throw data(null, { status: 404 })
  const locale = localeOfPath(new URL(request.url).pathname)
  const received = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
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

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, 'forms')
  return [
    { title: `${t('done.metaTitle')} | ${company.fullName}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export default function RentalSubmitted({ loaderData }: Route.ComponentProps) {
  const t = useT('forms')
  const crumbs = [
    ...rentalCrumbs(t),
    { name: t('done.crumb'), path: `/landlord-tenant/submitted/${loaderData.reference}` },
  ]
  const steps = [t('done.step1'), t('done.step2'), t('done.step3')]
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={t('rental.eyebrow')}
        title={t('done.title')}
        lead={t('done.lead')}
      />
      <div className="bg-canvas py-12 md:py-16">
        <div className="mx-auto grid max-w-3xl gap-8 px-4 sm:px-6">
          <Card className="p-6 text-center sm:p-10">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
            <h2 className="mt-4 text-base font-semibold tracking-wide text-muted uppercase">
              {t('done.referenceHeading')}
            </h2>
            <p className="mt-2 font-mono text-3xl font-semibold tracking-wider text-brand-800 sm:text-4xl">
              {loaderData.reference}
            </p>
            <p className="mt-4 text-sm text-muted">{t('done.received', { when: loaderData.received })}</p>
          </Card>

          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-semibold">{t('done.nextTitle')}</h2>
            <ol className="mt-5 grid gap-4">
              {steps.map((step, i) => (
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
              {t('done.print')}
            </Button>
            <Link to={pathInLocale('/landlord-tenant', t.locale)} className={buttonClasses('secondary')}>
              {t('done.another')}
            </Link>
            <Link
              to="/"
              hrefLang={t.locale === 'en' ? undefined : 'en-US'}
              className={buttonClasses('ghost')}
            >
              {t('done.home')}
              <InEnglishMark />
            </Link>
          </div>
        </div>
      </div>
    </>
  )
}
