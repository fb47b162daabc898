import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

const TONES = {
  warn: 'border-rock-100 bg-rock-50 text-rock-700',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
  neutral: 'border-line bg-canvas text-muted',
} as const

/** A small pill, in the inbox's status-badge style. */
export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
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
