import { sql } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import { loadTestCorpus } from '../../../tests/setup/law-corpus'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { compareSections, sessionRows, type LibrarySection } from './library'
import { readLawLibrary } from './library.server'

const t = setupTestDatabase()

beforeEach(() => loadTestCorpus(t.db))

type Tally = { status: string; stale: boolean; effective: string | null; n: number }

/** The same facts counted by SQL, so the test follows the corpus as it grows. */
async function tally(): Promise<Tally[]> {
  const result = (await t.db.execute(
    sql`select text_status as status, stale, effective, count(*)::int as n from law_sections group by 1, 2, 3`,
  )) as { rows: Tally[] }
  return result.rows
}

const sum = (rows: Tally[], keep: (r: Tally) => boolean) =>
  rows.filter(keep).reduce((total, r) => total + r.n, 0)

test('every section is listed once, grouped by chapter in the order the page shows them', async () => {
  const library = await readLawLibrary(t.db)
  expect(library.chapters.map((c) => c.code)).toEqual(['13-79', '57-8a', '57-8', '57-1', '16-6a'])
  expect(library.chapters.map((c) => c.name)).toEqual([
    'Office of the Homeowners’ Association Ombudsman',
    'Community Association Act',
    'Condominium Ownership Act',
    'Conveyances',
    'Revised Nonprofit Corporation Act',
  ])
  expect(library.chapters[1]).toMatchObject({
    citation: 'Title 57, Chapter 8a',
    url: 'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a.html',
  })
  for (const chapter of library.chapters)
    for (const s of chapter.sections) expect(s.section.replace(/-[^-]+$/, '')).toBe(chapter.code)
  const listed = library.chapters.flatMap((c) => c.sections.map((s) => s.section))
  expect(new Set(listed).size).toBe(listed.length)
  expect(listed).toHaveLength(sum(await tally(), () => true))
})

test('sections run in Utah Code order within each chapter, decimals after their whole number', async () => {
  const library = await readLawLibrary(t.db)
  const numbers = (code: string) =>
    library.chapters.find((c) => c.code === code)!.sections.map((s) => s.section)
  const condo = numbers('57-8')
  const at = (s: string) => condo.indexOf(s)
  expect(at('57-8-7.2')).toBeLessThan(at('57-8-10.1'))
  expect(at('57-8-10.1')).toBeLessThan(at('57-8-13.4'))
  expect(at('57-8-13.4')).toBeLessThan(at('57-8-13.10'))
  expect(at('57-8-3')).toBeLessThan(at('57-8-44'))
  expect(numbers('57-8a').slice(0, 3)).toEqual(['57-8a-101', '57-8a-102', '57-8a-103'])
  expect(numbers('13-79')).toEqual(['13-79-101', '13-79-102', '13-79-103', '13-79-104'])
  for (const chapter of library.chapters) {
    const order = chapter.sections.map((s) => s.section)
    expect(order).toEqual([...order].sort(compareSections))
  }
  expect(['57-8a-10', '57-8a-2', '57-8a-1'].sort(compareSections)).toEqual(['57-8a-1', '57-8a-2', '57-8a-10'])
})

test('the counts: whole, in part, title only and possibly out of date', async () => {
  const rows = await tally()
  const { counts } = await readLawLibrary(t.db)
  expect(counts).toEqual({
    sections: sum(rows, () => true),
    complete: sum(rows, (r) => r.status === 'complete'),
    partial: sum(rows, (r) => r.status === 'partial'),
    none: sum(rows, (r) => r.status === 'none'),
    stale: sum(rows, (r) => r.stale),
  })
  expect(counts.complete + counts.partial + counts.none).toBe(counts.sections)
  expect(counts.complete).toBeGreaterThan(0)
  expect(counts.partial).toBeGreaterThan(0)
  expect(counts.none).toBeGreaterThan(0)
  expect(counts.stale).toBeGreaterThan(0)
})

test('each section carries its currency and history as the corpus gives them', async () => {
  const sections = (await readLawLibrary(t.db)).chapters.flatMap((c) => c.sections)
  const find = (n: string) => sections.find((s) => s.section === n)!
  expect(find('57-8a-109')).toMatchObject({ textStatus: 'complete', effective: '2025-05-07', stale: false })
  expect(find('57-8a-109').history).toMatch(/2025 General Session/)
  expect(find('13-79-104')).toMatchObject({ textStatus: 'partial', effective: '2026-05-06', stale: false })
  expect(find('57-8-44')).toMatchObject({ stale: true, copyYear: 2014 })
  expect(find('57-8-44').staleNote).toMatch(/7\/1\/2024/)
})

test('the sessions: the two newest years one by one, older years together, then undated texts', async () => {
  const rows = await tally()
  const { sessions } = await readLawLibrary(t.db)
  const held = (r: Tally) => r.status !== 'none'
  const inYear = (year: number) => (r: Tally) => held(r) && r.effective?.startsWith(`${year}-`) === true
  expect(sessions.map((s) => s.kind)).toEqual(['session', 'session', 'earlier', 'undated'])
  expect(sessions[0]).toEqual({
    kind: 'session',
    years: [2026],
    dates: ['2026-05-06'],
    texts: sum(rows, inYear(2026)),
  })
  expect(sessions[1]).toEqual({
    kind: 'session',
    years: [2025],
    dates: ['2025-05-07'],
    texts: sum(rows, inYear(2025)),
  })
  expect(sessions[2]!.years[1]).toBeLessThan(2025)
  expect(sessions[3]!.texts).toBe(sum(rows, (r) => held(r) && r.effective === null))
  // Every text held is in exactly one row; a title-only section is in none.
  expect(sessions.reduce((n, s) => n + s.texts, 0)).toBe(sum(rows, held))
})

test('sessions of a small library: title-only sections have no session, one year stands alone', () => {
  const section = (n: string, textStatus: LibrarySection['textStatus'], effective: string | null) => ({
    section: n,
    title: 't',
    url: 'https://le.utah.gov/',
    textStatus,
    history: null,
    effective,
    stale: false,
    copyYear: null,
    staleNote: null,
  })
  expect(
    sessionRows([
      section('57-8a-1', 'complete', '2025-05-07'),
      section('57-8a-2', 'partial', '2025-05-07'),
      section('57-8a-3', 'none', null),
      section('57-8a-4', 'complete', null),
    ]),
  ).toEqual([
    { kind: 'session', years: [2025], dates: ['2025-05-07'], texts: 2 },
    { kind: 'undated', years: [], dates: [], texts: 1 },
  ])
})
