import { MessageSquareHeart } from 'lucide-react'
import { DialogButton } from '~/components/dialog-button'
import { emails } from '~/content/company'

/** The floating Provide Feedback tab on the right edge of every page (spec section 2). */
export function FeedbackButton() {
  // In a landmark of its own, so every piece of the page belongs to one (axe "region").
  return (
    <aside aria-label="Feedback">
      <DialogButton
        dialog="feedback"
        fallbackHref={`mailto:${emails.customerService}?subject=${encodeURIComponent('Website feedback')}`}
        className="fixed top-1/2 right-0 z-30 flex print:hidden origin-bottom-right -translate-y-1/2 -rotate-90 items-center gap-2 rounded-t-lg bg-rock-600 px-3 py-2 text-sm md:px-4 font-semibold text-white shadow-float hover:bg-rock-700"
      >
        <MessageSquareHeart aria-hidden="true" className="size-4 rotate-90" />
        <span className="max-md:sr-only">Provide Feedback</span>
      </DialogButton>
    </aside>
  )
}
