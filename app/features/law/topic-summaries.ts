import type { LawAct, LawTopicId, LawTopicSummary } from '~/content/law-topic-types'
import { lawTopicSummaries } from '~/content/law-topics'
import { chapterOf } from './corpus-records'
import type { CommunityType } from './schemas'
import { TOPIC_SIGNALS } from './topic-match'

// Which act's summary a chosen topic gets. A condominium is under the Condominium Ownership Act (57-8)
// and an HOA or townhome community under the Community Association Act (57-8a), which excludes
// condominiums (57-8a-102(2)); for a mixed-use or other community either may apply, so both are given,
// the act whose section ranked higher first.

const PREFERRED_ACT: Partial<Record<CommunityType, LawAct>> = {
  condominium: '57-8',
  'homeowners-association': '57-8a',
  townhome: '57-8a',
}

export const preferredAct = (type: CommunityType): LawAct | undefined => PREFERRED_ACT[type]

/** The summaries to give for a topic, in order. */
export function summariesFor(
  topic: LawTopicId,
  type: CommunityType,
  ranked: readonly { section: string }[],
): LawTopicSummary[] {
  const entries = lawTopicSummaries.filter((s) => s.topic === topic)
  if (entries.length <= 1) return entries
  const own = entries.find((s) => s.act === PREFERRED_ACT[type])
  if (own) return [own]
  const signal = TOPIC_SIGNALS[topic].sections
  const rankOf = (summary: LawTopicSummary) => {
    const i = ranked.findIndex((s) => signal.includes(s.section) && chapterOf(s.section) === summary.act)
    return i < 0 ? Infinity : i
  }
  return [...entries].sort((a, b) => rankOf(a) - rankOf(b))
}

/** The nonprofit act and the Ombudsman chapter serve condominiums and other associations alike. */
const SHARED_ACTS: ReadonlySet<LawAct> = new Set(['16-6a', '13-79'])

/**
 * Whether a summary describes the other act than the one the association type names: our library
 * holds no Condominium Ownership Act section on records, budgets or water-wise landscaping, so a
 * condominium gets the Community Association Act's rule, said plainly.
 */
export const isOtherActSummary = (summary: LawTopicSummary, type: CommunityType) => {
  const preferred = PREFERRED_ACT[type]
  return Boolean(preferred && !SHARED_ACTS.has(summary.act) && summary.act !== preferred)
}
