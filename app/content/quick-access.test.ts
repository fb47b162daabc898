import { expect, test } from 'vitest'
import { externalLinks } from './company'
import { quickAccessCards } from './quick-access'

test('the nine cards of spec section 2, in its order', () => {
  expect(quickAccessCards.map((c) => c.title)).toEqual([
    'Homeowner Portal',
    'Payment Portal',
    'Purchase/Sale Documents',
    'Shopping for Management',
    'Utah HOA law assistant',
    'Provide Feedback',
    'HOA Election System',
    'Get a Quote',
    'Landlord/Tenant Information',
  ])
})

test('payment and document cards are external links to the company’s providers', () => {
  const byTitle = Object.fromEntries(quickAccessCards.map((c) => [c.title, c]))
  expect(byTitle['Payment Portal']).toMatchObject({ href: externalLinks.paymentPortal, external: true })
  expect(byTitle['Purchase/Sale Documents']).toMatchObject({
    href: externalLinks.documentRequest,
    external: true,
  })
  expect(byTitle['Payment Portal']?.dialog).toBeUndefined()
})

test('the Homeowner Portal card links to /owner-login, the page with its dialog’s content (issue 15)', () => {
  const portal = quickAccessCards.find((c) => c.title === 'Homeowner Portal')
  expect(portal).toMatchObject({ href: '/owner-login', dialog: 'homeowner-portal', pageHoldsDialog: true })
  expect(quickAccessCards.filter((c) => c.pageHoldsDialog)).toHaveLength(1)
})

test('external means an https address, and only then', () => {
  for (const card of quickAccessCards) expect(/^https:\/\//.test(card.href), card.title).toBe(card.external)
})

test('each card has a description a visitor can act on', () => {
  for (const card of quickAccessCards) expect(card.description.length, card.title).toBeGreaterThan(40)
})
