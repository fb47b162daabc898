import { reasons } from '../../app/content/reasons'
import { testimonials } from '../../app/content/testimonials'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// Spec sections 1 and 2: /about, /testimonials and /why-us, each an inner page with a breadcrumb trail
// (visible and as BreadcrumbList JSON-LD), its content and a call to action.
const pages = [
  { path: '/about', crumb: 'About Us', title: 'About Us', h1: 'Managing Utah communities since 2016' },
  { path: '/testimonials', crumb: 'Testimonials', title: 'Testimonials', h1: 'What boards and partners say' },
  { path: '/why-us', crumb: 'Why Us', title: 'Why Choose Us', h1: 'Why Utah boards choose Wasatch Crest' },
] as const

/** Every JSON-LD block of the page, parsed (a block that is not valid JSON fails the test here). */
async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** "Get Started Today" opens the get-started dialog once it exists; until then it is a link to /contact. */
const getStarted = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: 'Get Started Today' })
    .or(page.getByRole('main').getByRole('link', { name: 'Get Started Today' }))

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

for (const { path, crumb, title, h1 } of pages) {
  test(`${path} has its title, one h1, a breadcrumb trail and a matching BreadcrumbList`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(`${title} | Wasatch Crest HOA Management`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page.locator('h1')).toHaveCount(1)

    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail.getByRole('listitem')).toHaveText(['Home', crumb])
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(trail.getByText(crumb)).toHaveAttribute('aria-current', 'page')

    const blocks = await jsonLdBlocks(page)
    const breadcrumbs = blocks.filter((block) => block['@type'] === 'BreadcrumbList')
    expect(breadcrumbs).toHaveLength(1)
    const items = breadcrumbs[0]?.itemListElement as Array<Record<string, unknown>>
    expect(items.map((item) => [item.position, item.name])).toEqual([
      [1, 'Home'],
      [2, crumb],
    ])
    const origin = new URL(page.url()).origin
    expect(items.map((item) => item.item)).toEqual([`${origin}/`, `${origin}${path}`])
    // No invented review markup anywhere (first-party testimonials are not review snippets).
    expect(JSON.stringify(blocks)).not.toMatch(/AggregateRating|"Review"/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`)
  })

  for (const width of [1280, 375]) {
    test(`axe finds nothing on ${path} at ${width} px, and nothing overflows sideways`, async ({ page }) => {
      // A full axe scan of a long page takes 10-25 s on a loaded 2-core machine.
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, path)
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
}

test('/about tells the story from 2016 to today, with values, leadership, statistics and a way to get started', async ({
  page,
}) => {
  await gotoHydrated(page, '/about')
  const main = page.getByRole('main')
  await expect(main.getByText('Founded in 2016', { exact: true })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Why we started' })).toBeVisible()

  const timeline = page.getByRole('region', { name: /^From three communities in 2016/ }).getByRole('listitem')
  await expect(timeline.first()).toContainText('2016')
  await expect(timeline.first()).toContainText('Founded in Salt Lake City')
  await expect(timeline.last()).toContainText('Today')
  await expect(timeline.last()).toContainText('More than 75 communities')
  // In order, from the founding year to today, with no year in the future.
  const whens = (await timeline.allTextContents()).map((text) => text.match(/^(\d{4}|Today)/)?.[1])
  expect(whens.at(-1)).toBe('Today')
  const years = whens.slice(0, -1).map(Number)
  expect(years[0]).toBe(2016)
  expect(years).toEqual([...years].sort((a, b) => a - b))
  expect(Math.max(...years)).toBeLessThanOrEqual(new Date().getFullYear())

  await expect(
    page.getByRole('region', { name: 'Four promises we make to every board' }).getByRole('listitem'),
  ).toHaveCount(4)
  const leaders = page.getByRole('region', { name: 'Experienced, credentialed managers' })
  await expect(leaders.getByRole('heading', { name: 'Founder and Principal' })).toBeVisible()
  const founder = leaders.getByRole('listitem').filter({ hasText: 'Founder and Principal' })
  await expect(founder.locator('abbr')).toHaveText([/^CMCA/, /^AMS/])
  await expect(leaders.getByRole('term')).toHaveText([
    'CMCA: Certified Manager of Community Associations',
    'AMS: Association Management Specialist',
  ])

  // The 20+ years statistic says what it counts, since the company itself dates from 2016.
  const stats = page.getByRole('region', { name: 'Where we are today' })
  await expect(stats.getByRole('definition')).toHaveText(['20+', '75+', 'Utah', '24/7'])
  await expect(stats.getByText(/combined experience.*founded in 2016/)).toBeVisible()

  await expect(getStarted(page)).toBeVisible()
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
})

test('/testimonials shows all six, each rated 5, under a summary true to the data', async ({ page }) => {
  await gotoHydrated(page, '/testimonials')
  await expect(page.getByText('5.0 average from 6 reviews')).toBeVisible()
  const list = page.getByRole('list', { name: 'Testimonials from 6 communities and partners' })
  const items = list.getByRole('listitem')
  await expect(items).toHaveCount(testimonials.length)
  expect(testimonials).toHaveLength(6)
  for (const [i, testimonial] of testimonials.entries()) {
    await expect(items.nth(i)).toContainText(testimonial.author)
    await expect(items.nth(i)).toContainText(testimonial.text.slice(0, 40))
    await expect(items.nth(i).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
  }
  await expect(getStarted(page)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('/why-us shows the six reasons with details, a comparison, the statistics and a way to /switch', async ({
  page,
}) => {
  await gotoHydrated(page, '/why-us')
  const reasonList = page.getByRole('region', { name: 'What your board can count on' })
  await expect(reasonList.getByRole('heading', { level: 3 })).toHaveText(reasons.map((r) => r.title))
  for (const reason of reasons) {
    for (const detail of reason.details) await expect(reasonList.getByText(detail)).toBeVisible()
  }

  const comparison = page.getByRole('region', { name: 'What changes for your board' })
  const rows = comparison.getByRole('listitem')
  await expect(rows.first().getByRole('heading', { name: 'Monthly financials' })).toBeVisible()
  await expect(rows.first()).toContainText('Self-managed or under-served')
  await expect(rows.first()).toContainText('With Wasatch Crest')
  expect(await rows.count()).toBeGreaterThanOrEqual(6)

  await expect(
    page.getByRole('region', { name: 'The experience behind the reasons' }).getByRole('definition'),
  ).toHaveText(['20+', '75+', 'Utah', '24/7'])
  await expect(getStarted(page)).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'How switching works' }).click()
  await expect(page).toHaveURL(/\/switch$/)
})
