import type { Locator } from '@playwright/test'
import { responsePromise } from '~/content/company'
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  settleAnimations,
  skipCookieBanner,
  test,
  type Page,
} from './fixtures'

// The contact form (POST /api/contact) in the Contact dialog and on /contact: one component, checked in
// the browser with the server's messages, answered with a reference and the response promise (section 9).

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

const REFERENCE = /CT-[2-9A-HJKMNP-Z]{8}/
const box = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true })

async function openContactDialog(page: Page) {
  // The footer's Owner Login: the header's moves into the mobile menu below 768 px.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Owner Login' }).click()
  await page
    .getByRole('dialog', { name: 'Homeowner Portal Access' })
    .getByRole('button', { name: 'Contact Customer Service' })
    .click()
  const dialog = page.getByRole('dialog', { name: /^Contact / })
  await expect(dialog).toBeVisible()
  await settleAnimations(page)
  return dialog.getByRole('region', { name: 'Send us a message' })
}

const pageForm = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Send us a message' })

async function fill(form: Locator) {
  await box(form, 'Your name').fill('Marcus Bell')
  await box(form, 'Email').fill('marcus@example.com')
  await box(form, 'Phone (optional)').fill('(435) 555-0110')
  await box(form, 'Community (optional)').fill('Sand Hollow Villas')
  await box(form, 'Message').fill('The pool gate keypad has not worked since Tuesday.')
}

async function expectConfirmation(page: Page, form: Locator) {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
  await form.getByRole('button', { name: 'Send Message' }).click()
  const answer = await response
  expect(answer.status()).toBe(201)
  const { reference } = (await answer.json()) as { reference: string }
  expect(reference).toMatch(REFERENCE)
  await expect(form.getByRole('heading', { name: 'Message sent' })).toBeFocused()
  await expect(form).toContainText(`Thank you, Marcus Bell. Your reference number is ${reference}.`)
  await expect(form).toContainText(responsePromise)
  return reference
}

test('on /contact: messages beside the fields, then a confirmation with the reference', async ({ page }) => {
  let sent = 0
  page.on('request', (r) => r.url().endsWith('/api/contact') && sent++)
  await gotoHydrated(page, '/contact')
  const form = pageForm(page)
  await expect(box(form, 'Email')).toHaveAttribute('type', 'email')
  await expect(box(form, 'Phone (optional)')).toHaveAttribute('type', 'tel')

  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(box(form, 'Your name')).toHaveAccessibleDescription('Please enter your name.')
  await expect(box(form, 'Email')).toHaveAccessibleDescription('Please enter your email address.')
  await expect(box(form, 'Message')).toHaveAccessibleDescription('Please enter a message.')
  await expect(box(form, 'Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(box(form, 'Your name')).toBeFocused()

  await fill(form)
  await box(form, 'Email').fill('marcus.example.com')
  await box(form, 'Phone (optional)').fill('call me')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(box(form, 'Email')).toHaveAccessibleDescription(/Please enter a valid email address/)
  await expect(box(form, 'Phone (optional)')).toHaveAccessibleDescription(/7 to 15 digits/)
  expect(sent).toBe(0)

  await box(form, 'Email').fill('marcus@example.com')
  await box(form, 'Phone (optional)').fill('')
  const request = page.waitForRequest((r) => r.url().endsWith('/api/contact'))
  await expectConfirmation(page, form)
  expect((await request).postDataJSON()).toEqual({
    name: 'Marcus Bell',
    email: 'marcus@example.com',
    phone: '',
    community: 'Sand Hollow Villas',
    message: 'The pool gate keypad has not worked since Tuesday.',
  })

  await form.getByRole('button', { name: 'Send another message' }).click()
  await expect(box(form, 'Your name')).toHaveValue('')
  await expect(box(form, 'Message')).toHaveValue('')
})

test('from the Contact dialog: the same form, confirmed in place inside the dialog', async ({ page }) => {
  await gotoHydrated(page, '/about')
  const form = await openContactDialog(page)
  await fill(form)
  await expectConfirmation(page, form)
  await expect(page.getByRole('dialog', { name: /^Contact / })).toBeVisible()
})

test("a failed call shows the server's message and keeps what was typed", async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '1800' },
      json: { message: 'Too many requests. Please try again in 30 minutes.' },
    }),
  )
  await gotoHydrated(page, '/contact')
  const form = pageForm(page)
  await fill(form)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('alert')).toHaveText('Too many requests. Please try again in 30 minutes.')
  await expect(box(form, 'Message')).toHaveValue('The pool gate keypad has not worked since Tuesday.')
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
})

for (const width of [1280, 375]) {
  test(`form and confirmation have zero axe violations at ${width} px, in the dialog and on /contact`, async ({
    page,
  }) => {
    test.slow() // several full axe scans
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/contact')
    const form = pageForm(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(box(form, 'Your name')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    await fill(form)
    await expectConfirmation(page, form)
    await expectNoAxeViolations(page)

    const dialogForm = await openContactDialog(page)
    await expectNoAxeViolations(page)
    await dialogForm.getByRole('button', { name: 'Send Message' }).click()
    await expect(box(dialogForm, 'Message')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
  })
}
