import { readFile } from 'node:fs/promises'
import { pdfWords } from '../setup/pdf-text'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'
import { E2E_ADMIN } from './staff-account'
import { answeredResultsSurvey, FIX_PROMPT, ONLY_OTHER, RQ } from './survey-results-setup'
import type { Locator } from '@playwright/test'

// The public results of an anonymous survey, by keyboard at a phone's width and a desktop's: filter by an
// answer (with owners or renters), compare two groups, open the printable report and download its PDF,
// with zero axe violations; and the filter as a plain GET form without JavaScript.

const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const

const FEW_OTHERS =
  'Fewer than 3 people in this group wrote an “Other” answer. This survey is anonymous, so their words are not shown.'

/** Chooses an option of a focused list with the arrow keys, as a keyboard user does. */
async function choose(page: Page, select: Locator, label: string) {
  await select.focus()
  for (let i = 0; i < 30; i++) {
    if ((await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)) === label) return
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`no option "${label}"`)
}

/** Tabs to the named button or link and presses Enter on it. */
async function tabToAndPress(page: Page, target: Locator) {
  for (let i = 0; i < 8 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
  await page.keyboard.press('Enter')
}

async function expectNoOverflow(page: Page, width: number) {
  if (width > 375) return
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0)
}

for (const size of SIZES)
  test(`results at ${size.width} px: filter by an answer, compare two groups, print and download`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000) // several pages and axe scans on a shared two-core machine
    const survey = await answeredResultsSurvey(request)
    await page.setViewportSize(size)
    await skipCookieBanner(page)
    await gotoHydrated(page, `/survey-responses/${survey.id}`)
    await expect(page.getByRole('heading', { name: survey.title, level: 1 })).toBeVisible()
    await expect(page.getByText('8 responses. Answers are anonymous.')).toBeVisible()
    await expectNoAxeViolations(page)
    // Each text question's search is a landmark named after its question.
    await expect(page.getByRole('search', { name: `Search answers to “${FIX_PROMPT}”` })).toBeVisible()
    await expect(
      page.getByRole('search', { name: 'Search answers to “Anything else the board should know?”' }),
    ).toBeVisible()
    // One person wrote in how they hear about meetings: counted, never shown word for word.
    await expect(page.getByText(FEW_OTHERS)).toBeVisible()
    await expect(page.getByText(ONLY_OTHER)).toHaveCount(0)
    await expectNoOverflow(page, size.width)

    // Owners who use the pool.
    const filters = page.getByRole('search', { name: 'Filter the results' })
    await choose(page, filters.getByLabel('Owners or renters'), 'Owners')
    await choose(page, filters.getByLabel('Who answered'), 'Pool (question 2)')
    await tabToAndPress(page, filters.getByRole('button', { name: 'Apply filters' }))
    await expect(page).toHaveURL(new RegExp(`role=owner&answer=${RQ.amenities}%3Apool$`))
    await expect(
      page.getByText('4 responses from owners who answered “Pool” to question 2. Answers are anonymous.'),
    ).toBeVisible()
    await expect(
      page.getByRole('table', { name: /Question 3, How satisfied are you with the upkeep\?: 4 people/ }),
    ).toContainText('average 4.5 out of 5')
    await expectNoAxeViolations(page)

    // Renters who use the pool: one response, so nothing is shown.
    await choose(page, filters.getByLabel('Owners or renters'), 'Renters')
    await tabToAndPress(page, filters.getByRole('button', { name: 'Apply filters' }))
    await expect(page).toHaveURL(/role=renter/)
    await expect(
      page.getByText(
        'Too few responses to show. This survey is anonymous: results appear once at least 3 people in this group have answered.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Questions' })).toHaveCount(0)

    // Pool against clubhouse, everyone.
    await page.getByRole('link', { name: 'Show everyone' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('8 responses. Answers are anonymous.')).toBeVisible()
    const summary = page.getByText('Compare two groups', { exact: true })
    await summary.focus()
    await page.keyboard.press('Enter')
    const compare = page.getByRole('search', { name: 'Compare two groups' })
    await choose(
      page,
      compare.getByRole('group', { name: 'Group A' }).getByLabel('Who answered'),
      'Pool (question 2)',
    )
    const groupB = compare.getByRole('group', { name: 'Group B' })
    await choose(page, groupB.getByLabel('Who answered'), 'Clubhouse (question 2)')
    await tabToAndPress(page, compare.getByRole('button', { name: 'Compare groups' }))
    await expect(page).toHaveURL(/compare=1/)
    const groups = page.getByRole('region', { name: 'The two groups' })
    await expect(groups.getByText('Group A: People who answered “Pool” to question 2')).toBeVisible()
    await expect(groups.getByText('Group B: People who answered “Clubhouse” to question 2')).toBeVisible()
    const amenities = page.getByRole('table', { name: /Question 2, Which amenities.*answers by group/ })
    await expect(amenities.getByRole('row', { name: /^Clubhouse/ })).toContainText('2 (40%)')
    await expect(amenities.getByRole('row', { name: /^Clubhouse/ })).toContainText('4 (100%)')
    const upkeep = page.getByRole('table', { name: 'Question 3: Average out of 5 by group' })
    await expect(upkeep.getByRole('row', { name: /^A:/ })).toContainText('4.2')
    await expect(upkeep.getByRole('row', { name: /^B:/ })).toContainText('2.75')
    await expectNoAxeViolations(page)
    await expectNoOverflow(page, size.width)

    // The printable report of this comparison, then its PDF.
    await page.getByRole('link', { name: 'Printable report' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/survey-responses/${survey.id}/report\\?.*compare=1`))
    await expect(
      page.getByRole('heading', { name: `Survey results: ${survey.title}`, level: 1 }),
    ).toBeVisible()
    await expect(page.getByRole('table', { name: /Question 2, Which amenities/ })).toContainText('4 (100%)')
    await expectNoAxeViolations(page)
    await expectNoOverflow(page, size.width)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download PDF' }).focus()
    await page.keyboard.press('Enter')
    const file = await download
    expect(file.suggestedFilename()).toMatch(/-results-compared\.pdf$/)
    const words = pdfWords(await readFile((await file.path())!))
    expect(words).toContain(`Survey results: ${survey.title}`)
    expect(words).toContain('Clubhouse 2 (40%) 4 (100%)')
    expect(words).not.toContain(ONLY_OTHER)
  })

test('without JavaScript the filter and the comparison are plain forms that still work', async ({
  browser,
  request,
}) => {
  const survey = await answeredResultsSurvey(request)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/survey-responses/${survey.id}`)
  const filters = page.getByRole('search', { name: 'Filter the results' })
  await filters.getByLabel('Owners or renters').selectOption({ label: 'Owners' })
  await filters.getByLabel('Who answered').selectOption({ label: 'Pool (question 2)' })
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/role=owner&answer=/)
  await expect(page.getByText('4 responses from owners who answered “Pool” to question 2.')).toBeVisible()

  await page.getByText('Compare two groups', { exact: true }).click()
  const compare = page.getByRole('search', { name: 'Compare two groups' })
  await compare.getByRole('group', { name: 'Group B' }).getByLabel('Owners or renters').selectOption('renter')
  await compare.getByRole('button', { name: 'Compare groups' }).click()
  await expect(page).toHaveURL(/compare=1.*&b_role=renter/)
  const groups = page.getByRole('region', { name: 'The two groups' })
  await expect(groups.getByText('Group B: Renters')).toBeVisible()
  await expect(groups.getByText('3 responses')).toBeVisible()
  await context.close()
})

test('staff read private results, open their report and download its PDF with their sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const survey = await answeredResultsSurvey(request, false)
  await skipCookieBanner(page)
  await gotoHydrated(page, `/survey-responses/${survey.id}?role=renter`)
  await expect(page.getByRole('heading', { name: 'Results not available', level: 1 })).toBeVisible()
  await gotoHydrated(page, '/staff/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/staff$/)
  // An old link's answer filter, its question since gone, is dropped: staff still see their private results.
  const stale = '00000000-0000-4000-8000-000000000000:gone'
  await gotoHydrated(page, `/survey-responses/${survey.id}?role=renter&answer=${stale}`)
  await expect(page.getByText('3 responses from renters. Answers are anonymous.')).toBeVisible()
  await page.getByRole('link', { name: 'Printable report' }).click()
  await expect(page.getByRole('heading', { name: `Survey results: ${survey.title}`, level: 1 })).toBeVisible()
  await expect(page.getByText('Renters: 3 responses.')).toBeVisible()
  await expectNoAxeViolations(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/-results\.pdf$/)
  const words = pdfWords(await readFile((await file.path())!))
  expect(words).toContain('Renters: 3 responses.')
  expect(words).toContain('How satisfied are you with the upkeep?')
})
