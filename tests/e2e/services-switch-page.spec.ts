import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// /switch, "Shopping for management" (spec sections 1, 2 and 9): five steps, a typical 4-week transition and
// 90 days of enhanced support, what a board gathers, the questions boards ask, and ways to start.
const steps = [
  'Consultation and proposal',
  'Board approval and notice',
  'Transition of records, funds and systems',
  'Owner welcome and introductions',
  '90 days of enhanced support',
]
const weeks = ['Notice and kickoff', 'Records and accounts', 'Set-up', 'Go-live']

const timeline = (page: Page) => page.getByRole('region', { name: 'What happens in each of the 4 weeks' })
const weekHeadings = (page: Page) => timeline(page).getByRole('heading', { level: 3 })

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

test('shows the five steps in order, the four weeks and the 90 days', async ({ page }) => {
  await gotoHydrated(page, '/switch')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switching HOA management, step by step')
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('href', '/')

  const stepList = page.getByRole('list', { name: 'Five steps from first call to a settled community' })
  await expect(stepList.getByRole('heading', { level: 3 })).toHaveText(
    steps.map((title, i) => `Step ${i + 1}: ${title}`),
  )

  await expect(weekHeadings(page)).toHaveText(weeks)
  for (const n of [1, 2, 3, 4])
    await expect(timeline(page).getByText(`Week ${n}`, { exact: true })).toBeVisible()
  await expect(timeline(page).getByText('Then: 90 days of enhanced support')).toBeVisible()
  for (const label of ['Day 30', 'Day 60', 'Day 90']) {
    await expect(timeline(page).getByText(label, { exact: true })).toBeVisible()
  }

  const gather = page.getByRole('region', { name: 'What your board needs to gather' })
  await expect(gather.getByRole('listitem')).toHaveCount(8)
  await expect(gather).toContainText('termination clause')
})

test.describe('the timeline reads across on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test('the four weeks sit side by side in one row', async ({ page }) => {
    await gotoHydrated(page, '/switch')
    const boxes = await weekHeadings(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1)
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.right)
  })
})

test.describe('the timeline reads down on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test('the four weeks stack, and nothing overflows sideways', async ({ page }) => {
    await gotoHydrated(page, '/switch')
    const boxes = await weekHeadings(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.bottom)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test('the questions open to their answers', async ({ page }) => {
  await gotoHydrated(page, '/switch')
  const faq = page.getByRole('region', { name: 'Before you switch' })
  const answer = faq.getByText('The records belong to the association, not to its manager.', { exact: false })
  await expect(answer).toBeHidden()
  await faq.getByText('What if our current manager is slow to hand over the records?').click()
  await expect(answer).toBeVisible()
})

test('offers ways to start: the get-started dialog, the services dialog and the contact page', async ({
  page,
}) => {
  await gotoHydrated(page, '/switch')
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Get started' })).toHaveCount(2)
  await expect(main.getByRole('button', { name: 'See our 27 services' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  await expect(main.getByRole('link', { name: 'Contact your area office' })).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('the head names the page and carries its breadcrumb and FAQ structured data', async ({ page }) => {
  await gotoHydrated(page, '/switch')
  await expect(page).toHaveTitle(/^Shopping for Management\? How Switching Works \| /)
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}') as Record<string, unknown>))
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as
    { itemListElement: Array<{ name: string }> } | undefined
  expect(crumbs?.itemListElement.map((c) => c.name)).toEqual(['Home', 'Switch'])
  const faq = blocks.find((b) => b['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined
  expect(faq?.mainEntity).toHaveLength(6)
  const service = blocks.find((b) => b['@type'] === 'Service') as
    { hasOfferCatalog: { itemListElement: unknown[] } } | undefined
  expect(service?.hasOfferCatalog.itemListElement).toHaveLength(27)
})

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })
    test('axe finds nothing on /switch', async ({ page }) => {
      // /switch is a long page; a full scan takes about 15 s on a shared two-core machine.
      test.slow()
      await gotoHydrated(page, '/switch')
      await expectNoAxeViolations(page)
    })
  })
}
