import type { LawTextStatus } from './schemas'

// How current and how whole our copy of a section is, in the words the law assistant shows beside
// every section it cites (the answer, its source list and /utah-law-gpt/sources). The corpus records
// carry the facts (corpus/utah-law/README.md, "Currency"); this module only words them.

export type LawCurrency = {
  /** The date the text we hold took effect (ISO `YYYY-MM-DD`), when a source showed it. */
  effective: string | null
  /** Our copy may be superseded: a later version exists or the copy is an old snapshot. */
  stale: boolean
  /** For an old snapshot, the year of the copy (or of its text) when no effective date is known. */
  copyYear: number | null
  /** Why the copy may be out of date, in one sentence. */
  staleNote: string | null
}

/** One section an answer relies on, as POST /api/utah-law-query gives it. */
export type LawSource = {
  section: string
  title: string
  url: string
  effective: string | null
  complete: boolean
  stale: boolean
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** `2025-05-07` -> `5/7/2025`, as Utah's own pages print effective dates. */
export function usDate(iso: string): string {
  const match = ISO_DATE.exec(iso)
  if (!match) return iso
  return `${Number(match[2])}/${Number(match[3])}/${match[1]}`
}

/** "Text as in effect 5/7/2025", "Date of this text not confirmed", "Older copy (2018): may be out of date". */
export function currencyLabel(c: Pick<LawCurrency, 'effective' | 'stale' | 'copyYear'>): string {
  if (c.stale) {
    if (c.copyYear) return `Older copy (${c.copyYear}): may be out of date`
    if (c.effective) return `Text as in effect ${usDate(c.effective)}: may be out of date`
    return 'Older copy: may be out of date'
  }
  return c.effective ? `Text as in effect ${usDate(c.effective)}` : 'Date of this text not confirmed'
}

/**
 * For a section not held whole, what we hold and what the reader should do (a link on the page):
 * "Only the first part of this section is held: read the whole section". Null for a whole section.
 */
export function completeness(status: LawTextStatus): { held: string; read: string } | null {
  if (status === 'partial')
    return { held: 'Only the first part of this section is held', read: 'read the whole section' }
  if (status === 'none') return { held: 'Only the title of this section is held', read: 'read the section' }
  return null
}

/** The first of each section, in order: a section quoted and also cited is one source. */
export const uniqueBySection = <T extends { section: string }>(items: readonly T[]): T[] =>
  items.filter((s, i) => items.findIndex((t) => t.section === s.section) === i)

/** The source object of an answer. */
export function lawSource(
  s: { section: string; title: string; url: string; textStatus: LawTextStatus } & Pick<
    LawCurrency,
    'effective' | 'stale'
  >,
): LawSource {
  return {
    section: s.section,
    title: s.title,
    url: s.url,
    effective: s.effective,
    complete: s.textStatus === 'complete',
    stale: s.stale,
  }
}
