import { externalLinks } from './company'

export type NavLinkItem = { label: string; href: string }

/** The page with the homeowner portal dialog's content, where every Owner Login leads without JavaScript. */
export const OWNER_LOGIN_PATH = '/owner-login'

/** Header and mobile-menu links, in the spec's order (section 2, "Header links"). */
export const headerLinks: readonly NavLinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Testimonials', href: '/testimonials' },
  { label: 'Why Us', href: '/why-us' },
  { label: 'Blog', href: '/blog' },
  { label: 'Switch', href: '/switch' },
]

export const footerLinks: readonly NavLinkItem[] = [
  { label: 'About', href: '/about' },
  { label: 'Testimonials', href: '/testimonials' },
  { label: 'Why Us', href: '/why-us' },
  { label: 'Switch', href: '/switch' },
  { label: 'Blog', href: '/blog' },
]

export type ResourceLink = { label: string; href: string; external: boolean }

export const footerResources: readonly ResourceLink[] = [
  { label: 'Payment Portal', href: externalLinks.paymentPortal, external: true },
  { label: 'Document Requests', href: externalLinks.documentRequest, external: true },
  { label: 'Utah HOA Law Assistant', href: '/utah-law-gpt', external: false },
  { label: 'Homeowner Guide', href: externalLinks.homeownerGuide, external: true },
]

/** Spec section 2: Home is current only on exactly "/", every other link while the path starts with it. */
export function isNavActive(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname.startsWith(href)
}
