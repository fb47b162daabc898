import { expect, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// Spec section 2: any other path shows the not-found page, inside the shell.
test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

async function expectNotFoundInShell(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('We could not find that page')
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' })).toBeVisible()
  await expect(page).toHaveTitle(/Page not found/)
}

for (const path of ['/no-such-page', '/a/b/c']) {
  test(`${path} answers 404 with the not-found page inside the shell`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const response = await gotoHydrated(page, path)
    expect(response?.status()).toBe(404)
    expect(response?.headers()['content-type']).toMatch(/^text\/html/)
    // Still there after hydration: the client agrees with the server's render.
    await expectNotFoundInShell(page)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const suggestions = page.getByRole('navigation', { name: 'Suggested pages' }).getByRole('link')
    await expect(suggestions).toHaveText(['Home', 'About Us', 'Testimonials', 'Why Us', 'Blog', 'Switch'])
    expect(errors).toEqual([])
  })
}

test('the home page is not a 404', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toHaveCount(0)
  await expect(page).not.toHaveTitle(/Page not found/)
})

test('a client-side visit to an unknown page shows the not-found page too', async ({ page }) => {
  await gotoHydrated(page, '/')
  // Every header link has its page now, so go as the browser's Back and Forward do: a history entry and a
  // popstate event, which the router handles in the page without a reload.
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    window.history.pushState(null, '', '/no-such-page')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(/\/no-such-page$/)
  await expectNotFoundInShell(page)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  // The suggested Home link leads back to the real home page.
  await page.getByRole('navigation', { name: 'Suggested pages' }).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('We could not find that page')
})
