// The plain-language summaries the Utah law assistant gives before quoting the statute, when no
// language model is configured (app/features/law). Written for this site; each one is checked against
// the statute text in corpus/utah-law and cites the sections it relies on.

export const lawTopicIds = [
  'rentals',
  'fines',
  'assessments-and-liens',
  'reserves',
  'records',
  'board-meetings',
  'budgets',
  'amending-documents',
  'architectural-approval',
  'elections-and-proxies',
  'payoff-fees',
  'flags-and-signs',
] as const
export type LawTopicId = (typeof lawTopicIds)[number]

/**
 * Which statute a summary describes: the Community Association Act (57-8a, HOAs and townhomes that are
 * not condominiums), the Condominium Ownership Act (57-8), or the Revised Nonprofit Corporation Act
 * (16-6a), whose voting rules serve both kinds of association when it is a nonprofit corporation.
 */
export type LawAct = '57-8a' | '57-8' | '16-6a'

export type LawTopicSummary = {
  topic: LawTopicId
  act: LawAct
  /** Every Utah Code section the text cites, main one first; each is in the corpus (topics.test.ts). */
  sections: readonly string[]
  /** 3 to 6 plain sentences; cites each of `sections` as "Utah Code <section>". */
  text: string
}
