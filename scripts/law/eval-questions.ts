import type { CommunityType } from '~/features/law/schemas'

// Realistic owner and board questions with the Utah Code sections that govern them, each checked against
// the corpus text (corpus/utah-law). `law:eval` scores the ranking on these.

export type EvalQuestion = { question: string; type: CommunityType; expected: string[] }

const q = (question: string, type: CommunityType, ...expected: string[]): EvalQuestion => ({
  question,
  type,
  expected,
})

export const evalQuestions: EvalQuestion[] = [
  // Community Association Act (57-8a)
  q('Can my HOA stop me from renting my townhome?', 'townhome', '57-8a-209'),
  q(
    'How much notice does the board have to give before a board meeting?',
    'homeowners-association',
    '57-8a-226',
  ),
  q('Can the association fine me without a hearing?', 'homeowners-association', '57-8a-208'),
  q(
    'Do I get a warning before the HOA starts fining me for weeds in my yard?',
    'homeowners-association',
    '57-8a-208',
  ),
  q(
    'Is there a limit on what the HOA can charge to review my plans for a new deck?',
    'homeowners-association',
    '57-8a-109',
  ),
  q('Can my HOA stop me from flying the American flag?', 'homeowners-association', '57-8a-219'),
  q('How often does our association need a reserve study?', 'homeowners-association', '57-8a-211'),
  q('Do owners get to vote on the annual budget the board adopts?', 'homeowners-association', '57-8a-215'),
  q(
    'How do I get copies of the association’s financial records and minutes?',
    'homeowners-association',
    '57-8a-227',
  ),
  q('Can the HOA put a lien on my house for unpaid dues?', 'homeowners-association', '57-8a-301'),
  q(
    'Can my HOA foreclose on my home without going to court?',
    'homeowners-association',
    '57-8a-302',
    '57-8a-303',
  ),
  q(
    'How much can the HOA charge for a payoff statement when I sell my house?',
    'homeowners-association',
    '57-8a-106',
  ),
  q('Who has to repair the roof of my townhome, me or the association?', 'townhome', '57-8a-224'),
  q(
    'When does the developer have to turn control of the HOA over to the homeowners?',
    'homeowners-association',
    '57-8a-502',
  ),
  q('What vote do we need to amend our CC&Rs?', 'homeowners-association', '57-8a-104'),
  q(
    'Can the board adopt a rule that treats rental owners differently from other owners?',
    'homeowners-association',
    '57-8a-218',
  ),
  q(
    'Does the board have to take action on every violation of the governing documents?',
    'homeowners-association',
    '57-8a-213',
  ),
  q('Do our association bylaws have to be recorded with the county?', 'homeowners-association', '57-8a-216'),
  q('If our declaration and bylaws conflict, which one controls?', 'homeowners-association', '57-8a-228'),
  q('What late fee can the HOA charge when my assessment is paid late?', 'townhome', '57-8a-201'),
  q('Can the HOA block me from installing solar panels on my roof?', 'homeowners-association', '57-8a-703'),
  q(
    'Does the insurance part of the Community Association Act apply to our older townhome project?',
    'townhome',
    '57-8a-402',
  ),
  // Condominium Ownership Act (57-8)
  q('Can our condo association ban short-term rentals like Airbnb?', 'condominium', '57-8-10.1'),
  q('How much can a condominium association fine a unit owner for a violation?', 'condominium', '57-8-37'),
  q('Are management committee meetings open to all unit owners?', 'condominium', '57-8-57'),
  q(
    'Can the condo association put a lien on my unit if I fall behind on assessments?',
    'condominium',
    '57-8-44',
  ),
  q('How can unit owners remove a member of the management committee?', 'condominium', '57-8-16.5'),
  q(
    'Can the association pay my unit’s overdue water bill and then charge me for it?',
    'condominium',
    '57-8-56',
  ),
  q(
    'Does a condominium association have to register with the Department of Commerce?',
    'condominium',
    '57-8-13.1',
  ),
  q(
    'What percentage of unit owners must approve an amendment to the condo declaration?',
    'condominium',
    '57-8-39',
  ),
  q(
    'What can the association charge for payoff information needed at closing on my condo?',
    'condominium',
    '57-8-6.3',
  ),
  q(
    'Can the association keep its money in the management company’s account with other funds?',
    'condominium',
    '57-8-60',
  ),
  q(
    'How do I get a written statement of what I owe in unpaid assessments for my unit?',
    'condominium',
    '57-8-54',
  ),
  q(
    'Are the drywall and paint inside my condo part of my unit or the common areas?',
    'condominium',
    '57-8-7.2',
  ),
  q('Can our management committee members be indemnified for their decisions?', 'condominium', '57-8-10.3'),
  // Utah Revised Nonprofit Corporation Act (16-6a), for associations organised as nonprofits
  q(
    'Can our HOA hold the board election by mailed ballot instead of at a meeting?',
    'homeowners-association',
    '16-6a-709',
  ),
  q('Can I give my vote to a neighbor by proxy for the annual meeting?', 'other', '16-6a-712'),
  q('Can owners use cumulative voting when electing directors?', 'mixed-use', '16-6a-717'),
  q('How many votes does each member get in our nonprofit association?', 'other', '16-6a-711'),
  q('What is a quorum for a members meeting if our bylaws say nothing?', 'mixed-use', '16-6a-714'),
  // Title 57 chapter 1
  q(
    'Can the HOA charge a transfer or reinvestment fee when a home is sold?',
    'homeowners-association',
    '57-1-46',
  ),
  // Written after the ranking was tuned, as a check on questions it had not seen (kept here since)
  q(
    'Our HOA says I cannot lease my house for less than six months. Is that legal?',
    'homeowners-association',
    '57-8a-209',
  ),
  q('Does the HOA board have to let owners attend its meetings?', 'homeowners-association', '57-8a-226'),
  q('What steps must the board take before it can fine a homeowner?', 'homeowners-association', '57-8a-208'),
  q('Can I see the HOA bank statements and contracts?', 'homeowners-association', '57-8a-227'),
  q('Is the condo HOA allowed to limit how many units can be rented?', 'condominium', '57-8-10.1'),
  q('Can the condo board meet in secret?', 'condominium', '57-8-57'),
  q('Our condo HOA wants $40 for a statement of what I owe. Is that allowed?', 'condominium', '57-8-54'),
  q('What happens if I do not pay my condo assessments?', 'condominium', '57-8-44'),
  q('Is there a maximum the HOA can charge when my home sells?', 'homeowners-association', '57-8a-106'),
  q('Are we required to have a reserve fund for the roof and roads?', 'townhome', '57-8a-211'),
  q('Can a proxy be revoked before the vote?', 'other', '16-6a-712'),
  q('When does the builder give up control of the condo association?', 'condominium', '57-8-16.5'),
  // A cited section comes first
  q('What does 57-8a-209 say about rental restrictions?', 'homeowners-association', '57-8a-209'),
]

/** Questions no statute in the corpus answers: the assistant must say so rather than guess. */
export const outOfCorpusQuestions: string[] = [
  'What is the speed limit on I-15 through Salt Lake County?',
  'How do I file for divorce in Utah?',
  'What is the income tax rate in Utah this year?',
  'How long does a DUI stay on my driving record?',
  'What are the best restaurants in Park City?',
  'How do I renew my driver license online?',
]
