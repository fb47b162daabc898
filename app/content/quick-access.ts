// The home page's Quick Access grid: the spec's nine cards, in its order (section 2), with the fields of
// section 3 ("Quick access card": title, description, icon, href, external flag).
import { emails, externalLinks } from './company'
import { OWNER_LOGIN_PATH } from './navigation'

/** The dialogs a card can open; the component checks these against the site's dialog names. */
export type QuickAccessDialog = 'homeowner-portal' | 'utah-law' | 'feedback' | 'quote'

export type QuickAccessCard = {
  title: string
  description: string
  /** A lucide-react icon, by name, so content stays free of component imports. */
  icon:
    | 'LogIn'
    | 'CreditCard'
    | 'FileText'
    | 'Building2'
    | 'Scale'
    | 'MessageSquareHeart'
    | 'Vote'
    | 'Calculator'
    | 'KeyRound'
  /**
   * Where the card leads; for a dialog card, where it leads while the site has no such dialog, or with
   * `pageHoldsDialog` the page with the dialog's content that it links to until the app runs.
   */
  href: string
  /** Opens in a new tab: another company's site. */
  external: boolean
  /** Opens this dialog instead of following `href`. */
  dialog?: QuickAccessDialog
  /** `href` holds the dialog's content: a link there works without JavaScript and before hydration (issue 15). */
  pageHoldsDialog?: boolean
  /** After the navigation, scroll to the top (spec section 2, card 7). */
  scrollToTop?: boolean
}

/** Spec section 9, "scroll-to-top delay". */
export const SCROLL_TO_TOP_DELAY_MS = 100

export const quickAccessCards: readonly QuickAccessCard[] = [
  {
    title: 'Homeowner Portal',
    description: 'Check your balance and payment history, download documents and submit requests.',
    icon: 'LogIn',
    href: OWNER_LOGIN_PATH,
    external: false,
    dialog: 'homeowner-portal',
    pageHoldsDialog: true,
  },
  {
    title: 'Payment Portal',
    description: 'Pay assessments online by bank transfer or card, once or on autopay.',
    icon: 'CreditCard',
    href: externalLinks.paymentPortal,
    external: true,
  },
  {
    title: 'Purchase/Sale Documents',
    description:
      'Title companies and agents: order payoff statements, resale certificates and governing documents.',
    icon: 'FileText',
    href: externalLinks.documentRequest,
    external: true,
  },
  {
    title: 'Shopping for Management',
    description: 'See how switching works: a 4-week transition and 90 days of enhanced support.',
    icon: 'Building2',
    href: '/switch',
    external: false,
  },
  {
    title: 'Utah HOA law assistant',
    description: 'Ask a question about Utah HOA or condominium law and get an answer with its sources.',
    icon: 'Scale',
    href: '/utah-law-gpt',
    external: false,
    dialog: 'utah-law',
  },
  {
    title: 'Provide Feedback',
    description: 'Tell us how we are doing. Every rating is read by our management team.',
    icon: 'MessageSquareHeart',
    // The same fallback as the floating Provide Feedback button.
    href: `mailto:${emails.customerService}?subject=${encodeURIComponent('Website feedback')}`,
    external: false,
    dialog: 'feedback',
  },
  {
    title: 'HOA Election System',
    description:
      'Vote in your association’s election or see the results, weighted as your documents require.',
    icon: 'Vote',
    href: '/election-system',
    external: false,
    scrollToTop: true,
  },
  {
    title: 'Get a Quote',
    description:
      'Answer a few questions about your community and receive a detailed proposal within 24 hours.',
    icon: 'Calculator',
    href: `mailto:${emails.general}?subject=${encodeURIComponent('Management quote request')}`,
    external: false,
    dialog: 'quote',
  },
  {
    title: 'Landlord/Tenant Information',
    description: 'Owners renting out a home: submit lease and tenant details for the association’s records.',
    icon: 'KeyRound',
    href: '/landlord-tenant',
    external: false,
  },
]
