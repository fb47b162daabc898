import { CalendarCheck, CircleHelp, ExternalLink, FileWarning, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { completeness, currencyLabel, type LawCurrency } from '../currency'
import type { LawTextStatus } from '../schemas'

// How current and how whole our copy of a section is, shown beside every section the law assistant
// cites (its answer's sources and /utah-law-gpt/sources). Icons repeat what the words say.

/** A link inside running text, underlined so it does not rely on colour alone. */
export const underlinedLinkClass = 'rounded font-semibold text-brand-700 underline hover:text-brand-900'

/** The law pages' text link. */
export const textLinkClass = 'rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline'

/** A link to le.utah.gov that opens in a new tab, and says so to screen readers. */
export function OfficialLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
      {children}
      <ExternalLink aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.125em]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

type Props = Pick<LawCurrency, 'effective' | 'stale'> & {
  copyYear?: number | null
  textStatus: LawTextStatus
  url: string
  /** Why the copy may be out of date (the sources page has it; an answer's source does not). */
  staleNote?: string | null
}

/**
 * Two short lines: the date (or doubt) of our text, then what part of it we hold. A section held by title
 * only has no text to date, so it shows the second line alone.
 */
export function SourceCurrency({ effective, stale, copyYear = null, textStatus, url, staleNote }: Props) {
  const whole = completeness(textStatus)
  const CurrencyIcon = stale ? TriangleAlert : effective ? CalendarCheck : CircleHelp
  return (
    <div className="grid gap-1 text-sm">
      {textStatus === 'none' ? null : (
        <p className={cn('flex items-start gap-1.5', stale ? 'text-rock-700' : 'text-muted')}>
          <CurrencyIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {currencyLabel({ effective, stale, copyYear })}
            {stale && staleNote ? <span className="text-muted">. {staleNote}</span> : null}
          </span>
        </p>
      )}
      {whole ? (
        <p className="flex items-start gap-1.5 text-rock-700">
          <FileWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {whole.held}:{' '}
            <a href={url} target="_blank" rel="noopener noreferrer" className={underlinedLinkClass}>
              {whole.read}
              <span className="sr-only"> at le.utah.gov (opens in a new tab)</span>
            </a>
          </span>
        </p>
      ) : null}
    </div>
  )
}
