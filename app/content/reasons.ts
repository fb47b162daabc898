// The six reasons to choose the company (spec section 1), shown on the home page, /why-us and the Why Choose
// dialog. `icon` names a lucide-react icon so content stays free of component imports.

export type Reason = {
  id: string
  icon: 'BadgeCheck' | 'Calculator' | 'Headset' | 'Scale' | 'MonitorSmartphone' | 'MapPinned'
  title: string
  summary: string
  /** What it means in practice, for /why-us and the Why Choose dialog. */
  details: readonly string[]
}

export const reasons: readonly Reason[] = [
  {
    id: 'certified-managers',
    icon: 'BadgeCheck',
    title: 'Certified community managers',
    summary:
      'Every community is led by a manager who holds or is working toward the CMCA designation, backed by AMS-designated senior managers.',
    details: [
      'CMCA (Certified Manager of Community Associations, from CAMICB) and AMS (Association Management Specialist, from CAI) credentials.',
      'Continuing education on Utah statute changes every legislative session.',
      'One named manager for your board, with a senior manager as backup.',
    ],
  },
  {
    id: 'transparent-accounting',
    icon: 'Calculator',
    title: 'Transparent accounting',
    summary:
      'Monthly financial packages, reconciled bank accounts and reserve tracking your board can read without a decoder ring.',
    details: [
      'Balance sheet, budget-to-actual, delinquency and reserve reports by the 15th of each month.',
      'Bank reconciliations reviewed by a second person before the package goes out.',
      'Invoices approved in the portal, with the audit trail kept for the association.',
    ],
  },
  {
    id: 'responsive-service',
    icon: 'Headset',
    title: 'Responsive, around the clock',
    summary:
      'Emails and texts answered within 24 hours on business days, and a 24/7 emergency line for water, fire and safety issues.',
    details: [
      'A response promise we report on: emails and texts within 24 hours on business days.',
      'Emergencies handled 24/7 through the northern office line, Option 9.',
      'Owners reach a person who knows their community, not a call centre.',
    ],
  },
  {
    id: 'utah-law',
    icon: 'Scale',
    title: 'Grounded in Utah law',
    summary:
      'Notices, collections, rental rules and meetings handled the way the Community Association Act and Condominium Ownership Act require.',
    details: [
      'Procedures built on Utah Code Title 57, Chapters 8 and 8a, and the Nonprofit Corporation Act.',
      'Fine and collection notices that follow your governing documents and the statute.',
      'Relationships with Utah HOA attorneys when a question needs counsel.',
    ],
  },
  {
    id: 'owner-technology',
    icon: 'MonitorSmartphone',
    title: 'Technology owners actually use',
    summary:
      'A homeowner portal for balances, payments, documents and requests, plus online surveys and weighted voting for elections.',
    details: [
      'Owners see their balance, pay, download documents and submit requests online.',
      'Boards approve invoices and review reports from any device.',
      'Surveys and secret-ballot elections weighted by each unit’s allocated interest.',
    ],
  },
  {
    id: 'statewide',
    icon: 'MapPinned',
    title: 'Local across Utah',
    summary:
      'Offices in Salt Lake City and St. George and managers who live in the communities they serve, from Cache Valley to Washington County.',
    details: [
      'Northern office in Salt Lake City; southern office in St. George.',
      'Site visits on the schedule your contract sets, by managers based nearby.',
      'Vendor relationships in every region we serve.',
    ],
  },
]
