// How a community switches management to the company (spec section 2, "Switch dialog": a 5-step process and a
// 4-week timeline; sections 1 and 9: about 4 weeks, then enhanced support for the first 90 days).
import { enhancedSupportDays, transitionWeeks } from './services'

/** Spec section 9: a proposal follow-up within 24 hours. */
export const proposalPromise = 'We follow up on every proposal request within 24 hours.'

export type SwitchStep = {
  number: number
  title: string
  /** When it happens, relative to the 4-week timeline. */
  when: string
  summary: string
  details: readonly string[]
}

export const switchSteps: readonly SwitchStep[] = [
  {
    number: 1,
    title: 'Consultation and proposal',
    when: 'Before week 1',
    summary:
      'We meet your board, walk the community and read your governing documents, current contract and finances, then send a written proposal.',
    details: [
      proposalPromise,
      'The proposal lists each service and every fee, with no hidden charges.',
      'We read your current contract’s termination clause with you, so the dates are clear from the start.',
    ],
  },
  {
    number: 2,
    title: 'Board approval and notice',
    when: 'Week 1',
    summary:
      'The board votes at a board meeting and signs the agreement, and we help it give notice to the current manager exactly as the contract’s termination clause requires.',
    details: [
      'A Utah board acts at a board meeting (Utah Code 57-8a-226); we can bring a draft motion.',
      'The notice follows the clause’s delivery method and notice period, and names the last day of service.',
      'A written records request goes with it, listing everything the outgoing manager must hand over.',
    ],
  },
  {
    number: 3,
    title: 'Transition of records, funds and systems',
    when: 'Weeks 2 to 4',
    summary:
      'We collect the association’s records and money from the outgoing manager and set up owner ledgers, bank accounts, vendor contracts and the homeowner portal.',
    details: [
      'Records: governing documents, minutes, budgets, financial statements, the reserve analysis and insurance certificates (Utah Code 57-8a-227).',
      'Operating and reserve funds move to accounts in the association’s name, with board members as signers.',
      'Every owner balance is checked against the outgoing manager’s final receivables report before it is loaded.',
      'The association’s registration with the Utah Department of Commerce names us as contact (Utah Code 57-8a-105, or 57-8-13.1 for a condominium), so closing agents reach us.',
    ],
  },
  {
    number: 4,
    title: 'Owner welcome and introductions',
    when: 'Week 4',
    summary:
      'Every owner receives a welcome letter and email: who their manager is, how to pay, how to reach us and how to join the homeowner portal.',
    details: [
      'New payment instructions, including how to set up automatic payments again.',
      'A personal portal invitation for each owner.',
      'Vendors, the insurance agent and title companies are told who their new contact is.',
    ],
  },
  {
    number: 5,
    title: `${enhancedSupportDays} days of enhanced support`,
    when: `The first ${enhancedSupportDays} days`,
    summary: `For the first ${enhancedSupportDays} days a senior manager works alongside your community manager, so nothing falls through while new routines settle.`,
    details: [
      'Weekly check-ins with the board president during the first month.',
      'A senior manager reviews each of the first three monthly financial packages.',
      'Owner balance questions go to the front of the queue.',
      'A review with the board at 30, 60 and 90 days.',
    ],
  },
]

export type TimelineWeek = { week: number; title: string; tasks: readonly string[] }

/** Spec sections 1 and 9: a typical transition takes 4 weeks. */
export const transitionTimeline: readonly TimelineWeek[] = [
  {
    week: 1,
    title: 'Notice and kickoff',
    tasks: [
      'Agreement signed and notice delivered to the current manager',
      'Kickoff meeting: go-live date, bank signers, board priorities',
      'Written records request sent to the outgoing manager',
    ],
  },
  {
    week: 2,
    title: 'Records and accounts',
    tasks: [
      'Governing documents, minutes and contracts received and checked off',
      'Operating and reserve accounts opened in the association’s name',
      'Owner roster, ledgers and insurance policies received',
    ],
  },
  {
    week: 3,
    title: 'Set-up',
    tasks: [
      'Owner ledgers loaded and every balance reconciled',
      'Vendor contracts reviewed and billing details updated',
      'Homeowner portal built; Department of Commerce registration updated',
    ],
  },
  {
    week: 4,
    title: 'Go-live',
    tasks: [
      'Funds transferred after the outgoing manager’s final reconciliation',
      'Welcome letter and portal invitation to every owner',
      'First site visit and first board check-in',
    ],
  },
]

/** The checkpoints of the enhanced-support period (step 5), shown after the 4-week timeline. */
export const supportMilestones: ReadonlyArray<{ label: string; text: string }> = [
  { label: 'Month 1', text: 'Weekly check-ins with the board president' },
  { label: 'Day 30', text: 'First review: owner questions, vendors, open items' },
  { label: 'Day 60', text: 'Second review: the first two financial packages' },
  { label: `Day ${enhancedSupportDays}`, text: 'Final review and the routine for the year ahead' },
]

/** What a board can gather before the consultation; most of it the outgoing manager holds for the association. */
export const boardChecklist: readonly string[] = [
  'Your current management agreement, with its termination clause and notice period',
  'Governing documents: declaration (CC&Rs), bylaws, articles, rules and every recorded amendment',
  'The latest budget, financial statement, bank statements and reserve analysis',
  'Insurance policies and certificates, and your agent’s contact',
  'Vendor contracts, warranties and contacts',
  'Minutes of recent board and owner meetings',
  'An owner roster, plus the lists of delinquent accounts and open violations',
  'Keys, gate codes, fobs and logins for any community website or email list',
]

export type SwitchFaq = { question: string; answer: string }

export const switchFaqs: readonly SwitchFaq[] = [
  {
    question: 'Our contract with the current manager has not ended. Can we start now?',
    answer:
      'Yes. The termination clause says how much notice your contract needs and how to deliver it. We read it with ' +
      `you at the consultation and plan the ${transitionWeeks} weeks so we take over the day after the current ` +
      'contract ends, using the notice period to prepare.',
  },
  {
    question: 'Do owners have to vote to change managers?',
    answer:
      'Usually not. In most Utah associations the governing documents give the board the power to hire a manager, ' +
      'and the board decides by a vote at a board meeting (Utah Code 57-8a-226). We check your declaration and ' +
      'bylaws for any owner-approval requirement before you vote.',
  },
  {
    question: 'What if our current manager is slow to hand over the records?',
    answer:
      'The records belong to the association, not to its manager. Our written request lists exactly what is due, ' +
      'we follow up every week, and if anything is still missing we tell the board what it is and suggest the next ' +
      'step, such as a letter from the association’s attorney.',
  },
  {
    question: 'Could owner payments get lost in the change?',
    answer:
      'Every owner balance is checked against the outgoing manager’s final receivables report before the first ' +
      'statement goes out. We ask the outgoing manager to forward any payment that still reaches them and track each ' +
      'one until it is posted. Owners who paid by automatic draft set it up again in the portal; the welcome letter ' +
      'shows how.',
  },
  {
    question: 'What does switching cost?',
    answer:
      'Pricing depends on your community’s size and the services you choose, with no hidden fees. Your proposal ' +
      'lists every fee, including any one-time set-up, before the board votes.',
  },
  {
    question: 'Will service slip while everything moves over?',
    answer:
      'Your community manager is named in week 1 and leads from the first day. For the first ' +
      `${enhancedSupportDays} days a senior manager works alongside them, and the board reviews progress with us ` +
      'at 30, 60 and 90 days.',
  },
]
