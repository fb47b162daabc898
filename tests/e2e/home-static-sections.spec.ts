import { expect, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// The home page's text-only sections are adopted from the server's HTML instead of hydrated
// (app/components/static-island.tsx). Their links must still navigate inside the app, and a client-side
// navigation back to the home page must render them again.
const section = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name })

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

/** A mark on the window that only survives navigations that do not load a new document. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true))
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

test('a link in an adopted section navigates in the app, without loading a new document', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await markDocument(page)
  await section(page, 'Six reasons Utah boards choose us')
    .getByRole('link', { name: 'More on why boards choose us' })
    .click()
  await expect(page).toHaveURL(/\/why-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await sameDocument(page)).toBe(true)
})

test('back on the home page by a client-side link, the sections render again', async ({ page }) => {
  await gotoHydrated(page, '/about')
  await markDocument(page)
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  const cities = section(page, '30 cities across all 29 Utah counties')
  await expect(cities.getByRole('listitem')).toHaveCount(30)
  await expect(section(page, 'What boards and homeowners tell us').getByRole('figure')).toHaveCount(3)
  expect(await sameDocument(page)).toBe(true)
  // And their links are the router's own again.
  await cities.getByRole('link', { name: 'Contact Us for Your Area' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  expect(await sameDocument(page)).toBe(true)
})

test('a modified click (new tab) is left to the browser', async ({ page, context }) => {
  await gotoHydrated(page, '/')
  const link = section(page, 'What boards and homeowners tell us').getByRole('link', {
    name: 'Read more testimonials',
  })
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: [process.platform === 'darwin' ? 'Meta' : 'Control'] }),
  ])
  await popup.waitForLoadState()
  expect(new URL(popup.url()).pathname).toBe('/testimonials')
  await expect(page).toHaveURL(/\/$/)
})
