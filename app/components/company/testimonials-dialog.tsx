import type { DialogProps } from '~/components/dialog-host'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { testimonials } from '~/content/testimonials'
import { DialogPageLink } from './dialog-page-link'
import { summarizeRatings } from './ratings'
import { TestimonialGrid } from './testimonial-grid'

// Spec section 2: "Testimonials holds six static entries", the same six as /testimonials.
export default function TestimonialsDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Testimonials"
        description={`What board members and partners say: ${summarizeRatings(testimonials).label}.`}
      >
        <TestimonialGrid testimonials={testimonials} columns={2} />
        <div className="mt-6 border-t border-line pt-5">
          <DialogPageLink to="/testimonials" onNavigate={() => onOpenChange(false)}>
            Open the testimonials page
          </DialogPageLink>
        </div>
      </DialogContent>
    </Dialog>
  )
}
