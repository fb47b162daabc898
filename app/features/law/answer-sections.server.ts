import type { LawTopicSummary } from '~/content/law-topic-types'
import type { Database } from '~/db/client.server'
import { sectionExcerpts, type ExcerptContext } from './excerpts.server'
import type { AnswerSection } from './retrieval-answer'
import type { CommunityType } from './schemas'
import { sectionsByNumber, type LawSectionInfo, type RankedSection } from './search.server'
import { preferredAct } from './topic-summaries'

// Which sections the retrieval answer quotes and links, and which of their sentences it quotes.

/** Sections whose score is at least this share of the best one's are quoted in the answer. */
const QUOTE_RELATIVE_SCORE = 0.5
const MAX_QUOTED = 3
/** Under a summary the quotes only back it up: at most two sections (one per act for two summaries). */
const MAX_QUOTED_UNDER_SUMMARY = 2
/** A summary's section is quoted when it ranks this high for the question. */
const QUOTE_FROM_TOP = 3

/**
 * The sections to quote when no topic summary fits. When the act the association type names answers
 * the question, the other act's sections are left out (issue 15: a Condominium Act section in an
 * answer to an HOA question); a section the visitor cited is always kept.
 */
export function quoted(ranked: readonly RankedSection[], type: CommunityType): RankedSection[] {
  const best = ranked[0]!
  if (best.cited) return ranked.filter((s) => s.cited).slice(0, MAX_QUOTED)
  const close = ranked.filter((s) => s.score >= best.score * QUOTE_RELATIVE_SCORE)
  const act = preferredAct(type)
  const isOtherAct = (s: RankedSection) =>
    act !== undefined && (s.chapterCode === '57-8' || s.chapterCode === '57-8a') && s.chapterCode !== act
  const own = close.filter((s) => !isOtherAct(s))
  return (own.some((s) => s.chapterCode === act) ? own : close).slice(0, MAX_QUOTED)
}

/** Every section the summaries cite, those the question ranked first, then in the summaries' order. */
export async function summarySections(
  db: Database,
  summaries: readonly LawTopicSummary[],
  ranked: readonly RankedSection[],
): Promise<LawSectionInfo[]> {
  const numbers = [...new Set(summaries.flatMap((s) => s.sections))]
  const rows = await sectionsByNumber(db, numbers)
  const rankOf = (section: string) => {
    const i = ranked.findIndex((s) => s.section === section)
    return i < 0 ? ranked.length + numbers.indexOf(section) : i
  }
  return rows.sort((a, b) => rankOf(a.section) - rankOf(b.section))
}

/**
 * The cited sections quoted under the summaries: those among the question's best-ranked, and each
 * summary's main section when none of its sections is; the rest are only linked under Sources.
 */
export function quotedUnderSummaries(
  cited: readonly LawSectionInfo[],
  summaries: readonly LawTopicSummary[],
  ranked: readonly RankedSection[],
): LawSectionInfo[] {
  const best = new Set(ranked.slice(0, QUOTE_FROM_TOP).map((s) => s.section))
  const picked = cited.filter((s) => best.has(s.section))
  for (const summary of summaries) {
    const main = cited.find((s) => s.section === summary.sections[0])
    if (main && !picked.some((s) => summary.sections.includes(s.section))) picked.push(main)
  }
  return picked.slice(0, Math.max(MAX_QUOTED_UNDER_SUMMARY, summaries.length))
}

/**
 * A section a summary cites for one point is quoted where it makes that point: its quotes look for the
 * words of the summary's sentences citing it as much as for the question's (57-8a-218 is quoted on
 * flags for a flag question, not on rentals). The summary's main section is quoted on the question alone.
 */
const CITED_POINT_CONTEXT = 1

/** The summary's sentences that cite a section. */
const citingSentences = (text: string, section: string) =>
  text
    .split(/(?<=[.;])\s+/)
    .filter((sentence) => sentence.includes(section))
    .join(' ')

function excerptContext(summary: LawTopicSummary | undefined, section: string): ExcerptContext | undefined {
  if (!summary || summary.sections[0] === section) return undefined
  return { text: citingSentences(summary.text, section), weight: CITED_POINT_CONTEXT }
}

/**
 * `counts[i]` quotes from the i-th section (the last count for the rest). Under a summary, the quotes
 * also look for the words of the summary that cites the section, so they back up what it says.
 */
export async function withExcerpts(
  db: Database,
  sections: readonly LawSectionInfo[],
  question: string,
  counts: readonly number[],
  summaries: readonly LawTopicSummary[] = [],
): Promise<AnswerSection[]> {
  return Promise.all(
    sections.map(async (s, i) => {
      const count = counts[Math.min(i, counts.length - 1)]!
      const summary = summaries.find((candidate) => candidate.sections.includes(s.section))
      const context = excerptContext(summary, s.section)
      return { ...s, excerpts: s.body ? await sectionExcerpts(db, s.body, question, count, context) : [] }
    }),
  )
}
