import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** The classes of the site's one card: for <a>, <button> and <li> that look like one. */
export function cardClasses(interactive = false, className?: string) {
  return cn(
    'rounded-card border border-line bg-white p-6 shadow-card',
    interactive && 'transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-float',
    className,
  )
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cardClasses(false, className)}>{children}</div>
}

/** A round tinted badge holding an icon, as used on cards and lists. */
export function IconBadge({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'rock' }) {
  return (
    <span
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-lg',
        tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-rock-50 text-rock-600',
      )}
    >
      {children}
    </span>
  )
}
