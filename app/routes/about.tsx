import { MessagesSquare, Newspaper, Sparkles } from 'lucide-react'
import { CallToAction, relatedDialogClasses } from '~/components/company/call-to-action'
import { CredentialNotes, LeadershipList } from '~/components/company/leadership-list'
import { MilestoneTimeline } from '~/components/company/milestone-timeline'
import { StatBand } from '~/components/company/stat-band'
import { GrowthSection, OriginSection, StoryFacts } from '~/components/company/story-sections'
import { ValuesGrid } from '~/components/company/values-grid'
import { DialogButton } from '~/components/dialog-button'
import { PageHeader } from '~/components/page-header'
import { Section, SectionHeading } from '~/components/ui/section'
import { company } from '~/content/company'
import { leadership, milestones, story, values } from '~/content/story'
import { pageMeta } from '~/lib/seo'
import { organizationLd } from '~/lib/structured-data'
import type { Route } from './+types/about'

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about' },
] as const

export function meta({ matches }: Route.MetaArgs) {
  const origin = matches[0].loaderData?.origin ?? ''
  return pageMeta({
    title: 'About Us',
    description:
      `${company.fullName} has managed Utah HOAs since ${company.founded}: how we started, what we believe, ` +
      'our milestones, and the CMCA and AMS credentialed managers who lead our Salt Lake City and St. George offices.',
    path: '/about',
    origin,
    crumbs,
    jsonLd: [
      {
        '@type': 'AboutPage',
        name: `About ${company.fullName}`,
        url: `${origin}/about`,
        about: { '@id': `${origin}/#organization` },
      },
      organizationLd(origin),
    ],
  })
}

export default function About() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="About us"
        title={`Managing Utah communities since ${company.founded}`}
        lead={story.lead}
      >
        <StoryFacts />
      </PageHeader>

      <OriginSection />
      <GrowthSection />

      <Section labelledBy="about-milestones">
        <SectionHeading
          id="about-milestones"
          eyebrow="Milestones"
          title={`From three communities in ${company.founded} to more than 75 today`}
        />
        <div className="mt-12">
          <MilestoneTimeline milestones={milestones} />
        </div>
      </Section>

      <Section tone="canvas" labelledBy="about-values">
        <SectionHeading
          id="about-values"
          eyebrow="What we believe"
          title="Four promises we make to every board"
          lead="They are why we started, and they are what we ask of every new manager who joins us."
        />
        <div className="mx-auto mt-12 max-w-5xl">
          <ValuesGrid values={values} />
        </div>
      </Section>

      <Section labelledBy="about-leadership">
        <SectionHeading
          id="about-leadership"
          eyebrow="Who leads"
          title="Experienced, credentialed managers"
          lead={story.people}
        />
        <div className="mt-12">
          <LeadershipList people={leadership} />
        </div>
        <div className="mx-auto mt-10 max-w-5xl">
          <CredentialNotes />
        </div>
      </Section>

      <StatBand id="about-stats" title="Where we are today" />

      <CallToAction
        id="about-cta"
        title="Let’s talk about your community"
        lead="Tell us about your association and what your board needs. We reply within 24 hours on business days."
      >
        <DialogButton dialog="why-choose" fallbackHref="/why-us" className={relatedDialogClasses}>
          <Sparkles aria-hidden="true" className="size-4" />
          Why boards choose us
        </DialogButton>
        <DialogButton dialog="testimonials" fallbackHref="/testimonials" className={relatedDialogClasses}>
          <MessagesSquare aria-hidden="true" className="size-4" />
          Read what boards say
        </DialogButton>
        <DialogButton dialog="blog" fallbackHref="/blog" className={relatedDialogClasses}>
          <Newspaper aria-hidden="true" className="size-4" />
          Guides for boards
        </DialogButton>
      </CallToAction>
    </>
  )
}
