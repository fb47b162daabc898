import { BookOpen, MessagesSquare } from 'lucide-react'
import { CallToAction } from '~/components/company/call-to-action'
import { ComparisonList } from '~/components/company/comparison-list'
import { ReasonGrid } from '~/components/company/reason-grid'
import { StatBand } from '~/components/company/stat-band'
import { DialogButton } from '~/components/dialog-button'
import { PageHeader } from '~/components/page-header'
import { buttonClasses } from '~/components/ui/button'
import { Section, SectionHeading } from '~/components/ui/section'
import { company } from '~/content/company'
import { reasons } from '~/content/reasons'
import { comparison } from '~/content/story'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/why-us'

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Why Us', path: '/why-us' },
] as const

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Why Choose Us',
    description:
      `Six reasons Utah boards choose ${company.fullName}: certified managers, transparent accounting, ` +
      '24/7 emergency support, Utah law, owner technology and local offices, and how that compares with self-management.',
    path: '/why-us',
    origin: matches[0].loaderData?.origin ?? '',
    crumbs,
  })
}

export default function WhyUs() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Why us"
        title={`Why Utah boards choose ${company.name}`}
        lead="Six reasons, stated plainly, and a side-by-side look at what changes for your board when the day-to-day work has a professional home."
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <DialogButton
            dialog="testimonials"
            fallbackHref="/testimonials"
            className={buttonClasses('secondary')}
          >
            <MessagesSquare aria-hidden="true" className="size-4" />
            Read what boards say
          </DialogButton>
          <DialogButton dialog="our-story" fallbackHref="/about" className={buttonClasses('ghost')}>
            <BookOpen aria-hidden="true" className="size-4" />
            Our story
          </DialogButton>
        </div>
      </PageHeader>

      <Section labelledBy="why-reasons">
        <SectionHeading
          id="why-reasons"
          eyebrow="Six reasons"
          title="What your board can count on"
          lead="Each reason comes with what it means in practice, so you can hold us to it."
        />
        <div className="mt-12">
          <ReasonGrid reasons={reasons} detailed />
        </div>
      </Section>

      <Section tone="canvas" labelledBy="why-compare">
        <SectionHeading
          id="why-compare"
          eyebrow="How it compares"
          title="What changes for your board"
          lead="Plenty of boards run well on their own. This is the work a volunteer board carries by itself, or with a manager stretched too thin, and how we handle it instead."
        />
        <div className="mt-12">
          <ComparisonList rows={comparison} ourName={company.name} />
        </div>
      </Section>

      <StatBand id="why-stats" title="The experience behind the reasons" />

      <CallToAction
        id="why-cta"
        title="Thinking about a change?"
        lead="A typical transition takes about 4 weeks, and every new client community gets enhanced support for its first 90 days."
        secondary={{ to: '/switch', label: 'How switching works' }}
      />
    </>
  )
}
