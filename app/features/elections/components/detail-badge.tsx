import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

const TONES = {
  good: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  warn: 'border-rock-100 bg-rock-50 text-rock-700',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
  neutral: 'border-line bg-canvas text-muted',
} as const

export type Tone = keyof typeof TONES

/** A small pill in the back office's badge style. */
export function DetailBadge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  )
}
