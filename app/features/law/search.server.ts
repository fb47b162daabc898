import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { citedSections, queryTerms, type QueryTerm } from './query-terms'
import type { CommunityType, LawTextStatus } from './schemas'

export type RankedSection = {
  section: string
  chapterCode: string
  chapterName: string
  title: string
  url: string
  body: string
  textStatus: LawTextStatus
  /** How current our copy is (currency.ts). */
  effective: string | null
  stale: boolean
  copyYear: number | null
  score: number
  /** The visitor cited this section by number. */
  cited: boolean
  /** Share of the question's words this section speaks to (see coverage()). */
  coverage: number
}

// Which chapter governs which kind of association: a condominium is under the Condominium Ownership Act
// (57-8), and that act's associations are excluded from the Community Association Act (57-8a-102(2)).
const PREFERRED_CHAPTER: Partial<Record<CommunityType, string>> = {
  condominium: '57-8',
  'homeowners-association': '57-8a',
  townhome: '57-8a',
}
const PREFERRED_BOOST = 1.8
const OTHER_ACT_FACTOR = 0.7
/**
 * The nonprofit act's meeting, voting and records rules and the Ombudsman chapter serve condominiums
 * and other associations alike: for a named type they rank between its own act and the other one.
 */
const SHARED_CHAPTERS = new Set(['16-6a', '13-79'])
const SHARED_FACTOR = 1.4
/** Sections known by title only rank below those whose words we hold. */
const TITLE_ONLY_FACTOR = 0.6
/** Below this, no section speaks to the question (calibrated with `npm run law:eval`). */
export const MIN_RELEVANT_SCORE = 0.12

const ACTS = new Set(['57-8', '57-8a'])

const coverageFactor = (c: number) => Math.sqrt(c)
/**
 * Below this (score x coverage of the best section) the question is outside the corpus. Measured with
 * `npm run law:eval`: every answerable question scores above 1, off-topic ones below 0.3.
 */
export const OUT_OF_CORPUS_CONFIDENCE = 0.5

/** Whether the best section really speaks to the question, or the question is outside the corpus. */
export function isAnswerable(ranked: readonly RankedSection[]): boolean {
  const best = ranked[0]
  return Boolean(best && (best.cited || best.score * best.coverage >= OUT_OF_CORPUS_CONFIDENCE))
}

export function typeFactor(chapterCode: string, type: CommunityType): number {
  const preferred = PREFERRED_CHAPTER[type]
  if (!preferred) return 1
  if (SHARED_CHAPTERS.has(chapterCode)) return SHARED_FACTOR
  if (!ACTS.has(chapterCode)) return 1
  return chapterCode === preferred ? PREFERRED_BOOST : OTHER_ACT_FACTOR
}

const CURRENCY_COLUMNS = sql.raw('effective, stale, copy_year as "copyYear"')

type Row = Omit<RankedSection, 'score' | 'cited' | 'coverage'> & {
  raw: number | string | null
  matched?: number[]
}

// Tuned with `npm run law:eval`. Per term: a match in the number or title (weight A) adds TITLE_FACTOR; a
// match in the chapter name (C) or text (D) adds its length-normalised rank, saturated as in BM25
// (rank / (rank + SATURATION)), so a long section cannot win just by repeating common words.
const TITLE_FACTOR = 0.6
const SATURATION = 0.3
const BODY_WEIGHTS = '{0.1, 0.2, 0, 0}'
const LENGTH_NORMALIZATION = 1

/**
 * Scores every section that matches any term: per term, ts_rank_cd over the weighted tsvector (number
 * and title A, chapter C, text D; normalised by length) times the term's weight times its BM25-style
 * idf, so a rare word ("flag") counts for more than one every section uses ("association"). Also returns
 * each term's idf, and for each section which terms it matched.
 */
async function scoreSections(db: Database, terms: QueryTerm[]): Promise<{ rows: Row[]; idf: number[] }> {
  if (terms.length === 0) return { rows: [], idf: [] }
  const values = sql.join(
    terms.map((t, i) => sql`(${i}::int, ${t.text}::text, ${t.weight}::float8)`),
    sql`, `,
  )
  const idfRows = (await db.execute(sql`
    with terms(i, term, weight) as (values ${values}),
    n as (select count(*)::float8 as n from law_sections)
    select terms.i, plainto_tsquery('english', terms.term)::text as lexemes,
      ln(1 + (n.n - df.df + 0.5) / (df.df + 0.5)) as idf, df.df
    from terms, n, lateral (
      select count(*)::float8 as df from law_sections s where s.search @@ plainto_tsquery('english', terms.term)
    ) df
    where numnode(plainto_tsquery('english', terms.term)) > 0
  `)) as { rows: Array<{ i: number; lexemes: string; idf: number | string; df: number | string }> }
  const idf: number[] = terms.map(() => 0)
  for (const row of idfRows.rows) idf[row.i] = Number(row.df) > 0 ? Number(row.idf) : -Number(row.idf)
  // "rent", "renting" and "rented" are one lexeme: count it once, at its highest weight.
  const byLexemes = new Map<
    string,
    { text: string; weight: number; i: number; idf: number; words: number[] }
  >()
  for (const row of idfRows.rows) {
    const term = terms[row.i]!
    const seen = byLexemes.get(row.lexemes)
    const words = [...new Set([...(seen?.words ?? []), ...term.words])]
    if (!seen || seen.weight < term.weight)
      byLexemes.set(row.lexemes, { text: term.text, weight: term.weight, i: row.i, idf: idf[row.i]!, words })
    else seen.words = words
  }
  const live = [...byLexemes.values()].filter((t) => t.idf > 0)
  const wordsOf = new Map(live.map((t) => [t.i, t.words]))
  if (live.length === 0) return { rows: [], idf }
  const liveValues = sql.join(
    live.map((t) => sql`(${t.i}::int, plainto_tsquery('english', ${t.text}), ${t.weight * t.idf}::float8)`),
    sql`, `,
  )
  const result = (await db.execute(sql`
    with q(i, tq, w) as (values ${liveValues})
    select s.section, s.chapter_code as "chapterCode", s.chapter_name as "chapterName", s.title, s.url,
      s.body, s.text_status as "textStatus", ${CURRENCY_COLUMNS},
      sum(q.w * (
        ${TITLE_FACTOR}::float8 * ts_rank_cd('{0, 0, 0, 1}', s.search, q.tq, 0)
        + body.rank / (body.rank + ${SATURATION}::float8)
      )) as raw,
      array_agg(q.i) as matched
    from law_sections s join q on s.search @@ q.tq,
      lateral (select ts_rank_cd(${BODY_WEIGHTS}::float4[], s.search, q.tq, ${LENGTH_NORMALIZATION}::int) as rank) body
    group by s.section
  `)) as { rows: Row[] }
  for (const row of result.rows) row.matched = (row.matched ?? []).flatMap((i) => wordsOf.get(i) ?? [])
  return { rows: result.rows, idf }
}

/**
 * How much of the question a section speaks to: the share of the question's content words (weighted by
 * rarity; a word the corpus never uses counts fully) that the section matched directly or through a
 * synonym. Low coverage means the best match is incidental ("driving record" matching "records").
 */
function coverage(terms: QueryTerm[], idf: number[], matchedWords: number[]): number {
  const wordWeight = new Map<number, number>()
  terms.forEach((term, i) => {
    if (term.words.length === 1 && term.weight === 1) wordWeight.set(term.words[0]!, Math.abs(idf[i]!) || 1)
  })
  const covered = new Set(matchedWords)
  let total = 0
  let hit = 0
  for (const [word, weight] of wordWeight) {
    total += weight
    if (covered.has(word)) hit += weight
  }
  return total === 0 ? 0 : hit / total
}

export type LawSectionInfo = Omit<Row, 'raw' | 'matched'>

/** Sections by number, in no particular order; numbers the corpus does not hold are left out. */
export async function sectionsByNumber(db: Database, numbers: readonly string[]): Promise<Row[]> {
  if (numbers.length === 0) return []
  const list = sql.join(
    numbers.map((n) => sql`${n}`),
    sql`, `,
  )
  const result = (await db.execute(sql`
    select section, chapter_code as "chapterCode", chapter_name as "chapterName", title, url, body,
      text_status as "textStatus", ${CURRENCY_COLUMNS}, null as raw
    from law_sections where section in (${list})
  `)) as { rows: Row[] }
  return result.rows
}

/**
 * The sections that best answer a question, best first. A section the question cites by number
 * comes first whatever its score; the association type steers which act ranks higher.
 */
export async function searchSections(
  db: Database,
  question: string,
  communityType: CommunityType,
  limit = 5,
): Promise<RankedSection[]> {
  const cited = citedSections(question)
  const terms = queryTerms(question)
  const [scored, citedRows] = await Promise.all([scoreSections(db, terms), sectionsByNumber(db, cited)])
  const ranked = scored.rows
    .map(({ raw, matched, ...row }) => ({
      ...row,
      cited: false,
      coverage: coverage(terms, scored.idf, matched ?? []),
      score:
        Number(raw) *
        coverageFactor(coverage(terms, scored.idf, matched ?? [])) *
        typeFactor(row.chapterCode, communityType) *
        (row.textStatus === 'none' ? TITLE_ONLY_FACTOR : 1),
    }))
    .filter((row) => row.score >= MIN_RELEVANT_SCORE)
    .sort((a, b) => b.score - a.score || a.section.localeCompare(b.section))
  const first = citedRows
    .sort((a, b) => cited.indexOf(a.section) - cited.indexOf(b.section))
    .map(({ raw: _raw, matched: _matched, ...row }) => ({
      ...row,
      cited: true,
      coverage: 1,
      score: Infinity,
    }))
  const citedSet = new Set(first.map((row) => row.section))
  return [...first, ...ranked.filter((row) => !citedSet.has(row.section))].slice(0, limit)
}
