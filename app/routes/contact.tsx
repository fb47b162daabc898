import { FileSearch, LogIn, Mail, Phone, Wallet } from 'lucide-react'
import { Link, useRouteLoaderData } from 'react-router'
import { ContactChannels } from '~/components/contact/contact-channels'
import { LocationsSection } from '~/components/contact/locations-section'
import { LinkCard, linkCardLinkClass as linkClass } from '~/components/contact/link-card'
import { NewTabLink } from '~/components/contact/new-tab-link'
import { InEnglishMark } from '~/components/in-english-mark'
import { PageHeader } from '~/components/page-header'
import { buttonClasses } from '~/components/ui/button'
import { cardClasses } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { company, emails, externalLinks, phones } from '~/content/company'
import { ContactForm } from '~/features/submissions/components/contact-form'
import { useT } from '~/i18n/i18n-provider'
import { DEFAULT_LOCALE } from '~/i18n/locales'
import { metaTranslator } from '~/i18n/meta'
import { pageMeta } from '~/lib/seo'
import { contactPageLd, localBusinessesLd } from '~/lib/structured-data'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/contact'

// /contact, in English and Spanish (app/i18n/pages.ts): the page's words are in
// app/i18n/messages/contact.*.ts, its form's in forms.*.ts.

/** The trail from Home, in the page's language (app/components/page-header.tsx localizes the links). */
const contactCrumbs = (say: (key: 'crumb.home' | 'crumb.contact') => string) =>
  [
    { name: say('crumb.home'), path: '/' },
    { name: say('crumb.contact'), path: '/contact' },
  ] as const

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, 'contact')
  const origin = matches[0].loaderData?.origin ?? ''
  return pageMeta({
    title: t('meta.title'),
    description: t('meta.description', { company: company.fullName }),
    path: '/contact',
    origin,
    locale: t.locale,
    crumbs: contactCrumbs(t),
    jsonLd: [
      contactPageLd(origin, t.locale, t('dialog.title', { company: company.fullName })),
      ...localBusinessesLd(origin),
    ],
  })
}

export default function Contact() {
  const t = useT('contact')
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <>
      <PageHeader
        crumbs={contactCrumbs(t)}
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        lead={t('page.lead')}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={`tel:${phones.northern.raw}`} className={buttonClasses('primary')}>
            <Phone aria-hidden="true" className="size-5" />
            {t('page.call', { phone: phones.northern.display })}
          </a>
          <a href={`mailto:${emails.customerService}`} className={buttonClasses('secondary')}>
            <Mail aria-hidden="true" className="size-5" />
            {t('page.email')}
          </a>
        </div>
      </PageHeader>

      <ContactChannels />

      <Section tone="canvas" labelledBy="message-heading">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start">
          <SectionHeading
            id="message-heading"
            align="left"
            eyebrow={t('message.eyebrow')}
            title={t('message.title')}
            lead={t('message.lead')}
          />
          <div className={cardClasses(false, 'p-6 sm:p-8')}>
            <ContactForm />
          </div>
        </div>
      </Section>
      <LocationsSection today={root?.today} />

      <Section labelledBy="shortcuts-heading">
        <SectionHeading
          id="shortcuts-heading"
          eyebrow={t('shortcuts.eyebrow')}
          title={t('shortcuts.title')}
          lead={t('shortcuts.lead')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          <LinkCard
            icon={<LogIn aria-hidden="true" className="size-6" />}
            title={t('shortcuts.portalTitle')}
            text={t('shortcuts.portalText')}
          >
            {/* The owner-login page is in English only. */}
            <Link
              to="/owner-login"
              hrefLang={t.locale === DEFAULT_LOCALE ? undefined : 'en-US'}
              className={linkClass}
            >
              {/* One flex item, so the mark sits at its own small distance rather than the link's gap. */}
              <span>
                {t('shortcuts.portalLink')}
                <InEnglishMark />
              </span>
            </Link>
          </LinkCard>
          <LinkCard
            icon={<Wallet aria-hidden="true" className="size-6" />}
            title={t('shortcuts.payTitle')}
            text={t('shortcuts.payText')}
          >
            <NewTabLink href={externalLinks.paymentPortal} className={linkClass}>
              {t('shortcuts.payLink')}
            </NewTabLink>
          </LinkCard>
          <LinkCard
            icon={<FileSearch aria-hidden="true" className="size-6" />}
            title={t('shortcuts.documentsTitle')}
            text={t('shortcuts.documentsText')}
          >
            <NewTabLink href={externalLinks.documentRequest} className={linkClass}>
              {t('shortcuts.documentsLink')}
            </NewTabLink>
          </LinkCard>
        </ul>
      </Section>
    </>
  )
}
