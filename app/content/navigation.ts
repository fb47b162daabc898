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

/** A footer resource; its label is the shell catalogue's message of that key (app/i18n/messages/shell.en.ts). */
export type ResourceLink = {
  labelKey:
    'footer.paymentPortal' | 'footer.documentRequests' | 'footer.lawAssistant' | 'footer.homeownerGuide'
  href: string
  external: boolean
}

export const footerResources: readonly ResourceLink[] = [
  { labelKey: 'footer.paymentPortal', href: externalLinks.paymentPortal, external: true },
  { labelKey: 'footer.documentRequests', href: externalLinks.documentRequest, external: true },
  { labelKey: 'footer.lawAssistant', href: '/utah-law-gpt', external: false },
  { labelKey: 'footer.homeownerGuide', href: externalLinks.homeownerGuide, external: true },
]

/** Spec section 2: Home is current only on exactly "/", every other link while the path starts with it. */
export function isNavActive(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname.startsWith(href)
}
