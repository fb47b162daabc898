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
  contact: () => import('~/features/submissions/components/contact-dialog-with-form'),
  'homeowner-portal': () => import('~/components/contact/homeowner-portal-dialog'),
  feedback: () => import('~/features/submissions/components/feedback-dialog'),
  consultation: () => import('~/features/submissions/components/consultation-dialog'),
  quote: () => import('~/features/submissions/components/quote-wizard-dialog'),
  'utah-law': () => import('~/features/law/components/utah-law-dialog'),
  chat: () => import('~/features/chat/components/chat-dialog'),
  blog: () => import('~/features/blog/components/blog-dialog'),
}
