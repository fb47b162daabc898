import { q, type EvalQuestion } from './eval-question'

// Written for the plain-language summaries (issue 15 item 3): each topic asked for each kind of
// association it applies to, and near misses that use a topic's words about something else and must get
// no summary. Expected sections checked against corpus/utah-law. Kept apart from eval-questions.ts so
// its recall@3 and mean reciprocal rank stay comparable with earlier runs.

export const topicQuestions: EvalQuestion[] = [
  // One per topic per association type it concerns
  q('Can our HOA ban rentals in Utah?', 'homeowners-association', 'rentals', '57-8a-209'),
  q(
    'Can the condo association charge me a fee because I rent out my unit?',
    'condominium',
    'rentals',
    '57-8-10.1',
  ),
  q('Can our association cap the number of leased homes?', 'mixed-use', 'rentals', '57-8a-209', '57-8-10.1'),
  q('Can our townhome HOA fine me for leaving my trash cans out?', 'townhome', 'fines', '57-8a-208'),
  q(
    'What warning must the management committee give before it fines a unit owner?',
    'condominium',
    'fines',
    '57-8-37',
  ),
  q('Is there a limit on fines in our community?', 'other', 'fines', '57-8a-208', '57-8-37'),
  q(
    'Can the townhome association charge interest on late dues?',
    'townhome',
    'assessments-and-liens',
    '57-8a-201',
  ),
  q(
    'Can our condo association foreclose on my unit for unpaid dues?',
    'condominium',
    'assessments-and-liens',
    '57-8-44',
  ),
  q('Does our condo association need a reserve study?', 'condominium', 'reserves', '57-8-7.5'),
  q(
    'Can the board spend money from the reserve fund on a new clubhouse?',
    'homeowners-association',
    'reserves',
    '57-8a-211',
  ),
  q('Can I get a copy of the HOA insurance certificate?', 'homeowners-association', 'records', '57-8a-227'),
  q(
    'Does our townhome association have to post its governing documents online?',
    'townhome',
    'records',
    '57-8a-227',
  ),
  q('Can our townhome board hold closed meetings?', 'townhome', 'board-meetings', '57-8a-226'),
  q(
    'Do condo owners get to comment at management committee meetings?',
    'condominium',
    'board-meetings',
    '57-8-57',
  ),
  q('Can townhome owners reject the budget the board adopted?', 'townhome', 'budgets', '57-8a-215'),
  q(
    'Does the HOA board have to present the budget to the owners?',
    'homeowners-association',
    'budgets',
    '57-8a-215',
  ),
  q(
    'How many owners must agree to change our townhome CC&Rs?',
    'townhome',
    'amending-documents',
    '57-8a-104',
  ),
  q(
    'Can the board amend the declaration without an owner vote?',
    'homeowners-association',
    'amending-documents',
    '57-8a-104',
  ),
  q(
    'Can our townhome HOA charge $500 to review my patio plans?',
    'townhome',
    'architectural-approval',
    '57-8a-109',
  ),
  q(
    'Can the condo association charge a fee to approve my remodel plans?',
    'condominium',
    'architectural-approval',
    '57-8-6.7',
  ),
  q(
    'Can I vote by proxy at our condo association annual meeting?',
    'condominium',
    'elections-and-proxies',
    '16-6a-712',
  ),
  q(
    'How does a written ballot work for our HOA board election?',
    'homeowners-association',
    'elections-and-proxies',
    '16-6a-709',
  ),
  q('Can the payoff fee be collected before closing on my townhome?', 'townhome', 'payoff-fees', '57-8a-106'),
  q(
    'What can the condo association charge for payoff information when I refinance?',
    'condominium',
    'payoff-fees',
    '57-8-6.3',
  ),
  q(
    'Can my HOA make me take down my holiday decorations?',
    'homeowners-association',
    'flags-and-signs',
    '57-8a-218',
  ),
  q(
    'Can the townhome association stop me from flying the US flag?',
    'townhome',
    'flags-and-signs',
    '57-8a-219',
  ),
  q(
    'Can my condo association ban an American flag on my balcony?',
    'condominium',
    'flags-and-signs',
    '57-8-8.1',
  ),
  q('Does our HOA have to register with the state?', 'homeowners-association', 'registration', '57-8a-105'),
  // Near misses: a topic's words, another subject
  q(
    'Who is bound by the snow removal contract the developer signed?',
    'homeowners-association',
    null,
    '57-8a-104',
  ),
  q('Can the HOA charge a transfer fee when I sell my home?', 'homeowners-association', null, '57-1-46'),
  q('Can the HOA enter my lot to repair the common area fence?', 'townhome', null, '57-8a-224'),
  q('Who must repair the pipes inside the walls of my condo unit?', 'condominium', null, '57-8-7.2'),
  q(
    'Can the gas company shut off service to a condo unit with an unpaid bill?',
    'condominium',
    null,
    '57-8-56',
  ),
  q(
    'When can the owners elect the board after the developer leaves?',
    'homeowners-association',
    null,
    '57-8a-502',
  ),
]
