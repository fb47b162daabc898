import type { LawCurrency } from '~/features/law/currency'

// The currency of a section taken from an archived copy (`npm run law:import -- --from DIR`), where
// `version` and `history` are what the source printed, in words. The effective date is read from them;
// whether the copy may be superseded is not guessed from prose but listed below, from the archive's own
// README ("Stale or uncertain"), with the reason shown to readers. The import refuses a record whose
// version calls itself stale or an old snapshot when it is not listed here.

export type StaleCopy = { copyYear: number | null; note: string }

const CHAPTER_79_2026 =
  '2026 S.B. 122 amended the Ombudsman chapter; this is the 2025 text and may not show that change.'
const SNAPSHOT_2018 = 'Taken from a copy not updated after 2018; later amendments, if any, are not shown.'

export const STALE_COPIES: Readonly<Record<string, StaleCopy>> = {
  '13-79-101': { copyYear: null, note: CHAPTER_79_2026 },
  '13-79-102': { copyYear: null, note: CHAPTER_79_2026 },
  '13-79-103': {
    copyYear: null,
    note: '2026 S.B. 122 changed this section (advisory opinions published, education duties, no attorney-client relationship); this is the 2025 text.',
  },
  '16-6a-703': {
    copyYear: 2008,
    note: 'This is the version in effect until 7/1/2024; the newer version was not found.',
  },
  '16-6a-707': { copyYear: 2018, note: SNAPSHOT_2018 },
  '16-6a-710': {
    copyYear: 2010,
    note: 'Taken from an undated copy of about 2010; later amendments, if any, are not shown.',
  },
  '16-6a-1601': {
    copyYear: 2010,
    note: 'Taken from an undated copy of about 2010; later amendments, if any, are not shown.',
  },
  '16-6a-1602': { copyYear: null, note: 'Taken from an undated copy whose currency was not checked.' },
  '57-8-39': { copyYear: null, note: 'Taken from an undated copy; later amendments, if any, are not shown.' },
  '57-8-44': {
    copyYear: 2014,
    note: 'A version effective 7/1/2024 exists; its text is not held, so details may differ.',
  },
  '57-8a-108': { copyYear: 2018, note: SNAPSHOT_2018 },
  '57-8a-206': {
    copyYear: 2004,
    note: 'A 2019 bill proposed repealing this section; whether the repeal passed was not confirmed.',
  },
  '57-8a-302': {
    copyYear: 2019,
    note: 'Taken from the 2019 Utah Code; later amendments, if any, are not shown.',
  },
  '57-8a-303': {
    copyYear: 2020,
    note: 'Taken from the 2020 Utah Code; later amendments, if any, are not shown.',
  },
  '57-8a-402': { copyYear: 2018, note: SNAPSHOT_2018 },
  '57-8a-703': { copyYear: 2018, note: SNAPSHOT_2018 },
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/**
 * The first effective date in a source's words: "Effective 5/7/2025", "(effective 5/7/2025)",
 * "eff. May 6, 2026", "eff. 5/3/2023". "Effective Until 7/1/2024" names when a text stopped being
 * law, and is not one.
 */
export function effectiveDateIn(words: string): string | null {
  const pattern =
    /\b(?:effective|eff\.)\s+(?!until\b)(?:(\d{1,2})\/(\d{1,2})\/(\d{4})|([a-z]+)\.?\s+(\d{1,2}),\s*(\d{4}))/gi
  for (const match of words.matchAll(pattern)) {
    if (match[1]) return iso(Number(match[3]), Number(match[1]), Number(match[2]))
    const month = MONTHS.findIndex((m) => m.startsWith(match[4]!.toLowerCase().slice(0, 3)))
    if (month >= 0) return iso(Number(match[6]), month + 1, Number(match[5]))
  }
  return null
}

/**
 * The date a history line says the text took effect: its latest dated change, unless the line names a
 * later year's amendment without a date ("eff. 7/1/2014; amended by Chapters 34, 325 and 387, 2015").
 */
export function historyEffectiveDate(history: string): string | null {
  const dates = [...history.matchAll(/\b(?:effective|eff\.)\s+[^;]*?\d{4}/gi)]
    .map((m) => effectiveDateIn(m[0]))
    .filter((d): d is string => d !== null)
    .sort()
  const latest = dates.at(-1)
  if (!latest) return null
  const years = [...history.matchAll(/\b(19|20)\d{2}\b/g)].map((m) => Number(m[0]))
  return Math.max(...years) > Number(latest.slice(0, 4)) ? null : latest
}

/** Words by which a source's `version` says the copy is old or superseded. */
const STALE_WORDS = /\bstale\b|older snapshot|not updated with new changes|may be superseded|undated copy/i

export type ArchivedVersion = { section: string; version?: string; history?: string }

/** A record's currency; throws when its version calls itself stale and STALE_COPIES does not list it. */
export function archiveCurrency(
  record: ArchivedVersion,
  staleCopies: Readonly<Record<string, StaleCopy>> = STALE_COPIES,
): LawCurrency {
  const listed = staleCopies[record.section]
  if (!listed && STALE_WORDS.test(record.version ?? ''))
    throw new Error(
      `${record.section}: its version says "${record.version}"; list it in STALE_COPIES (scripts/law/archive-currency.ts) with the reason`,
    )
  return {
    effective: effectiveDateIn(record.version ?? '') ?? historyEffectiveDate(record.history ?? ''),
    stale: Boolean(listed),
    copyYear: listed?.copyYear ?? null,
    staleNote: listed?.note ?? null,
  }
}
