// The homeowner portal: what owners can do there (five capability cards, their words in the `contact`
// catalogue under `portal.<id>`) and how they get in (credentials are issued by management). Shown on
// /owner-login and in the portal dialog. `icon` names a lucide-react icon so content stays free of components.

export type PortalCapability = {
  id: 'account' | 'payments' | 'calendar' | 'documents' | 'requests'
  icon: 'Wallet' | 'CreditCard' | 'CalendarDays' | 'FileText' | 'ClipboardList'
}

export const portalCapabilities: readonly PortalCapability[] = [
  { id: 'account', icon: 'Wallet' },
  { id: 'payments', icon: 'CreditCard' },
  { id: 'calendar', icon: 'CalendarDays' },
  { id: 'documents', icon: 'FileText' },
  { id: 'requests', icon: 'ClipboardList' },
]

/** How an owner gets portal access, in order. */
export const portalAccessSteps: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'We issue your login',
    text:
      'Portal accounts are created by our management team for each owner of record. There is no public sign-up, ' +
      'which keeps your account details private to you and your association.',
  },
  {
    title: 'Ask customer service',
    text:
      'Email or call us with your name, the property address and the name of your community. We match them ' +
      'against the association’s ownership records.',
  },
  {
    title: 'Sign in',
    text:
      'Your username and a temporary password go to the email address on your owner record. Sign in on the ' +
      'portal and choose your own password.',
  },
]

/** Questions owners ask most about the portal. */
export const portalHelp: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Forgot your password or locked out?',
    answer:
      'Contact customer service and we will reset it. For your security, new credentials only go to the email ' +
      'address on your owner record, so tell us if that address has changed.',
  },
  {
    question: 'Just bought a home in the community?',
    answer:
      'Your account is set up once the sale has closed and the association’s records show you as the owner. ' +
      'Contact us after closing and we will send your login.',
  },
  {
    question: 'Renting in the community?',
    answer:
      'Portal accounts belong to owners of record. Tenants can reach us by phone, email or text for anything ' +
      'about the community.',
  },
]
