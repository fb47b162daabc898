import { phones } from '~/content/company'
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  settleAnimations,
  skipCookieBanner,
  test,
  type Page,
} from './fixtures'

// Spec sections 2, 4, 5, 7 and 8: the consultation request, opened from the get-started dialog and sent
// as POST /api/management-proposal { name, email, city, units, age, goals }.

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Request a Consultation' })
const field = (page: Page, name: string) => dialog(page).getByRole('textbox', { name, exact: true })
const units = (page: Page) => dialog(page).getByRole('spinbutton', { name: 'Number of units' })
const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Request Consultation' })
// The toast itself, in the F8 viewport (Radix's role="status" copy is only a passing announcement). While
// a modal dialog is open, Radix hides the rest of the page from the accessibility tree, the toasts too.
const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text })

async function openConsultation(page: Page) {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Get Started Today' }).first().click()
  await page
    .getByRole('dialog', { name: /^Get started/ })
    .getByRole('button', { name: /Request a consultation/ })
    .click()
  await expect(dialog(page)).toBeVisible()
  await settleAnimations(page)
}

async function fillRequired(page: Page) {
  await field(page, 'Your name').fill('Dana Whitaker')
  await field(page, 'Email').fill('dana@example.com')
  await field(page, 'Phone').fill('801-555-0100')
  await field(page, 'Community name and location').fill('Red Ledges HOA, Heber City')
}

test('required fields say what is missing beside each field, and nothing is sent', async ({ page }) => {
  let sent = 0
  page.on('request', (r) => r.url().endsWith('/api/management-proposal') && sent++)
  await openConsultation(page)
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
  await expect(field(page, 'Phone')).toHaveAttribute('type', 'tel')

  await submit(page).click()
  await expect(field(page, 'Your name')).toHaveAccessibleDescription('Please enter your name.')
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter your email address.')
  await expect(field(page, 'Phone')).toHaveAccessibleDescription('Please enter your phone number.')
  await expect(field(page, 'Community name and location')).toHaveAccessibleDescription(
    /Please enter the community name and location\./,
  )
  await expect(field(page, 'Your name')).toBeFocused()
  await expect(field(page, 'Current management company')).not.toHaveAttribute('aria-invalid', 'true')

  await fillRequired(page)
  await field(page, 'Email').fill('dana@')
  await field(page, 'Phone').fill('call me')
  await units(page).fill('12.5')
  await submit(page).click()
  await expect(field(page, 'Email')).toHaveAccessibleDescription(/Please enter a valid email address/)
  await expect(field(page, 'Phone')).toHaveAccessibleDescription(/phone number with 7 to 15 digits/)
  await expect(units(page)).toHaveAccessibleDescription('Units must be a whole number.')
  await expect(field(page, 'Your name')).not.toHaveAttribute('aria-invalid', 'true')
  expect(sent).toBe(0)
})

test('a good request is sent as the spec payload, the form clears, the dialog closes and a toast confirms', async ({
  page,
}) => {
  await openConsultation(page)
  await fillRequired(page)
  await units(page).fill('142')
  await field(page, 'Current management company').fill('Summit Property Group')
  await field(page, 'Main concerns').fill('Late financial statements.')
  const request = page.waitForRequest((r) => r.url().endsWith('/api/management-proposal'))
  const response = page.waitForResponse((r) => r.url().endsWith('/api/management-proposal'))
  await submit(page).click()
  expect((await request).postDataJSON()).toEqual({
    name: 'Dana Whitaker',
    email: 'dana@example.com',
    city: 'Red Ledges HOA, Heber City',
    units: 142,
    age: 'Summit Property Group',
    goals: 'Phone: 801-555-0100\n\nMain concerns: Late financial statements.',
  })
  expect((await response).status()).toBe(201)
  const toast = toastWith(page, 'Request Submitted Successfully!')
  await expect(toast).toContainText("We'll contact you within 24 hours to discuss your HOA management needs.")
  await expect(dialog(page)).toHaveCount(0)

  await page.getByRole('button', { name: 'Get Started Today' }).first().click()
  await page.getByRole('button', { name: /Request a consultation/ }).click()
  await expect(field(page, 'Your name')).toHaveValue('')
  await expect(field(page, 'Main concerns')).toHaveValue('')
})

test('blank units are sent as 0 and a request without concerns sends the phone alone', async ({ page }) => {
  await page.route('**/api/management-proposal', (route) =>
    route.fulfill({ status: 201, json: { reference: 'CN-23456789' } }),
  )
  await openConsultation(page)
  await fillRequired(page)
  const request = page.waitForRequest((r) => r.url().endsWith('/api/management-proposal'))
  await submit(page).click()
  expect((await request).postDataJSON()).toMatchObject({ units: 0, goals: 'Phone: 801-555-0100' })
})

test('a failure keeps the dialog and what was typed, and the toast gives the office phone', async ({
  page,
}) => {
  await page.route('**/api/management-proposal', (route) => route.fulfill({ status: 500, body: 'Down' }))
  await openConsultation(page)
  await fillRequired(page)
  await submit(page).click()
  await expect(toastWith(page, 'Submission Failed')).toContainText(
    `Please try again or contact us directly at ${phones.northern.display}.`,
  )
  await expect(dialog(page)).toBeVisible()
  await expect(field(page, 'Your name')).toHaveValue('Dana Whitaker')
  await expect(submit(page)).toBeEnabled()
})

test("the server's field errors appear beside the fields (goals beside the phone)", async ({ page }) => {
  await page.route('**/api/management-proposal', (route) =>
    route.fulfill({
      status: 422,
      json: {
        message: 'Some fields need attention; please check them.',
        fieldErrors: {
          goals: ['Please enter your phone number and concerns.'],
          city: ['Please keep the community name and location under 200 characters.'],
        },
      },
    }),
  )
  await openConsultation(page)
  await fillRequired(page)
  await submit(page).click()
  await expect(toastWith(page, 'Submission Failed')).toBeVisible()
  await expect(field(page, 'Phone')).toHaveAccessibleDescription(
    'Please enter your phone number and concerns.',
  )
  await expect(field(page, 'Community name and location')).toHaveAccessibleDescription(/under 200 characters/)
})

for (const width of [1280, 375]) {
  test(`the dialog, empty and with messages, has zero axe violations at ${width} px`, async ({ page }) => {
    test.slow() // several full axe scans
    await page.setViewportSize({ width, height: 900 })
    await openConsultation(page)
    await expectNoAxeViolations(page)
    await submit(page).click()
    await expect(field(page, 'Your name')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
  })
}
