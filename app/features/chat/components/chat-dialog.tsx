import { MessageSquareText } from 'lucide-react'
import { useRouteLoaderData } from 'react-router'
import type { DialogProps } from '~/components/dialog-host'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { phones } from '~/content/company'
import type { PublicConfig } from '~/lib/public-config'
import { CHAT_PAGE_PATH, chatwootWidgetUrl } from '../constants'
import { AvailabilityBadge } from './availability-badge'

/**
 * Spec section 2, "Chat dialog": the embedded chat page (Chatwoot's widget page when configured, else the
 * built-in assistant), the "Available 24/7" badge and the text-message number.
 */
export default function ChatDialog({ open, onOpenChange }: DialogProps) {
  const root = useRouteLoaderData('root') as { config?: PublicConfig } | undefined
  const chatwoot = root?.config?.chatwoot ?? null
  const src = chatwoot ? chatwootWidgetUrl(chatwoot) : `${CHAT_PAGE_PATH}?view=dialog`
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Chat with us"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <AvailabilityBadge />
            <span>
              Prefer to text?{' '}
              <a
                href={`sms:${phones.textSupport.raw}`}
                className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                <MessageSquareText aria-hidden="true" className="size-4" />
                {phones.textSupport.display}
              </a>
            </span>
          </span>
        }
      >
        <iframe
          title="Chat assistant"
          src={src}
          className="-mx-6 -my-5 block h-[min(34rem,calc(100dvh-12rem))] w-[calc(100%+3rem)] border-0"
        />
      </DialogContent>
    </Dialog>
  )
}
