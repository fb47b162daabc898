import { Quote, Star } from 'lucide-react'
import { cardClasses } from '~/components/ui/card'
import type { Testimonial } from '~/content/testimonials'

/** One testimonial: five stars (named for screen readers), the quote, who said it and where. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={cardClasses(false, 'flex h-full flex-col')}>
      <div className="flex items-center justify-between">
        <p
          className="flex gap-0.5 text-rock-500"
          role="img"
          aria-label={`Rated ${testimonial.rating} out of 5`}
        >
          {Array.from({ length: testimonial.rating }, (_, i) => (
            <Star key={i} aria-hidden="true" className="size-4 fill-current" />
          ))}
        </p>
        <Quote aria-hidden="true" className="size-6 text-brand-200" />
      </div>
      <blockquote className="mt-4 flex-1 text-ink">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-4 text-sm">
        <span className="block font-semibold text-brand-900">{testimonial.author}</span>
        <span className="block text-muted">
          {testimonial.location} · {testimonial.type}
        </span>
      </figcaption>
    </figure>
  )
}
