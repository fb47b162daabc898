import { BookOpen, Sparkles } from 'lucide-react'
import { CallToAction, relatedDialogClasses } from '~/components/company/call-to-action'
import { RatingSummary } from '~/components/company/rating-summary'
import { TestimonialGrid } from '~/components/company/testimonial-grid'
import { DialogButton } from '~/components/dialog-button'
import { PageHeader } from '~/components/page-header'
import { Section } from '~/components/ui/section'
import { company } from '~/content/company'
import { testimonials } from '~/content/testimonials'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/testimonials'

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Testimonials', path: '/testimonials' },
] as const

// No Review or AggregateRating markup: these are first-party testimonials, which search engines do not
// accept as review snippets, so the head carries only the breadcrumb.
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Testimonials',
    description:
      `What HOA board members and development partners from Ogden to St. George say about working with ` +
      `${company.fullName}: transitions, reserves, emergencies, elections and more.`,
    path: '/testimonials',
    origin: matches[0].loaderData?.origin ?? '',
    crumbs,
  })
}

export default function Testimonials() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Testimonials"
        title="What boards and partners say"
        lead="Board members and a development partner from communities we manage, in their own words: from a four-week transition to a Sunday-night burst pipe."
      >
        <RatingSummary reviews={testimonials} className="mt-6" />
        <p className="mt-2 text-sm text-muted">
          Names are shortened to a first name and initial for privacy.
        </p>
      </PageHeader>

      <Section labelledBy="testimonials-list">
        <h2 id="testimonials-list" className="sr-only">
          Testimonials from {testimonials.length} communities and partners
        </h2>
        <TestimonialGrid testimonials={testimonials} labelledBy="testimonials-list" />
      </Section>

      <CallToAction
        id="testimonials-cta"
        title="Could your board be next?"
        lead="Tell us about your community and we will put together a proposal. We reply within 24 hours on business days."
      >
        <DialogButton dialog="our-story" fallbackHref="/about" className={relatedDialogClasses}>
          <BookOpen aria-hidden="true" className="size-4" />
          Our story
        </DialogButton>
        <DialogButton dialog="why-choose" fallbackHref="/why-us" className={relatedDialogClasses}>
          <Sparkles aria-hidden="true" className="size-4" />
          Why boards choose us
        </DialogButton>
      </CallToAction>
    </>
  )
}
