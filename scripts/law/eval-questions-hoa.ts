import { q, type EvalQuestion } from './eval-question'

// Owner and board questions governed by the Community Association Act (57-8a), part of the set
// `npm run law:eval` has scored since the ranking was first tuned.

export const associationActQuestions: EvalQuestion[] = [
  q('Can my HOA stop me from renting my townhome?', 'townhome', 'rentals', '57-8a-209'),
  q(
    'How much notice does the board have to give before a board meeting?',
    'homeowners-association',
    'board-meetings',
    '57-8a-226',
  ),
  q('Can the association fine me without a hearing?', 'homeowners-association', 'fines', '57-8a-208'),
  q(
    'Do I get a warning before the HOA starts fining me for weeds in my yard?',
    'homeowners-association',
    'fines',
    '57-8a-208',
  ),
  q(
    'Is there a limit on what the HOA can charge to review my plans for a new deck?',
    'homeowners-association',
    'architectural-approval',
    '57-8a-109',
  ),
  q(
    'Can my HOA stop me from flying the American flag?',
    'homeowners-association',
    'flags-and-signs',
    '57-8a-219',
  ),
  q(
    'How often does our association need a reserve study?',
    'homeowners-association',
    'reserves',
    '57-8a-211',
  ),
  q(
    'Do owners get to vote on the annual budget the board adopts?',
    'homeowners-association',
    'budgets',
    '57-8a-215',
  ),
  q(
    'How do I get copies of the association’s financial records and minutes?',
    'homeowners-association',
    'records',
    '57-8a-227',
  ),
  q(
    'Can the HOA put a lien on my house for unpaid dues?',
    'homeowners-association',
    'assessments-and-liens',
    '57-8a-301',
  ),
  q(
    'Can my HOA foreclose on my home without going to court?',
    'homeowners-association',
    'assessments-and-liens',
    '57-8a-302',
    '57-8a-303',
  ),
  q(
    'How much can the HOA charge for a payoff statement when I sell my house?',
    'homeowners-association',
    'payoff-fees',
    '57-8a-106',
  ),
  q('Who has to repair the roof of my townhome, me or the association?', 'townhome', null, '57-8a-224'),
  q(
    'When does the developer have to turn control of the HOA over to the homeowners?',
    'homeowners-association',
    null,
    '57-8a-502',
  ),
  q('What vote do we need to amend our CC&Rs?', 'homeowners-association', 'amending-documents', '57-8a-104'),
  q(
    'Can the board adopt a rule that treats rental owners differently from other owners?',
    'homeowners-association',
    'rentals',
    '57-8a-218',
  ),
  q(
    'Does the board have to take action on every violation of the governing documents?',
    'homeowners-association',
    null,
    '57-8a-213',
  ),
  q(
    'Do our association bylaws have to be recorded with the county?',
    'homeowners-association',
    null,
    '57-8a-216',
  ),
  q(
    'If our declaration and bylaws conflict, which one controls?',
    'homeowners-association',
    null,
    '57-8a-228',
  ),
  q(
    'What late fee can the HOA charge when my assessment is paid late?',
    'townhome',
    'assessments-and-liens',
    '57-8a-201',
  ),
  q(
    'Can the HOA block me from installing solar panels on my roof?',
    'homeowners-association',
    null,
    '57-8a-703',
  ),
  q(
    'Does the insurance part of the Community Association Act apply to our older townhome project?',
    'townhome',
    null,
    '57-8a-402',
  ),
]
