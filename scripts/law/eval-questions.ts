import { q, type EvalQuestion } from './eval-question'
import { currentSectionQuestions } from './eval-questions-current'
import { associationActQuestions } from './eval-questions-hoa'

// Realistic owner and board questions with the Utah Code sections that govern them, each checked against
// the corpus text (corpus/utah-law). `law:eval` scores the ranking on these and checks the answers.

/** The questions scored before the corpus's second pass, kept so later runs compare with earlier ones. */
export const earlierQuestions: EvalQuestion[] = [
  ...associationActQuestions,
  // Condominium Ownership Act (57-8)
  q('Can our condo association ban short-term rentals like Airbnb?', 'condominium', 'rentals', '57-8-10.1'),
  q(
    'How much can a condominium association fine a unit owner for a violation?',
    'condominium',
    'fines',
    '57-8-37',
  ),
  q('Are management committee meetings open to all unit owners?', 'condominium', 'board-meetings', '57-8-57'),
  q(
    'Can the condo association put a lien on my unit if I fall behind on assessments?',
    'condominium',
    'assessments-and-liens',
    '57-8-44',
  ),
  q('How can unit owners remove a member of the management committee?', 'condominium', null, '57-8-16.5'),
  q(
    'Can the association pay my unit’s overdue water bill and then charge me for it?',
    'condominium',
    null,
    '57-8-56',
  ),
  q(
    'Does a condominium association have to register with the Department of Commerce?',
    'condominium',
    'registration',
    '57-8-13.1',
  ),
  q(
    'What percentage of unit owners must approve an amendment to the condo declaration?',
    'condominium',
    'amending-documents',
    '57-8-39',
  ),
  q(
    'What can the association charge for payoff information needed at closing on my condo?',
    'condominium',
    'payoff-fees',
    '57-8-6.3',
  ),
  q(
    'Can the association keep its money in the management company’s account with other funds?',
    'condominium',
    null,
    '57-8-60',
  ),
  q(
    'How do I get a written statement of what I owe in unpaid assessments for my unit?',
    'condominium',
    'assessments-and-liens',
    '57-8-54',
  ),
  q(
    'Are the drywall and paint inside my condo part of my unit or the common areas?',
    'condominium',
    null,
    '57-8-7.2',
  ),
  q(
    'Can our management committee members be indemnified for their decisions?',
    'condominium',
    null,
    '57-8-10.3',
  ),
  // Utah Revised Nonprofit Corporation Act (16-6a), for associations organised as nonprofits
  q(
    'Can our HOA hold the board election by mailed ballot instead of at a meeting?',
    'homeowners-association',
    'elections-and-proxies',
    '16-6a-709',
  ),
  q(
    'Can I give my vote to a neighbor by proxy for the annual meeting?',
    'other',
    'elections-and-proxies',
    '16-6a-712',
  ),
  q(
    'Can owners use cumulative voting when electing directors?',
    'mixed-use',
    'elections-and-proxies',
    '16-6a-717',
  ),
  q(
    'How many votes does each member get in our nonprofit association?',
    'other',
    'elections-and-proxies',
    '16-6a-711',
  ),
  q(
    'What is a quorum for a members meeting if our bylaws say nothing?',
    'mixed-use',
    'elections-and-proxies',
    '16-6a-714',
  ),
  // Title 57 chapter 1
  q(
    'Can the HOA charge a transfer or reinvestment fee when a home is sold?',
    'homeowners-association',
    null,
    '57-1-46',
  ),
  // Written after the ranking was tuned, as a check on questions it had not seen (kept here since)
  q(
    'Our HOA says I cannot lease my house for less than six months. Is that legal?',
    'homeowners-association',
    'rentals',
    '57-8a-209',
  ),
  q(
    'Does the HOA board have to let owners attend its meetings?',
    'homeowners-association',
    'board-meetings',
    '57-8a-226',
  ),
  q(
    'What steps must the board take before it can fine a homeowner?',
    'homeowners-association',
    'fines',
    '57-8a-208',
  ),
  q('Can I see the HOA bank statements and contracts?', 'homeowners-association', 'records', '57-8a-227'),
  q('Is the condo HOA allowed to limit how many units can be rented?', 'condominium', 'rentals', '57-8-10.1'),
  q('Can the condo board meet in secret?', 'condominium', 'board-meetings', '57-8-57'),
  q(
    'Our condo HOA wants $40 for a statement of what I owe. Is that allowed?',
    'condominium',
    'assessments-and-liens',
    '57-8-54',
  ),
  q('What happens if I do not pay my condo assessments?', 'condominium', 'assessments-and-liens', '57-8-44'),
  q(
    'Is there a maximum the HOA can charge when my home sells?',
    'homeowners-association',
    'payoff-fees',
    '57-8a-106',
  ),
  q('Are we required to have a reserve fund for the roof and roads?', 'townhome', 'reserves', '57-8a-211'),
  q('Can a proxy be revoked before the vote?', 'other', 'elections-and-proxies', '16-6a-712'),
  q('When does the builder give up control of the condo association?', 'condominium', null, '57-8-16.5'),
  // A cited section comes first
  q('What does 57-8a-209 say about rental restrictions?', 'homeowners-association', 'rentals', '57-8a-209'),
]

/** Every ranking question: the earlier ones and those on the sections the second pass added. */
export const evalQuestions: EvalQuestion[] = [...earlierQuestions, ...currentSectionQuestions]

/** Questions no statute in the corpus answers: the assistant must say so rather than guess. */
export const outOfCorpusQuestions: string[] = [
  'What is the speed limit on I-15 through Salt Lake County?',
  'How do I file for divorce in Utah?',
  'What is the income tax rate in Utah this year?',
  'How long does a DUI stay on my driving record?',
  'What are the best restaurants in Park City?',
  'How do I renew my driver license online?',
]
