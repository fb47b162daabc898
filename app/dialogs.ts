import type { DialogRegistry } from '~/components/dialog-host'

// Every dialog the site can open by name, loaded on first use. Later issues register theirs here.
export const dialogRegistry: DialogRegistry = {
  privacy: () => import('~/components/legal/privacy-policy-dialog'),
  terms: () => import('~/components/legal/terms-dialog'),
  contact: () => import('~/components/contact/contact-dialog'),
  'homeowner-portal': () => import('~/components/contact/homeowner-portal-dialog'),
}
