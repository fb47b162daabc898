import { q, type EvalQuestion } from './eval-question'

// Owner and board questions on the sections the second pass of the corpus added or completed: plan
// approval and plan fees, the HOA Ombudsman, water-wise landscaping, an association paying a delinquent
// utility, members' meetings and their notice, action without a meeting, condominium committee meetings,
// records and registration. Each expected section was checked against its text in corpus/utah-law.
// `law:eval` reports recall@3 on these apart from the rest, over those whose sections' text we hold.

export const currentSectionQuestions: EvalQuestion[] = [
  // Approval of plans: the fee limit and the written denial notice (57-8a-109, 57-8-6.7)
  q(
    'Our HOA rejected my plans for a new garage. Do they have to tell me why?',
    'homeowners-association',
    'architectural-approval',
    '57-8a-109',
  ),
  q(
    'Can the architectural committee charge a $300 review fee for my backyard plans?',
    'townhome',
    'architectural-approval',
    '57-8a-109',
  ),
  q(
    'Can my HOA deny my plans because I want a metal roof for wildfire protection?',
    'homeowners-association',
    'architectural-approval',
    '57-8a-109',
  ),
  q(
    'The condo board denied my remodel plans without saying why. Is that allowed?',
    'condominium',
    'architectural-approval',
    '57-8-6.7',
  ),
  q(
    'What is the most a condominium association can charge to review plans for my unit?',
    'condominium',
    'architectural-approval',
    '57-8-6.7',
  ),
  q(
    'Is there a cap on plan review fees in our community?',
    'mixed-use',
    'architectural-approval',
    '57-8a-109',
    '57-8-6.7',
  ),
  // The Office of the HOA Ombudsman (13-79)
  q('Who can help me in a dispute with my HOA?', 'homeowners-association', 'ombudsman', '13-79-104'),
  q('How do I request an advisory opinion from the HOA Ombudsman?', 'condominium', 'ombudsman', '13-79-104'),
  q(
    'Is there a state office that handles complaints about homeowners associations?',
    'other',
    'ombudsman',
    '13-79-102',
  ),
  q(
    'What does it cost to ask the ombudsman about a disagreement with my condo association?',
    'condominium',
    'ombudsman',
    '13-79-104',
  ),
  q(
    'Can our townhome association get an opinion from the state on the CC&Rs before going to court?',
    'townhome',
    'ombudsman',
    '13-79-104',
  ),
  // Water-wise landscaping (57-8a-231)
  q(
    'Can my HOA make me keep a grass lawn instead of xeriscaping?',
    'homeowners-association',
    'water-wise-landscaping',
    '57-8a-231',
  ),
  q(
    'Can the HOA stop me from replacing my front lawn with drought-tolerant plants?',
    'homeowners-association',
    'water-wise-landscaping',
    '57-8a-231',
  ),
  q(
    'Are we allowed to put in water-wise landscaping with rock and mulch?',
    'townhome',
    'water-wise-landscaping',
    '57-8a-231',
  ),
  q(
    'Does the association have to let owners remove turf to save water?',
    'other',
    'water-wise-landscaping',
    '57-8a-231',
  ),
  // An association paying a delinquent utility (57-8a-225, 57-8-56)
  q(
    'The gas company is about to shut off a neighbor’s service. Can the HOA pay the bill?',
    'homeowners-association',
    null,
    '57-8a-225',
  ),
  q(
    'Can the association charge me for the power bill it paid to keep my electricity on?',
    'townhome',
    null,
    '57-8a-225',
  ),
  q(
    'How does our condo association get notice before a unit’s utilities are shut off?',
    'condominium',
    null,
    '57-8-56',
  ),
  q(
    'Can the condo association enter a unit to winterize it when the gas is cut off?',
    'condominium',
    null,
    '57-8-56',
  ),
  // Members' meetings: notice, annual and special meetings (16-6a-701, 702, 704; 57-8a-214, 57-8-42)
  q(
    'How much notice must we give owners before the annual meeting?',
    'homeowners-association',
    'member-meetings',
    '16-6a-704',
  ),
  q(
    'Can our HOA send meeting notices by email instead of mail?',
    'homeowners-association',
    'member-meetings',
    '57-8a-214',
  ),
  q(
    'Can I insist that the condo association mail my notices to me?',
    'condominium',
    'member-meetings',
    '57-8-42',
  ),
  q('What has to be in the notice of a members meeting?', 'other', 'member-meetings', '16-6a-704'),
  q(
    'Does our association have to hold an annual meeting of the members?',
    'mixed-use',
    'member-meetings',
    '16-6a-701',
  ),
  q(
    'Is anything invalid if the HOA skipped its annual meeting this year?',
    'homeowners-association',
    'member-meetings',
    '16-6a-701',
  ),
  q(
    'How can owners call a special meeting of the association?',
    'homeowners-association',
    'member-meetings',
    '16-6a-702',
  ),
  q(
    'What percentage of members must sign a demand for a special meeting?',
    'townhome',
    'member-meetings',
    '16-6a-702',
  ),
  q(
    'The board ignored our written demand for a special meeting. What can we do?',
    'condominium',
    'member-meetings',
    '16-6a-702',
  ),
  q(
    'Can the members approve an action by signing written consents instead of meeting?',
    'other',
    'member-meetings',
    '16-6a-707',
  ),
  // Board action without a meeting (16-6a-813)
  q(
    'Can the HOA board vote by email without holding a meeting?',
    'homeowners-association',
    'board-meetings',
    '16-6a-813',
  ),
  q(
    'Can our condo management committee act without a meeting if every member agrees in writing?',
    'condominium',
    'board-meetings',
    '16-6a-813',
  ),
  q(
    'Can the board make decisions outside of a board meeting?',
    'townhome',
    'board-meetings',
    '57-8a-226',
    '16-6a-813',
  ),
  // Condominium management committee meetings (57-8-57)
  q(
    'Does the condo management committee have to email notice of its meetings?',
    'condominium',
    'board-meetings',
    '57-8-57',
  ),
  q(
    'What can a unit owner do if the management committee keeps holding closed meetings?',
    'condominium',
    'board-meetings',
    '57-8-57',
  ),
  q('Can unit owners speak at management committee meetings?', 'mixed-use', 'board-meetings', '57-8-57'),
  // Records of a nonprofit association (16-6a-1601, 16-6a-1602)
  q(
    'How much notice do I have to give to inspect the association’s records?',
    'homeowners-association',
    'records',
    '16-6a-1602',
  ),
  q(
    'What records must a nonprofit association keep at its principal office?',
    'other',
    'records',
    '16-6a-1601',
  ),
  // Registration with the Department of Commerce (57-8-13.1; 57-8a-105 is held by title only)
  q(
    'How soon after the declaration is recorded must a condo association register with the state?',
    'condominium',
    'registration',
    '57-8-13.1',
  ),
  q(
    'Our condo association changed managers. Do we have to update our registration with the Department of Commerce?',
    'condominium',
    'registration',
    '57-8-13.1',
  ),
  q(
    'Does our HOA have to register with the Department of Commerce?',
    'homeowners-association',
    'registration',
    '57-8a-105',
  ),
]
