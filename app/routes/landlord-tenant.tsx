import { Ban, ClipboardList, Clock, Lock, Scale } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHeader } from '~/components/page-header'
import { Card } from '~/components/ui/card'
import { RentalRegistrationForm } from '~/features/submissions/components/rental-form/rental-registration-form'
import { useT, type Translate } from '~/i18n/i18n-provider'
import { pathInLocale } from '~/i18n/locales'
import { metaTranslator } from '~/i18n/meta'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/landlord-tenant'

// /landlord-tenant: "Submit rental and lease info for association records". In English and
// Spanish (app/i18n/pages.ts); the words are in app/i18n/messages/forms.*.ts.

/** The trail from Home, in the page's language (app/components/page-header.tsx localizes the links). */
export const rentalCrumbs = (say: (key: 'rental.crumbHome' | 'rental.crumb') => string) =>
  [
    { name: say('rental.crumbHome'), path: '/' },
    { name: say('rental.crumb'), path: '/landlord-tenant' },
  ] as const

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, 'forms')
  const origin = matches[0].loaderData?.origin ?? ''
  const description = t('rental.metaDescription')
  return pageMeta({
    title: t('rental.metaTitle'),
    description,
    path: '/landlord-tenant',
    origin,
    locale: t.locale,
    crumbs: rentalCrumbs(t),
    jsonLd: [
      {
        '@type': 'WebPage',
        name: t('rental.ldName'),
        url: `${origin}${pathInLocale('/landlord-tenant', t.locale)}`,
        description,
        inLanguage: t.locale,
        publisher: { '@id': `${origin}/#organization` },
      },
    ],
  })
}

const asked = [1, 2, 3, 4, 5, 6, 7, 8] as const

export default function LandlordTenant() {
  const t = useT('forms')
  return (
    <>
      <PageHeader
        crumbs={rentalCrumbs(t)}
        eyebrow={t('rental.eyebrow')}
        title={t('rental.title')}
        lead={t('rental.lead')}
      />
      <div className="bg-canvas py-12 md:py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12 lg:px-8">
          <aside aria-labelledby="rental-why" className="lg:sticky lg:top-24 lg:self-start">
            <h2 id="rental-why" className="text-xl font-semibold">
              {t('rental.whyHeading')}
            </h2>
            <Points t={t} />
          </aside>
          <Card className="p-5 sm:p-8">
            <RentalRegistrationForm />
          </Card>
        </div>
      </div>
    </>
  )
}

function Points({ t }: { t: Translate<'forms'> }) {
  return (
    <div className="mt-6 grid gap-6">
      <Point icon={<Scale className="size-5" />} title={t('rental.lawTitle')}>
        {t('rental.why')}
      </Point>
      <Point icon={<ClipboardList className="size-5" />} title={t('rental.askedTitle')}>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {asked.map((n) => (
            <li key={n}>{t(`rental.asked${n}`)}</li>
          ))}
        </ul>
      </Point>
      <Point icon={<Ban className="size-5" />} title={t('rental.neverTitle')}>
        {t('rental.neverAsked')}
      </Point>
      <Point icon={<Lock className="size-5" />} title={t('rental.privacyTitle')}>
        {t('rental.privacy')}
      </Point>
      <Point icon={<Clock className="size-5" />} title={t('rental.nextTitle')}>
        {t('rental.promise')}
      </Point>
    </div>
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
