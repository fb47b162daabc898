import { FileSearch, LogIn, Mail, Phone, Wallet } from 'lucide-react'
import { Link, useRouteLoaderData } from 'react-router'
import { ContactChannels } from '~/components/contact/contact-channels'
import { LocationsSection } from '~/components/contact/locations-section'
import { LinkCard, linkCardLinkClass as linkClass } from '~/components/contact/link-card'
import { NewTabLink } from '~/components/contact/new-tab-link'
import { PageHeader } from '~/components/page-header'
import { buttonClasses } from '~/components/ui/button'
import { cardClasses } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { company, emails, externalLinks, phones } from '~/content/company'
import { ContactForm } from '~/features/submissions/components/contact-form'
import { pageMeta } from '~/lib/seo'
import { contactPageLd, localBusinessesLd } from '~/lib/structured-data'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/contact'

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Contact', path: '/contact' },
] as const

export function meta({ matches }: Route.MetaArgs) {
  const origin = matches[0].loaderData?.origin ?? ''
  return pageMeta({
    title: 'Contact Us for Your Area',
    description:
      `Reach ${company.fullName}: the Salt Lake City and St. George offices, phone, email and text support, ` +
      'business hours and the 24/7 emergency line.',
    path: '/contact',
    origin,
    crumbs,
    jsonLd: [contactPageLd(origin), ...localBusinessesLd(origin)],
  })
}

export default function Contact() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Contact"
        title="Contact us for your area"
        lead={`Homeowners, board members and vendors reach the same local team: call the office that serves your community, email or text our support line, or use the emergency line at any hour.`}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={`tel:${phones.northern.raw}`} className={buttonClasses('primary')}>
            <Phone aria-hidden="true" className="size-5" />
            Call {phones.northern.display}
          </a>
          <a href={`mailto:${emails.customerService}`} className={buttonClasses('secondary')}>
            <Mail aria-hidden="true" className="size-5" />
            Email support
          </a>
        </div>
      </PageHeader>

      <ContactChannels />

      <Section tone="canvas" labelledBy="message-heading">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start">
          <SectionHeading
            id="message-heading"
            align="left"
            eyebrow="Write to us"
            title="Send us a message"
            lead="Questions about your account, your community or our services reach our support team here. You get a reference number at once and a copy by email."
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
          eyebrow="Self-service"
          title="Faster online"
          lead="Balances, payments and closing documents do not need a phone call."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          <LinkCard
            icon={<LogIn aria-hidden="true" className="size-6" />}
            title="Homeowner portal"
            text="Your balance, payment history, documents and requests."
          >
            <Link to="/owner-login" className={linkClass}>
              Owner login help
            </Link>
          </LinkCard>
          <LinkCard
            icon={<Wallet aria-hidden="true" className="size-6" />}
            title="Pay assessments"
            text="Pay your association online, any day of the week."
          >
            <NewTabLink href={externalLinks.paymentPortal} className={linkClass}>
              Payment portal
            </NewTabLink>
          </LinkCard>
          <LinkCard
            icon={<FileSearch aria-hidden="true" className="size-6" />}
            title="Buying or selling?"
            text="Title and escrow companies order resale and payoff documents here."
          >
            <NewTabLink href={externalLinks.documentRequest} className={linkClass}>
              Document requests
            </NewTabLink>
          </LinkCard>
        </ul>
      </Section>
    </>
  )
}
