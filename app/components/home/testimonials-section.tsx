import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { TestimonialCard } from '~/components/company/testimonial-card'
import { buttonClasses } from '~/components/ui/button'
import { Section, SectionHeading } from '~/components/ui/section'
import { featuredTestimonials } from '~/content/testimonials'

/** Three five-star testimonials (spec section 1) and the way to the rest. */
export function TestimonialsSection() {
  return (
    <Section tone="canvas" labelledBy="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="What boards and homeowners tell us"
        lead="Treasurers, presidents and secretaries from communities we manage, in their own words."
      />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {featuredTestimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to="/testimonials" className={buttonClasses('secondary')}>
          Read more testimonials
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </Section>
  )
}
