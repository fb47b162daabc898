import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// /utah-law-gpt/sources: every section the law assistant holds, how current and whole each copy is, and
// how to report an error; and the same currency beside the sources of an answer.

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

/** The list item of one section, found by its heading ("§ 57-8a-109 Approval of plans"). */
const entry = (page: Page, section: string) =>
  page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 4, name: new RegExp(`^§ ${section.replaceAll('.', '\\.')} `) }),
  })

test('from the assistant to its sources: each section with its currency, and how to report an error', async ({
  page,
}) => {
  await gotoHydrated(page, '/utah-law-gpt')
  await page.getByRole('link', { name: 'Every section it holds, and how current each is' }).click()
  await expect(page).toHaveURL(/\/utah-law-gpt\/sources$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The statutes behind the answers')
  await expect(page.getByRole('heading', { name: 'The sessions the corpus reflects' })).toBeVisible()
  await expect(page.getByText('2026 S.B. 122 amended many sections')).toBeVisible()

  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([
    'Office of the Homeowners’ Association Ombudsman',
    'Community Association Act',
    'Condominium Ownership Act',
    'Conveyances',
    'Revised Nonprofit Corporation Act',
  ])

  const ombudsman = entry(page, '13-79-104')
  await expect(ombudsman).toContainText('Text as in effect 5/6/2026')
  await expect(ombudsman).toContainText('Only the first part of this section is held')
  await expect(ombudsman.getByRole('link', { name: /^§ 13-79-104 / })).toHaveAttribute(
    'href',
    'https://le.utah.gov/xcode/Title13/Chapter79/13-79-S104.html',
  )
  await expect(entry(page, '57-8-44')).toContainText('Older copy (2014): may be out of date')
  const plans = entry(page, '57-8a-109')
  await expect(plans).toContainText('Text as in effect 5/7/2025')
  await expect(plans).toContainText('Amended by Chapter 226, 2025 General Session')
  await expect(plans).not.toContainText('Only the first part')

  // Section order is the Utah Code's: 57-8-7.2 comes before 57-8-10.1.
  const condo = await page
    .getByRole('heading', { level: 4, name: /^§ 57-8-/ })
    .evaluateAll((headings) => headings.map((h) => h.textContent?.split(' ')[1]))
  expect(condo.indexOf('57-8-7.2')).toBeGreaterThanOrEqual(0)
  expect(condo.indexOf('57-8-7.2')).toBeLessThan(condo.indexOf('57-8-10.1'))

  const report = page.getByRole('region', { name: 'How to report an error' })
  await expect(report).toContainText('le.utah.gov')
  await expectNoAxeViolations(page)
  await report.getByRole('link', { name: 'tell us through our contact page' }).click()
  await expect(page).toHaveURL(/\/contact$/)
})

test('at 375 px the sources page reads without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/utah-law-gpt/sources')
  await expect(entry(page, '16-6a-1602')).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  await expectNoAxeViolations(page)
})

test('the sitemap lists the sources page', async ({ page }) => {
  const sitemap = await page.request.get('/sitemap.xml')
  expect(await sitemap.text()).toContain('/utah-law-gpt/sources</loc>')
})

test('an answer gives each source with its currency, and a dispute the Ombudsman', async ({ page }) => {
  await gotoHydrated(page, '/utah-law-gpt')
  const main = page.getByRole('main')
  const answer = main.getByRole('region', { name: 'Answer' })
  const ask = async (question: string) => {
    await main.getByLabel('Association type').selectOption({ label: 'Homeowners association (HOA)' })
    await main.getByLabel('Your question').fill(question)
    await main.getByRole('button', { name: 'Search' }).click()
  }
  const source = (section: string) =>
    answer.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Utah Code § ${section},` }) })

  await ask('How much can our HOA charge to review my plans for a new deck?')
  await expect(source('57-8a-109')).toContainText('Text as in effect 5/7/2025')
  await expect(source('57-8a-109')).not.toContainText('Only the first part')

  await main.getByRole('button', { name: 'Ask New Question' }).click()
  await expect(answer).toHaveCount(0)
  await ask('My HOA board refuses to let me see the financial records, what can I do?')
  await expect(answer).toContainText('Office of the Homeowners’ Association Ombudsman')
  await expect(answer).toContainText('$150 filing fee')
  // The key section (57-8a-227, records) is held only in part, so the answer opens by saying so.
  await expect(answer.locator('p').first()).toHaveText(/^Please note: .*Utah Code 57-8a-227/)
  await expect(source('57-8a-227')).toContainText('Only the first part of this section is held')
  await expect(source('13-79-104')).toContainText('Text as in effect 5/6/2026')
})
