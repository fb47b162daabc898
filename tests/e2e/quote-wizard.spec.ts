import { QUOTE_STEP_TITLES, QUOTE_STEPS } from '../../app/features/submissions/quote-questions'
import { minimalPdf } from '../factories/documents'
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  settleAnimations,
  skipCookieBanner,
  test,
  type Page,
} from './fixtures'

// Spec sections 2, 4, 5 and 8: the six-step quote wizard, opened from the home page's Quick Access card
// or the get-started dialog, sending POST /api/pricing-quotes (multipart when a file is attached).

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Get a Detailed Quote' })
const progress = (page: Page) => wizard(page).getByRole('progressbar', { name: 'Quote request progress' })
const stepHeading = (page: Page, step: number) =>
  wizard(page).getByRole('heading', { name: `Step ${step} of 6: ${QUOTE_STEP_TITLES[step - 1]}` })
const button = (page: Page, name: string) => wizard(page).getByRole('button', { name, exact: true })
// The toast viewport sits outside the modal dialog, so it is looked up among hidden-to-AT nodes too.
const toast = (page: Page) =>
  page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })

async function expectStep(page: Page, step: number) {
  await expect(wizard(page).getByText(`Step ${step} of 6`, { exact: true })).toBeVisible()
  await expect(progress(page)).toHaveAttribute('aria-valuenow', String(step))
  await expect(stepHeading(page, step)).toBeVisible()
}

async function openFromQuickAccess(page: Page) {
  await gotoHydrated(page, '/')
  await page
    .getByRole('region', { name: 'What can we help you with today?' })
    .getByRole('button', { name: /Get a Quote/ })
    .click()
  await expect(wizard(page)).toBeVisible()
  await expectStep(page, 1)
}

async function fillContact(page: Page) {
  const w = wizard(page)
  await w.getByRole('textbox', { name: 'Your name', exact: true }).fill('Dana Whitlock')
  await w.getByRole('combobox', { name: 'Board position', exact: true }).selectOption('Treasurer')
  await w.getByRole('textbox', { name: 'Phone', exact: true }).fill('801-555-0142')
  await w.getByRole('textbox', { name: 'Email', exact: true }).fill('dana@example.com')
  await w.getByRole('textbox', { name: 'Community name', exact: true }).fill('Red Cliffs Villas')
  await w.getByRole('spinbutton', { name: 'Total units', exact: true }).fill('128')
}

/** Answers the four questions of a step (2 to 6) with each question's second option. */
async function answerStep(page: Page, step: number) {
  for (const question of QUOTE_STEPS[step - 2]!) {
    await wizard(page)
      .getByRole('group', { name: question.label })
      .getByRole('radio', { name: question.options[1]!.label, exact: true })
      .check()
  }
}

/** Fills steps 1 to 6, pressing Next after each but the last (whose answers can be left out). */
async function fillAll(page: Page, onFilesStep?: () => Promise<void>, answerLast = true) {
  await fillContact(page)
  for (let step = 2; step <= 6; step++) {
    await button(page, 'Next').click()
    await expectStep(page, step)
    if (step < 6 || answerLast) await answerStep(page, step)
    if (step === 3) await onFilesStep?.()
  }
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

// Twenty questions by hand take a while on a busy machine.
test.describe.configure({ timeout: 90_000 })

test('Next on an empty step shows the spec toast, marks the fields and stays on the step', async ({
  page,
}) => {
  await openFromQuickAccess(page)
  await button(page, 'Next').click()
  await expect(toast(page)).toContainText('Required Fields Missing')
  await expect(toast(page)).toContainText('Please fill in all required fields before continuing.')
  await expectStep(page, 1)
  await expect(wizard(page).getByRole('textbox', { name: 'Your name', exact: true })).toBeFocused()
  await expect(
    wizard(page).getByRole('textbox', { name: 'Your name', exact: true }),
  ).toHaveAccessibleDescription('Please enter your name.')

  // Units are marked required but not checked (spec section 4): everything else filled is enough.
  await fillContact(page)
  await wizard(page).getByRole('spinbutton', { name: 'Total units', exact: true }).fill('')
  await button(page, 'Next').click()
  await expectStep(page, 2)
  await expect(stepHeading(page, 2)).toBeFocused()

  // One question of four answered is not enough either.
  await wizard(page).getByRole('radio', { name: 'Small (1-50)' }).check()
  await button(page, 'Next').click()
  await expect(toast(page)).toContainText('Please fill in all required fields before continuing.')
  await expectStep(page, 2)
})

test('Previous goes back one step and never below step 1', async ({ page }) => {
  await openFromQuickAccess(page)
  await expect(button(page, 'Previous')).toBeDisabled()
  await fillContact(page)
  await button(page, 'Next').click()
  await expectStep(page, 2)
  await button(page, 'Previous').click()
  await expectStep(page, 1)
  await expect(stepHeading(page, 1)).toBeFocused()
  await expect(button(page, 'Previous')).toBeDisabled()
  await expect(wizard(page).getByRole('textbox', { name: 'Your name', exact: true })).toHaveValue(
    'Dana Whitlock',
  )
})

test('a full request with a PDF budget is sent as multipart, then the wizard resets and closes', async ({
  page,
}) => {
  await openFromQuickAccess(page)
  await fillAll(page, async () => {
    await wizard(page)
      .getByLabel('Current budget')
      .setInputFiles({ name: 'budget-2026.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
    await expect(wizard(page)).toContainText('budget-2026.pdf')
  })
  await expect(button(page, 'Next')).toHaveCount(0)
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/pricing-quotes')),
    page.waitForResponse((r) => r.url().endsWith('/api/pricing-quotes')),
    button(page, 'Submit').click(),
  ])
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/)
  expect(response.status()).toBe(201)
  expect(await response.json()).toEqual({ reference: expect.stringMatching(/^QT-/) })

  await expect(toast(page)).toContainText('Quote Request Submitted')
  await expect(toast(page)).toContainText(
    "Thank you! We'll review your information and contact you within 24 hours with a detailed proposal.",
  )
  await expect(wizard(page)).toBeHidden()

  await page
    .getByRole('region', { name: 'What can we help you with today?' })
    .getByRole('button', { name: /Get a Quote/ })
    .click()
  await expectStep(page, 1)
  await expect(wizard(page).getByRole('textbox', { name: 'Your name', exact: true })).toHaveValue('')
  await expect(wizard(page).getByRole('combobox', { name: 'Board position', exact: true })).toHaveValue('')
})

test('a failed call keeps every answer; the retry goes out as JSON with both files null', async ({
  page,
}) => {
  await openFromQuickAccess(page)
  await fillAll(page)
  await page.route('**/api/pricing-quotes', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  )
  await button(page, 'Submit').click()
  await expect(toast(page)).toContainText('Submission Failed')
  await expect(toast(page)).toContainText(
    'There was an error submitting your quote request. Please try again.',
  )
  await expectStep(page, 6)
  const lastQuestion = QUOTE_STEPS[4]![3]!
  await expect(wizard(page).getByRole('radio', { name: lastQuestion.options[1]!.label })).toBeChecked()

  await expect(wizard(page).getByRole('alert')).toHaveCount(0)

  // A refusal with a sentence for people (here the per-form limit) shows that sentence too.
  await page.route('**/api/pricing-quotes', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '600' },
      json: { message: 'Too many requests. Please try again in 10 minutes.' },
    }),
  )
  // The dialog keeps clear of the toast corner, so Submit can be pressed again at once.
  await button(page, 'Submit').click()
  await expect(wizard(page).getByRole('alert')).toHaveText(
    'Too many requests. Please try again in 10 minutes.',
  )
  await expect(toast(page)).toContainText('Submission Failed')

  await page.unroute('**/api/pricing-quotes')
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/pricing-quotes')),
    button(page, 'Submit').click(),
  ])
  expect(request.postDataJSON()).toMatchObject({
    name: 'Dana Whitlock',
    community_name: 'Red Cliffs Villas',
    total_units: 128,
    [lastQuestion.id]: lastQuestion.options[1]!.value,
    budget_file: null,
    reserve_study_file: null,
  })
  await expect(toast(page)).toContainText('Quote Request Submitted')
  await expect(wizard(page)).toBeHidden()
})

test('a file the server refuses is shown beside its picker, on the step that holds it', async ({ page }) => {
  await openFromQuickAccess(page)
  const fakePdf = {
    name: 'reserve-study.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><title>not a pdf</title>'),
  }
  await fillAll(page, () => wizard(page).getByLabel('Latest reserve study').setInputFiles(fakePdf), false)

  // Submit with step 6 unanswered: the spec's submit wording, and nothing sent.
  let sent = 0
  page.on('request', (r) => void (r.url().endsWith('/api/pricing-quotes') && sent++))
  await button(page, 'Submit').click()
  await expect(toast(page)).toContainText('Please fill in all required fields.')
  await expect(toast(page)).not.toContainText('before continuing')
  await expectStep(page, 6)
  expect(sent).toBe(0)

  await answerStep(page, 6)
  await button(page, 'Submit').click()
  await expect(toast(page)).toContainText('Submission Failed')
  await expectStep(page, 3)
  await expect(wizard(page).getByLabel('Latest reserve study')).toHaveAccessibleDescription(
    /The reserve study file must be a PDF/,
  )
})

test('opens from the get-started dialog on another page', async ({ page }) => {
  await gotoHydrated(page, '/switch')
  await page.getByRole('main').getByRole('button', { name: 'Get started' }).first().click()
  await page
    .getByRole('dialog', { name: /Get started with/ })
    .getByRole('button', { name: /Get a detailed quote/ })
    .click()
  await expect(wizard(page)).toBeVisible()
  await expectStep(page, 1)
})

for (const width of [1280, 375]) {
  test(`steps 1 and 6 have no axe violations at ${width} px, and the buttons stay in reach`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 })
    await openFromQuickAccess(page)
    await expectNoAxeViolations(page)
    await fillAll(page)
    await expectStep(page, 6)
    await expect(button(page, 'Submit')).toBeInViewport()
    await expect(button(page, 'Previous')).toBeInViewport()
    await expectNoAxeViolations(page)
  })
}

test('on a 375 x 667 phone the wizard uses the screen, and the missing-fields toast leaves Next in reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await openFromQuickAccess(page)
  await settleAnimations(page)
  const dialogBox = (await wizard(page).boundingBox())!
  expect(dialogBox.height, 'dialog height').toBeGreaterThanOrEqual(667 - 40)
  await button(page, 'Next').click()
  await expect(toast(page)).toContainText('Required Fields Missing')
  const next = (await button(page, 'Next').boundingBox())!
  const shown = (await toast(page).first().boundingBox())!
  const overlaps = shown.y < next.y + next.height && next.y < shown.y + shown.height
  expect(overlaps, 'the toast covers Next').toBe(false)
  await expect(button(page, 'Next')).toBeInViewport()
})
