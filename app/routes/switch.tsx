import { ArrowRight, ListChecks, MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { BoardChecklist } from '~/components/services/board-checklist'
import { ServicesOverview } from '~/components/services/services-overview'
import { SwitchCallToAction } from '~/components/services/switch-call-to-action'
import { SwitchFaq } from '~/components/services/switch-faq'
import { SwitchSteps } from '~/components/services/switch-steps'
import { TransitionTimeline } from '~/components/services/transition-timeline'
import { DialogButton } from '~/components/dialog-button'
import { PageHeader } from '~/components/page-header'
import { buttonClasses } from '~/components/ui/button'
import { Section, SectionHeading } from '~/components/ui/section'
import { company } from '~/content/company'
import { allServices, enhancedSupportDays, serviceCount, transitionWeeks } from '~/content/services'
import { switchFaqs } from '~/content/switching'
import { pageMeta } from '~/lib/seo'
import { faqPageLd, serviceLd } from '~/lib/structured-data'
import type { Route } from './+types/switch'

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Switch', path: '/switch' },
] as const

const keyFacts = [
  { value: '5', label: 'steps' },
  { value: String(transitionWeeks), label: 'weeks, typically' },
  { value: String(enhancedSupportDays), label: 'days of enhanced support' },
]

export function meta({ matches }: Route.MetaArgs) {
  const origin = matches[0].loaderData?.origin ?? ''
  return pageMeta({
    title: 'Shopping for Management? How Switching Works',
    description:
      `How a Utah HOA switches management to ${company.fullName}: five steps, a typical ${transitionWeeks}-week ` +
      `transition and ${enhancedSupportDays} days of enhanced support, with the records your board should gather.`,
    path: '/switch',
    origin,
    crumbs,
    jsonLd: [
      faqPageLd(switchFaqs),
      serviceLd(
        origin,
        allServices.map((s) => s.title),
      ),
    ],
  })
}

export default function Switch() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Shopping for management"
        title="Switching HOA management, step by step"
        lead={
          `Thinking about a new management company? Here is exactly how a switch to ${company.name} works, ` +
          'what your board does, what we do, and when.'
        }
      >
        <dl className="mt-8 grid max-w-md grid-cols-3 gap-6">
          {keyFacts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse justify-end">
              <dt className="text-sm text-muted">{fact.label}</dt>
              <dd className="font-serif text-3xl font-semibold text-brand-800">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          <DialogButton dialog="get-started" className={buttonClasses('accent', 'lg')}>
            Get started
            <ArrowRight aria-hidden="true" className="size-5" />
          </DialogButton>
          <DialogButton dialog="services" className={buttonClasses('secondary', 'lg')}>
            <ListChecks aria-hidden="true" className="size-5" />
            See our {serviceCount} services
          </DialogButton>
          <Link to="/contact" className={buttonClasses('ghost', 'lg')}>
            <MapPin aria-hidden="true" className="size-5" />
            Contact us
          </Link>
        </div>
      </PageHeader>

      <Section labelledBy="switch-steps">
        <SectionHeading
          id="switch-steps"
          eyebrow="The process"
          title="Five steps from first call to a settled community"
          lead="You make the decisions; we carry the paperwork, the records and the money across."
        />
        <div className="mx-auto mt-12 max-w-5xl">
          <SwitchSteps labelledBy="switch-steps" />
        </div>
      </Section>

      <Section tone="canvas" labelledBy="switch-timeline">
        <SectionHeading
          id="switch-timeline"
          eyebrow="The timeline"
          title={`What happens in each of the ${transitionWeeks} weeks`}
          lead="The clock starts when the board signs. We time it so we take over the day after your current contract ends."
        />
        <div className="mt-12">
          <TransitionTimeline labelledBy="switch-timeline" />
        </div>
      </Section>

      <BoardChecklist />
      <ServicesOverview />
      <SwitchFaq />
      <SwitchCallToAction />
    </>
  )
}
