import { MessageSquareHeart } from 'lucide-react'
import { DialogButton } from '~/components/dialog-button'
import { dockButtonClass } from '~/components/floating-dock'
import { emails } from '~/content/company'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'

/** The floating Provide Feedback button of every page, in the dock beside the chat button (floating-dock.tsx). */
export function FeedbackButton() {
  const t = useT('shell')
  // In a landmark of its own, so every piece of the page belongs to one (axe "region").
  return (
    <aside aria-label={t('feedback.region')}>
      <DialogButton
        dialog="feedback"
        fallbackHref={`mailto:${emails.customerService}?subject=${encodeURIComponent(t('feedback.mailSubject'))}`}
        className={cn(dockButtonClass, 'bg-rock-600 hover:bg-rock-700')}
      >
        <MessageSquareHeart aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">{t('feedback.button')}</span>
      </DialogButton>
    </aside>
  )
}
