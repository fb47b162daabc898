// The 27 typical management services of spec section 1, grouped for the services dialog and /switch.
// Every entry expands an item of the spec's list; nothing here goes beyond it. `icon` names a
// lucide-react icon so content stays free of component imports.

/** Spec sections 1 and 9: a typical transition takes about 4 weeks. */
export const transitionWeeks = 4
/** Spec sections 1 and 9: enhanced support for the first 90 days of a new client. */
export const enhancedSupportDays = 90
/** Spec section 9: 27 listed services. */
export const serviceCount = 27

export type Service = { id: string; title: string; description: string }

export type ServiceGroup = {
  id: string
  title: string
  icon: 'Calculator' | 'ClipboardCheck' | 'Presentation' | 'Wrench' | 'MessagesSquare'
  services: readonly Service[]
}

export const serviceGroups: readonly ServiceGroup[] = [
  {
    id: 'financial',
    title: 'Financial management',
    icon: 'Calculator',
    services: [
      {
        id: 'paying-expenses',
        title: 'Paying expenses',
        description:
          'We pay board-approved invoices, utilities and contracts on time from the association’s own operating account.',
      },
      {
        id: 'owner-statements',
        title: 'Owner statements',
        description:
          'Owners receive assessment statements, and every payment is posted to their ledger as it arrives.',
      },
      {
        id: 'accounting',
        title: 'Accounting',
        description:
          'We keep the association’s books, payables and receivables in a system whose records belong to the association.',
      },
      {
        id: 'reconciliation',
        title: 'Bank reconciliation',
        description:
          'Operating and reserve accounts are reconciled every month and checked by a second person before the reports go out.',
      },
      {
        id: 'reserve-funding',
        title: 'Reserve funding',
        description:
          'Reserve contributions move to the reserve account on schedule and are tracked against your reserve study (Utah Code 57-8a-211).',
      },
      {
        id: 'board-financial-reports',
        title: 'Board financial reports',
        description:
          'Each month the board receives a balance sheet, budget-to-actual, delinquency and reserve reports it can read at a glance.',
      },
      {
        id: 'budgets',
        title: 'Annual budget',
        description:
          'We draft the annual budget with the board, including the reserve line item, for presentation to owners (Utah Code 57-8a-215).',
      },
      {
        id: 'year-end',
        title: 'Year-end close',
        description:
          'At year end we close the books and hand the association’s CPA a complete package for its tax return and any review or audit.',
      },
    ],
  },
  {
    id: 'community-operations',
    title: 'Site visits, violations and collections',
    icon: 'ClipboardCheck',
    services: [
      {
        id: 'site-visits',
        title: 'Site visits',
        description:
          'Your manager walks the community on the schedule your contract sets, looking at common areas and rule compliance.',
      },
      {
        id: 'visit-reports',
        title: 'Site visit reports',
        description:
          'After each visit the board receives a written report with photos of what needs attention and what was done about it.',
      },
      {
        id: 'violation-notices',
        title: 'Violation notices',
        description:
          'Courtesy letters, written warnings and fines follow your adopted fine policy and the warning Utah Code 57-8a-208 requires.',
      },
      {
        id: 'violation-follow-up',
        title: 'Violation follow-up',
        description:
          'Each open violation is tracked to its cure, with the history of notices and owner replies ready for any hearing.',
      },
      {
        id: 'collections',
        title: 'Collections',
        description:
          'Reminders, late fees and referrals to the association’s attorney follow the steps and timing of your collection policy.',
      },
    ],
  },
  {
    id: 'board-support',
    title: 'Board and meeting support',
    icon: 'Presentation',
    services: [
      {
        id: 'board-packets',
        title: 'Board packets',
        description:
          'The agenda, financials and decision papers reach every board member at least 1 business day before each meeting.',
      },
      {
        id: 'meeting-attendance',
        title: 'Meeting attendance',
        description:
          'Your manager attends board and annual meetings at the frequency your contract sets and follows up on every action item.',
      },
      {
        id: 'annual-meeting-notices',
        title: 'Annual meeting notices',
        description:
          'We prepare and send the annual meeting notice, agenda, proxies and ballots within the windows your bylaws set.',
      },
      {
        id: 'association-records',
        title: 'Association records',
        description:
          'Governing documents, minutes, budgets and insurance certificates are kept and made available to owners as Utah Code 57-8a-227 requires.',
      },
    ],
  },
  {
    id: 'maintenance-vendors',
    title: 'Maintenance, insurance and vendors',
    icon: 'Wrench',
    services: [
      {
        id: 'maintenance',
        title: 'Maintenance coordination',
        description:
          'Routine and seasonal work, from snow removal to sprinkler winterization, is scheduled, followed up and closed out.',
      },
      {
        id: 'emergency-repairs',
        title: 'Emergency repairs',
        description:
          'Water, fire and safety calls to the 24/7 emergency line reach a vendor fast, and the board hears about it the same day.',
      },
      {
        id: 'insurance',
        title: 'Insurance coordination',
        description:
          'We track renewals, gather quotes through the association’s agent, send certificates to lenders and help with claims.',
      },
      {
        id: 'vendor-oversight',
        title: 'Vendor oversight',
        description:
          'Vendors’ licenses and insurance are verified, their work is checked against the contract and competing bids are gathered.',
      },
    ],
  },
  {
    id: 'owner-services',
    title: 'Communication and owner services',
    icon: 'MessagesSquare',
    services: [
      {
        id: 'email-bulletins',
        title: 'Email bulletins',
        description:
          'Owners get community news, reminders and board meeting notices by email, written and sent for the board.',
      },
      {
        id: 'web-portal',
        title: 'Homeowner web portal',
        description:
          'Owners check their balance, pay, download documents and submit requests online at any hour.',
      },
      {
        id: 'owner-contact',
        title: 'Owner point of contact',
        description:
          'Owners have one team to call or write, and emails and texts are answered within 24 hours on business days.',
      },
      {
        id: 'title-liaison',
        title: 'Title company liaison',
        description:
          'Closing agents get payoff information within the five business days Utah Code 57-8a-106 sets, so sales close on time.',
      },
      {
        id: 'vendor-liaison',
        title: 'Vendor liaison',
        description:
          'Vendors have one contact for site access, scheduling, invoices and payment questions, so the board is not on call.',
      },
      {
        id: 'agent-liaison',
        title: 'Real estate agent liaison',
        description:
          'Agents and buyers get the governing documents, fees and rental rules they ask about before an offer is made.',
      },
    ],
  },
]

export const allServices: readonly Service[] = serviceGroups.flatMap((group) => group.services)

/** Spec section 1: what the contract decides, said wherever the services are listed. */
export const serviceTerms = {
  frequency:
    'How often your manager visits the community and attends meetings is set by your management contract.',
  enhancedSupport: `Every new client receives enhanced support for its first ${enhancedSupportDays} days.`,
  transition: `A typical transition takes ${transitionWeeks} weeks from the board’s decision to a running community.`,
} as const
