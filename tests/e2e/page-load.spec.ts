import { expect, gotoHydrated, scriptsAroundHydration, skipCookieBanner, test, type Page } from './fixtures'

// How a page loads (issue 3): the document paints before any JavaScript is fetched, then hydrates; and nothing
// the site runs breaks its own Content Security Policy.

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

/** Collects the page's CSP violations, from before its first script runs. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] }
    w.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

test('the document carries no script preloads; the scripts are fetched after the first contentful paint', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).not.toContain('<link rel="modulepreload"')
  expect(html).toContain('<script nonce="')
  expect(html).toMatch(/<script nonce="[^"]+" type="text\/plain" id="deferred-hydration">/)
  // The applications (the back office, the chat assistant inside its dialog) load their scripts at once.
  for (const app of ['/chat', '/staff/login']) {
    expect(await (await request.get(app)).text(), app).toContain('<link rel="modulepreload"')
  }

  await gotoHydrated(page, '/')
  // Both times on the page's own clock, from the start of navigation.
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(timing.firstContentfulPaint).not.toBeNull()
  expect(timing.scripts.length).toBeGreaterThan(3)
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity)

  // Hydrated: a server-rendered dialog button now opens its dialog.
  await page.getByRole('button', { name: 'Get Started Today' }).click()
  await expect(page.getByRole('dialog', { name: /Get started/ })).toBeVisible()
})

test("a page without a form hydrates without the dialog, toast or form code; the menu's dialog follows on idle", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  // Radix (dialogs, toasts, tabs) and Zod (forms) have chunks of their own: issue 16's page-weight budget.
  const onDemand = /\/assets\/(radix|zod|mobile-menu-dialog|toast-list)-/
  for (const path of ['/', '/about', '/blog', '/privacy']) {
    await gotoHydrated(page, path)
    await expect
      .poll(
        async () => (await scriptsAroundHydration(page)).after.some((script) => script.includes('/radix-')),
        {
          message: `${path}: the menu's dialog code is fetched once the page is idle`,
        },
      )
      .toBe(true)
    const { before } = await scriptsAroundHydration(page)
    expect(
      before.some((script) => script.includes('/framework-')),
      path,
    ).toBe(true)
    expect(
      before.filter((script) => onDemand.test(script)),
      path,
    ).toEqual([])
  }
  // Fetched ahead of the tap, the menu opens as a modal dialog at once.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
})

test('no Content Security Policy violation while pages load and a form checks its fields', async ({
  page,
}) => {
  const violations = await recordCspViolations(page)
  for (const path of ['/', '/about', '/contact', '/landlord-tenant', '/utah-law-gpt', '/blog']) {
    await gotoHydrated(page, path)
    expect(await violations(), path).toEqual([])
  }
  // The contact form validates in the browser with the shared Zod schemas.
  await gotoHydrated(page, '/contact')
  const form = page.getByRole('main').getByRole('region', { name: 'Send us a message' })
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(
    'Please enter your name.',
  )
  expect(await violations()).toEqual([])
})
