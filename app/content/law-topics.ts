import type { LawTopicId, LawTopicSummary } from './law-topic-types'
import { governanceTopicSummaries } from './law-topics-governance'
import { moneyTopicSummaries } from './law-topics-money'
import { propertyTopicSummaries } from './law-topics-property'
import { stateTopicSummaries } from './law-topics-state'

// Every plain-language summary of the law assistant: one per topic per act where the acts differ or
// only one applies. Records, budgets and water-wise landscaping have no Condominium Ownership Act entry
// because our library holds no 57-8 section on them; the assistant says so when it gives a condominium
// the 57-8a one. Members' meetings and the Ombudsman have one entry, for both kinds of association.

export const lawTopicNames: Record<LawTopicId, string> = {
  rentals: 'Rentals',
  fines: 'Fines',
  'assessments-and-liens': 'Assessments and liens',
  reserves: 'Reserves',
  records: 'Records requests',
  'board-meetings': 'Open board meetings',
  budgets: 'Budgets',
  'amending-documents': 'Amending the governing documents',
  'architectural-approval': 'Architectural approval',
  'elections-and-proxies': 'Elections and proxies',
  'payoff-fees': 'Payoff fees',
  'flags-and-signs': 'Flags and signs',
  'water-wise-landscaping': 'Water-wise landscaping',
  'member-meetings': 'Members’ meetings',
  registration: 'Registration with the state',
  ombudsman: 'Disputes and the HOA Ombudsman',
}

export const lawTopicSummaries: readonly LawTopicSummary[] = [
  ...propertyTopicSummaries,
  ...moneyTopicSummaries,
  ...governanceTopicSummaries,
  ...stateTopicSummaries,
]
