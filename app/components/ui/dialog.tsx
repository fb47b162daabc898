import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

type DialogContentProps = {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  className?: string
  /** Wide dialogs hold documents (legal text, service lists). */
  size?: 'md' | 'lg'
  /**
   * The name of the corner button that dismisses the dialog. A dialog that confirms an action names it as
   * its own way out ("Go back"): "Close" beside "Close voting" would read as the action itself.
   */
  dismissLabel?: string
  /** The language of a dialog written in another than its page's, e.g. an English document on a Spanish page. */
  lang?: string
}

/**
 * A centred modal: focus moves in and returns on close, Escape closes, the page behind does not
 * scroll, and the title names it for assistive technology (all from Radix Dialog).
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  size = 'md',
  dismissLabel = 'Close',
  lang,
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-brand-900/50 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        lang={lang}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[min(90vh,56rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
          'animate-fade-in flex-col rounded-card bg-white shadow-float focus:outline-none',
          size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
          className,
        )}
      >
        <header className="flex items-start justify-between gap-4 border-b border-line px-6 pt-5 pb-4">
          <div>
            <DialogPrimitive.Title className="font-serif text-xl font-semibold text-brand-900">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            className="-mr-2 rounded-md p-2 text-muted hover:bg-canvas hover:text-ink"
            aria-label={dismissLabel}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </header>
        {/* Focusable so a keyboard can scroll a long body that has no links of its own (WCAG 2.1.1). */}
        <div tabIndex={0} className="overflow-y-auto px-6 py-5 focus-visible:-outline-offset-4">
          {/* Site-wide notices that need an answer (the cookie banner) show here while a dialog is open:
              outside it they could be neither clicked nor reached by keyboard, and would cover its actions. */}
          <div data-dialog-notice-slot="" />
          {children}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
