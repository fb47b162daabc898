import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'

// Spec section 9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay.
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/**
 * Wraps a page's tooltips (Radix needs one provider above them). It is not in the root layout: no page of the
 * shell shows a tooltip, and Radix's tooltip code then loads only with a page that does (issue 16).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  )
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-50 max-w-xs animate-fade-in rounded-md bg-brand-900 px-3 py-1.5 text-sm text-white shadow-float"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-brand-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
