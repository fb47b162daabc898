import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

type Tone = 'white' | 'canvas' | 'brand'

const tones: Record<Tone, string> = {
  white: 'bg-white',
  canvas: 'bg-canvas',
  brand: 'bg-brand-900 text-brand-100',
}

/** One band of a page: the site's one content width and vertical rhythm. */
export function Section({
  children,
  tone = 'white',
  className,
  labelledBy,
  id,
}: {
  children: ReactNode
  tone?: Tone
  className?: string
  /** The id of the heading that names this section. */
  labelledBy?: string
  id?: string
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn(tones[tone], 'py-16 md:py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  )
}

/** An eyebrow, an h2 and a lead paragraph, centred or left-aligned. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  inverse = false,
}: {
  id: string
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  align?: 'center' | 'left'
  inverse?: boolean
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p
          className={cn(
            'text-sm font-semibold tracking-wide uppercase',
            inverse ? 'text-rock-100' : 'text-rock-600',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn('mt-2 text-2xl font-semibold sm:text-3xl', inverse && 'text-white')}>
        {title}
      </h2>
      {lead ? <p className={cn('mt-4 text-lg', inverse ? 'text-brand-100' : 'text-muted')}>{lead}</p> : null}
    </div>
  )
}
