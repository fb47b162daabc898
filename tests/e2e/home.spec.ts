import { externalLinks } from '../../app/content/company'
import { expect, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// The home page of spec sections 1 and 2: hero, Quick Access, reasons, statistics, cities, sister company,
// testimonials, FAQ and the page head.
const main = (page: Page) => page.getByRole('main')
const section = (page: Page, name: string | RegExp) => main(page).getByRole('region', { name })
const quickAccess = (page: Page) => section(page, 'What can we help you with today?')
const card = (page: Page, name: string) =>
  quickAccess(page)
    .getByRole('heading', { level: 3, name })
    .getByRole('link')
    .or(quickAccess(page).getByRole('heading', { level: 3, name }).getByRole('button'))

const quickAccessTitles = [
  'Homeowner Portal',
  'Payment Portal',
  'Purchase/Sale Documents',
  'Shopping for Management',
  'Utah HOA law assistant',
  'Provide Feedback',
  'HOA Election System',
  'Get a Quote',
  'Landlord/Tenant Information',
]

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

test('the hero names the company and offers the two next steps', async ({ page }) => {
  await gotoHydrated(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Utah's premier HOA management company, led by certified managers",
  )
  const hero = section(page, /Utah's premier HOA management company/)
  await expect(
    hero
      .getByRole('button', { name: 'Get Started Today' })
      .or(hero.getByRole('link', { name: 'Get Started Today' })),
  ).toBeVisible()
  await expect(hero.getByRole('link', { name: 'Owner Login' })).toHaveAttribute('href', '/owner-login')
})

test('the nine Quick Access cards, in the spec’s order', async ({ page }) => {
  await gotoHydrated(page, '/')
  // A heading's text also holds "(opens in a new tab)" for screen readers where that applies.
  await expect(quickAccess(page).getByRole('heading', { level: 3 })).toHaveText(
    quickAccessTitles.map((title) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`)),
  )
})

test('the Homeowner Portal card opens the portal dialog', async ({ page }) => {
  await gotoHydrated(page, '/')
  await card(page, 'Homeowner Portal').click()
  await expect(page.getByRole('dialog', { name: 'Homeowner Portal Access' })).toBeVisible()
})

test('the hero opens the get-started and portal dialogs', async ({ page }) => {
  await gotoHydrated(page, '/')
  const hero = section(page, /Utah's premier HOA management company/)
  await hero.getByRole('button', { name: 'Get Started Today' }).click()
  const getStarted = page.getByRole('dialog', { name: 'Get started with Wasatch Crest' })
  await expect(getStarted).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(getStarted).toHaveCount(0)
  // A link to /owner-login that, hydrated, opens the dialog instead (issue 15).
  await hero.getByRole('link', { name: 'Owner Login' }).click()
  await expect(page.getByRole('dialog', { name: 'Homeowner Portal Access' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

for (const [name, href] of [
  ['Payment Portal', externalLinks.paymentPortal],
  ['Purchase/Sale Documents', externalLinks.documentRequest],
] as const) {
  test(`${name} opens the provider’s site in a new tab`, async ({ page, context }) => {
    await context.route(`${href}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>ok</title>' }),
    )
    await gotoHydrated(page, '/')
    const link = card(page, name)
    await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`)
    await expect(link).toHaveAttribute('rel', /noopener/)
    await expect(link).toHaveAttribute('rel', /noreferrer/)
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(popup).toHaveURL(href)
    await expect(page).toHaveURL(/\/$/)
  })
}

for (const [name, path] of [
  ['Shopping for Management', '/switch'],
  ['Landlord/Tenant Information', '/landlord-tenant'],
] as const) {
  test(`${name} goes to ${path}`, async ({ page }) => {
    await gotoHydrated(page, '/')
    await card(page, name).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  })
}

test('Get a Quote opens the quote wizard at step 1', async ({ page }) => {
  await gotoHydrated(page, '/')
  await card(page, 'Get a Quote').click()
  const wizard = page.getByRole('dialog', { name: 'Get a Detailed Quote' })
  await expect(wizard).toBeVisible()
  await expect(wizard.getByRole('progressbar', { name: 'Quote request progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  )
})

test('Provide Feedback opens the feedback dialog', async ({ page }) => {
  await gotoHydrated(page, '/')
  await card(page, 'Provide Feedback').click()
  await expect(page.getByRole('dialog', { name: 'How are we doing?' })).toBeVisible()
})

test('HOA Election System lands on /election-system scrolled to the top', async ({ page }) => {
  await gotoHydrated(page, '/')
  const election = card(page, 'HOA Election System')
  await election.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, 200))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await election.click()
  await expect(page).toHaveURL(/\/election-system$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('six reasons, the statistics and the way to /why-us', async ({ page }) => {
  await gotoHydrated(page, '/')
  const reasons = section(page, 'Six reasons Utah boards choose us')
  await expect(reasons.getByRole('listitem')).toHaveCount(6)
  await reasons.getByRole('link', { name: 'More on why boards choose us' }).click()
  await expect(page).toHaveURL(/\/why-us$/)
})

test('the statistics, exactly', async ({ page }) => {
  await gotoHydrated(page, '/')
  const stats = section(page, 'Our track record')
  await expect(stats.getByRole('definition')).toHaveText(['20+', '75+', 'Utah', '24/7'])
  await expect(stats.getByRole('term')).toHaveText([
    'Years Experience',
    'Communities Managed',
    'Statewide Coverage',
    'Support',
  ])
})

test('30 cities across the 29 counties, on the map and in the list; Contact Us for Your Area', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const cities = section(page, '30 cities across all 29 Utah counties')
  await expect(cities.getByRole('img', { name: /Map of Utah .* 30 cities we serve/ })).toBeVisible()
  const items = cities.getByRole('listitem')
  await expect(items).toHaveCount(30)
  const counties = new Set((await items.allTextContents()).map((text) => text.split(', ')[1]))
  expect(counties.size).toBe(29)
  for (const city of ['Salt Lake City', 'Park City', 'St. George', 'Ogden', 'Provo']) {
    await expect(items.filter({ hasText: new RegExp(`^${city},`) })).toHaveCount(1)
  }
  await cities.getByRole('link', { name: 'Contact Us for Your Area' }).click()
  await expect(page).toHaveURL(/\/contact$/)
})

test('the sister company’s site opens in a new tab', async ({ page }) => {
  await gotoHydrated(page, '/')
  const sister = section(page, /^Building a new community\?/)
  for (const service of [
    'Turnover consulting',
    'Document preparation',
    'Board training',
    'Financial planning',
  ]) {
    await expect(sister.getByRole('heading', { level: 3, name: service })).toBeVisible()
  }
  const link = sister.getByRole('link', { name: /^Visit .* \(opens in a new tab\)$/ })
  await expect(link).toHaveAttribute('href', externalLinks.sisterCompany)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
})

test('three five-star testimonials and the way to the rest', async ({ page }) => {
  await gotoHydrated(page, '/')
  const testimonials = section(page, 'What boards and homeowners tell us')
  await expect(testimonials.getByRole('figure')).toHaveCount(3)
  await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3)
  await testimonials.getByRole('link', { name: 'Read more testimonials' }).click()
  await expect(page).toHaveURL(/\/testimonials$/)
})

test('the page head carries Organization and FAQPage structured data', async ({ page }) => {
  await page.goto('/')
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
    )
  const types = blocks.map((b) => b['@type'])
  expect(types).toContain('Organization')
  const faq = blocks.find((b) => b['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> }
  expect(faq.mainEntity.map((q) => q.name)).toEqual([
    'Which Utah cities and counties do you serve?',
    'What qualifications do your community managers have?',
    'How much does HOA management cost?',
    'How do you keep our association compliant with Utah law?',
    'What services are included in full-service management?',
  ])
})
