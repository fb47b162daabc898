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
  'water-wise-landscaping',
  'member-meetings',
  'registration',
  'ombudsman',
] as const
export type LawTopicId = (typeof lawTopicIds)[number]

/**
 * Which statute a summary describes: the Community Association Act (57-8a, HOAs and townhomes that are
 * not condominiums), the Condominium Ownership Act (57-8), the Revised Nonprofit Corporation Act
 * (16-6a), whose meeting and voting rules serve both kinds of association when it is a nonprofit
 * corporation, or the chapter creating the Office of the HOA Ombudsman (13-79), which serves both.
 */
export type LawAct = '57-8a' | '57-8' | '16-6a' | '13-79'

export type LawTopicSummary = {
  topic: LawTopicId
  act: LawAct
  /** Every Utah Code section the text cites, main one first; each is in the corpus (topics.test.ts). */
  sections: readonly string[]
  /** 3 to 6 plain sentences; cites each of `sections` as "Utah Code <section>". */
  text: string
}
