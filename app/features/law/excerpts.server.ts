import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { statuteUnits, unitExcerpt, type Excerpt } from './excerpts'
import { contentWords, queryTerms, type QueryTerm } from './query-terms'

/**
 * How often each term occurs in each text (PostgreSQL's cover density without normalisation, so ten
 * times it is about the number of occurrences): rows are texts, columns the terms.
 */
async function termCounts(db: Database, texts: readonly string[], terms: readonly QueryTerm[]) {
  const counts = texts.map(() => terms.map(() => 0))
  if (terms.length === 0 || texts.length === 0) return counts
  const result = (await db.execute(sql`
    with t(i, v) as materialized (
      select (ord - 1)::int, to_tsvector('english', text)
      from unnest(array[${sql.join(
        texts.map((text) => sql`${text}`),
        sql`, `,
      )}]::text[]) with ordinality as x(text, ord)
    ),
    q(j, tq) as materialized (
      select (ord - 1)::int, plainto_tsquery('english', term)
      from unnest(array[${sql.join(
        terms.map((term) => sql`${term.text}`),
        sql`, `,
      )}]::text[]) with ordinality as y(term, ord)
    )
    select t.i, q.j, ts_rank_cd(t.v, q.tq, 0) as rank from t join q on t.v @@ q.tq
  `)) as { rows: Array<{ i: number; j: number; rank: number | string }> }
  for (const row of result.rows) counts[row.i]![row.j] = Number(row.rank) * 10
  return counts
}

// BM25 over the section's own sentences: a word every sentence of the section uses ("association",
// "rental" in the rental section) says little about which sentence answers; a rarer one ("prohibit",
// "48 hours") says more. Standard constants.
const K1 = 1.2
const B = 0.75
/** A definition ("As used in this section", '"Reserve funds" means') rarely answers an owner's question. */
const DEFINITION = /^(\(\w{1,4}\)\s*)*(As used in this|["“][^"”]{1,80}["”] means\b)/
const DEFINITION_FACTOR = 0.5

/** Scores texts (units, then lines) for the question's terms, with term rarity taken over the units. */
export function bm25(counts: number[][], lengths: number[], terms: readonly QueryTerm[], unitCount: number) {
  const units = counts.slice(0, unitCount)
  const avg = lengths.slice(0, unitCount).reduce((a, b) => a + b, 0) / Math.max(unitCount, 1)
  const idf = terms.map((_, j) => {
    const df = units.filter((row) => row[j]! > 0).length
    return Math.log(1 + (unitCount - df + 0.5) / (df + 0.5))
  })
  return counts.map((row, i) =>
    row.reduce((sum, tf, j) => {
      if (tf === 0) return sum
      const norm = K1 * (1 - B + (B * lengths[i]!) / avg)
      return sum + terms[j]!.weight * idf[j]! * ((tf * (K1 + 1)) / (tf + norm))
    }, 0),
  )
}

/** A further quote is given only when it matches at least this share of the best one's score. */
const FURTHER_QUOTE_SHARE = 0.5
/**
 * The words of a summary the quotes back up: `text`, and `weight` against the question's own words
 * (1). Low for the summary's main section, where the question says best what to quote; higher for a
 * section it cites for one point (57-8a-218 on flags, not on rentals), which the question may not name.
 */
export type ExcerptContext = { text: string; weight: number }

/** The question's terms, and the content words of the summary the quotes back up. */
function excerptTerms(question: string, context?: ExcerptContext): QueryTerm[] {
  const terms = queryTerms(question)
  const seen = new Set(terms.map((t) => t.text))
  for (const word of new Set(contentWords(context?.text ?? '')))
    if (!seen.has(word)) terms.push({ text: word, weight: context!.weight, words: [] })
  return terms
}

/**
 * Up to `count` quotes from a section's text that best answer the question (and back up `context`, the
 * summary citing the section), in reading order: whole sentences with their lists (see excerpts.ts),
 * each centred on the line that matches best. With no match, the section's opening.
 */
export async function sectionExcerpts(
  db: Database,
  body: string,
  question: string,
  count: number,
  context?: ExcerptContext,
): Promise<Excerpt[]> {
  const units = statuteUnits(body)
  if (units.length === 0) return []
  const lines = units.flatMap((unit) => unit.lines)
  const texts = [...units.map((unit) => unit.lines.join(' ')), ...lines]
  const terms = excerptTerms(question, context)
  const counts = await termCounts(db, texts, terms)
  const ranks = bm25(
    counts,
    texts.map((text) => text.split(/\s+/).length),
    terms,
    units.length,
  )
  let offset = units.length
  const candidates = units.flatMap((unit, i) => {
    const lineRanks = ranks.slice(offset, (offset += unit.lines.length))
    const focus = lineRanks.indexOf(Math.max(...lineRanks))
    const excerpt = unitExcerpt(unit, focus)
    const rank = ranks[i]! * (DEFINITION.test(unit.lines[0]!) ? DEFINITION_FACTOR : 1)
    return excerpt ? [{ i, rank, excerpt }] : []
  })
  const matching = candidates.filter((c) => c.rank > 0).sort((a, b) => b.rank - a.rank || a.i - b.i)
  const best = matching[0]?.rank ?? 0
  return (matching.length ? matching.filter((c) => c.rank >= best * FURTHER_QUOTE_SHARE) : candidates)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((c) => c.excerpt)
}
