import type { LawCurrency } from './currency'
import type { LawTextStatus } from './schemas'
import { chapterUrl } from './utah-code-xml'

// The law assistant's library as /utah-law-gpt/sources shows it: every section held, grouped by chapter
// in the Utah Code's own order, with how many are whole, cut short or held by title only, and the
// legislative sessions their texts come from.

/** One section of the library: what the page lists for it (never its text). */
export type LibrarySection = {
  section: string
  title: string
  url: string
  textStatus: LawTextStatus
  history: string | null
} & LawCurrency

export type LibraryChapter = {
  code: string
  /** `Title 57, Chapter 8a` */
  citation: string
  name: string
  /** The chapter's page at le.utah.gov, which lists every section in force. */
  url: string
  sections: LibrarySection[]
}

export type LibraryCounts = {
  sections: number
  complete: number
  partial: number
  none: number
  stale: number
}

/** Texts held (whole or in part) whose effective date falls in one legislative year, or in several. */
export type SessionRow = {
  kind: 'session' | 'earlier' | 'undated'
  /** The year, or for `earlier` the first and last years. */
  years: number[]
  /** The distinct effective dates (ISO), oldest first. */
  dates: string[]
  texts: number
}

export type LawLibrary = { counts: LibraryCounts; sessions: SessionRow[]; chapters: LibraryChapter[] }

// The chapters in the order the page shows them: the Ombudsman an owner in a dispute turns to, the two
// association acts, the transfer-fee section, then the nonprofit corporation rules most associations use.
const CHAPTERS: ReadonlyArray<{ code: string; name: string }> = [
  { code: '13-79', name: 'Office of the Homeowners’ Association Ombudsman' },
  { code: '57-8a', name: 'Community Association Act' },
  { code: '57-8', name: 'Condominium Ownership Act' },
  { code: '57-1', name: 'Conveyances' },
  { code: '16-6a', name: 'Revised Nonprofit Corporation Act' },
]

/** The newest legislative years shown one by one; texts from before them are counted together. */
const SESSIONS_SHOWN = 2

const numeric = new Intl.Collator('en', { numeric: true })

/** Utah Code order: 57-8a-2 before 57-8a-10, and 57-8-7.2 before 57-8-10.1 before 57-8-13.4 before 57-8-13.10. */
export const compareSections = (a: string, b: string) => numeric.compare(a, b)

/** `57-8a` -> `Title 57, Chapter 8a`. */
const citationOf = (code: string) => {
  const [title, chapter] = code.split('-')
  return `Title ${title}, Chapter ${chapter}`
}

const chapterRank = (code: string) => {
  const i = CHAPTERS.findIndex((c) => c.code === code)
  return i === -1 ? CHAPTERS.length : i
}

/** Sections grouped by chapter (known chapters first, in their order), each chapter in section order. */
export function groupByChapter(
  rows: ReadonlyArray<LibrarySection & { chapterCode: string; chapterName: string }>,
): LibraryChapter[] {
  const chapters = new Map<string, LibraryChapter>()
  for (const { chapterCode, chapterName, ...section } of rows) {
    let chapter = chapters.get(chapterCode)
    if (!chapter) {
      const name = CHAPTERS.find((c) => c.code === chapterCode)?.name ?? chapterName
      chapter = {
        code: chapterCode,
        citation: citationOf(chapterCode),
        name,
        url: chapterUrl(chapterCode),
        sections: [],
      }
      chapters.set(chapterCode, chapter)
    }
    chapter.sections.push(section)
  }
  for (const chapter of chapters.values())
    chapter.sections.sort((a, b) => compareSections(a.section, b.section))
  return [...chapters.values()].sort(
    (a, b) => chapterRank(a.code) - chapterRank(b.code) || compareSections(a.code, b.code),
  )
}

export function countSections(sections: readonly LibrarySection[]): LibraryCounts {
  const of = (status: LawTextStatus) => sections.filter((s) => s.textStatus === status).length
  return {
    sections: sections.length,
    complete: of('complete'),
    partial: of('partial'),
    none: of('none'),
    stale: sections.filter((s) => s.stale).length,
  }
}

const yearOf = (iso: string) => Number(iso.slice(0, 4))

/**
 * The texts held by the year their version took effect: each of the newest years on its own row (Utah's
 * general session laws take effect in May of the session's year), older years together, undated texts last.
 * A title-only section has no text, so no session.
 */
export function sessionRows(sections: readonly LibrarySection[]): SessionRow[] {
  const texts = sections.filter((s) => s.textStatus !== 'none')
  const dated = texts.flatMap((s) => (s.effective ? [s.effective] : []))
  const years = [...new Set(dated.map(yearOf))].sort((a, b) => b - a)
  const row = (kind: SessionRow['kind'], inYears: number[]): SessionRow => {
    const dates = dated.filter((d) => inYears.includes(yearOf(d)))
    const span = kind === 'earlier' ? [Math.min(...inYears), Math.max(...inYears)] : inYears
    return { kind, years: span, dates: [...new Set(dates)].sort(), texts: dates.length }
  }
  const rows = years.slice(0, SESSIONS_SHOWN).map((year) => row('session', [year]))
  if (years.length > SESSIONS_SHOWN) rows.push(row('earlier', years.slice(SESSIONS_SHOWN)))
  const undated = texts.length - dated.length
  if (undated) rows.push({ kind: 'undated', years: [], dates: [], texts: undated })
  return rows
}
