import type { Testimonial } from '~/content/testimonials'
import { cn } from '~/lib/cn'
import { TestimonialCard } from './testimonial-card'

/** Testimonials as a list of cards: three across on a wide page, two across in a dialog. */
export function TestimonialGrid({
  testimonials,
  labelledBy,
  columns = 3,
}: {
  testimonials: readonly Testimonial[]
  labelledBy?: string
  columns?: 2 | 3
}) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className={cn('grid gap-6', columns === 3 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2')}
    >
      {testimonials.map((testimonial) => (
        <li key={testimonial.author}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  )
}
