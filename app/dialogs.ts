import type { DialogRegistry } from '~/components/dialog-host'

// Every dialog the site can open by name, loaded on first use. Later issues register theirs here.
export const dialogRegistry: DialogRegistry = {
  privacy: () => import('~/components/legal/privacy-policy-dialog'),
  terms: () => import('~/components/legal/terms-dialog'),
  'our-story': () => import('~/components/company/our-story-dialog'),
  'why-choose': () => import('~/components/company/why-choose-dialog'),
  testimonials: () => import('~/components/company/testimonials-dialog'),
  switch: () => import('~/components/services/switch-dialog'),
  services: () => import('~/components/services/services-dialog'),
  'get-started': () => import('~/components/services/get-started-dialog'),
  contact: () => import('~/components/contact/contact-dialog'),
  'homeowner-portal': () => import('~/components/contact/homeowner-portal-dialog'),
}
