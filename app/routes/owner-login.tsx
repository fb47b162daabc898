import { BookOpen, FileSearch, LogIn, Wallet } from 'lucide-react'
import { LinkCard, linkCardLinkClass as linkClass } from '~/components/contact/link-card'
import { NeedHelp } from '~/components/contact/need-help'
import { NewTabLink } from '~/components/contact/new-tab-link'
import { PortalAccessHelp } from '~/components/contact/portal-access-help'
import { PortalCapabilities } from '~/components/contact/portal-capabilities'
import { PageHeader } from '~/components/page-header'
import { buttonClasses } from '~/components/ui/button'
import { Section, SectionHeading } from '~/components/ui/section'
import { company, externalLinks } from '~/content/company'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/owner-login'

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Owner Login', path: '/owner-login' },
] as const

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Owner Login: Homeowner Portal',
    description:
      'Sign in to the homeowner portal to see your balance and payment history, pay assessments, read the ' +
      'community calendar and documents, and submit requests. How to get or reset your login.',
    path: '/owner-login',
    origin: matches[0].loaderData?.origin ?? '',
    crumbs,
  })
}

export default function OwnerLogin() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Homeowner portal"
        title="Owner Login"
        lead="Your community’s homeowner portal is open around the clock: check your balance, pay, see what is coming up, download documents and send requests to your manager."
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <NewTabLink href={externalLinks.ownerPortal} className={buttonClasses('primary', 'lg')}>
            <LogIn aria-hidden="true" className="size-5" />
            Go to the Community Portal
          </NewTabLink>
          <NewTabLink href={externalLinks.paymentPortal} className={buttonClasses('secondary', 'lg')}>
            Make a Payment
          </NewTabLink>
        </div>
        <p className="mt-4 text-sm text-muted">Logins are issued by the {company.name} management team.</p>
      </PageHeader>

      <Section labelledBy="capabilities-heading">
        <SectionHeading
          id="capabilities-heading"
          eyebrow="In the portal"
          title="Your account and your community, in one place"
        />
        <PortalCapabilities labelledBy="capabilities-heading" className="mt-12" />
      </Section>

      <PortalAccessHelp />

      <Section labelledBy="services-heading">
        <SectionHeading id="services-heading" eyebrow="More for owners" title="Other homeowner services" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          <LinkCard
            icon={<Wallet aria-hidden="true" className="size-6" />}
            title="Payment portal"
            text="Pay an assessment or any other balance on your account online, any day of the week."
          >
            <NewTabLink href={externalLinks.paymentPortal} className={linkClass}>
              Open the payment portal
            </NewTabLink>
          </LinkCard>
          <LinkCard
            icon={<FileSearch aria-hidden="true" className="size-6" />}
            title="Document requests"
            text="Selling or refinancing? Title and escrow companies order resale certificates and payoff statements here."
          >
            <NewTabLink href={externalLinks.documentRequest} className={linkClass}>
              Request documents
            </NewTabLink>
          </LinkCard>
          <LinkCard
            icon={<BookOpen aria-hidden="true" className="size-6" />}
            title="Homeowner guide"
            text="A plain-language guide to living in an association: assessments, architectural approval, rentals and more."
          >
            <NewTabLink href={externalLinks.homeownerGuide} className={linkClass}>
              Read the guide
            </NewTabLink>
          </LinkCard>
        </ul>
        <NeedHelp Heading="h2" className="mt-12" />
      </Section>
    </>
  )
}
