import { expect, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// Spec section 2: pages load on demand; while loading, a spinner labelled Loading is shown.
const HOLD_MS = 1500
const spinner = (page: Page) => page.getByRole('status', { name: 'Loading' })

/** From now on, holds the next page's data (.data) and code (/assets/) requests for HOLD_MS. */
async function slowDownNextPage(page: Page) {
  const held: string[] = []
  await page.route('**/*', async (route) => {
    const url = route.request().url()
    if (url.includes('.data') || url.includes('/assets/')) {
      held.push(url)
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
    }
    await route.continue().catch(() => undefined)
  })
  return held
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
  await gotoHydrated(page, '/')
  await page.waitForLoadState('networkidle')
})

test('a spinner labelled Loading shows while the next page loads, then goes', async ({ page }) => {
  await expect(spinner(page)).toHaveCount(0)
  const held = await slowDownNextPage(page)

  const started = Date.now()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
  await expect(spinner(page)).toBeVisible()
  // The old page is still shown while the next one loads.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Guides for Utah HOA boards and homeowners',
  )

  await expect(page).toHaveURL(/\/blog$/, { timeout: HOLD_MS * 4 })
  await expect(spinner(page)).toHaveCount(0)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guides for Utah HOA boards and homeowners' }),
  ).toBeVisible()
  expect(held.some((url) => url.includes('.data'))).toBe(true)
  expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS)
})

test('the spinner also shows for a footer link', async ({ page }) => {
  await slowDownNextPage(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click()
  await expect(spinner(page)).toBeVisible()
  await expect(page).toHaveURL(/\/about$/, { timeout: HOLD_MS * 4 })
  await expect(spinner(page)).toHaveCount(0)
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
  ).toHaveAttribute('aria-current', 'page')
})
