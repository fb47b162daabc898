import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// Spec section 2, /test-remount: each new mount of the probes starts fresh (empty form, closed dialog,
// counter at zero), and the page stays out of search results.
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name' })
const counterText = (page: Page) => page.getByText(/^Clicks inside the dialog in this mount: \d+$/)
const mountLog = (page: Page) => page.getByRole('region', { name: 'Mount log' }).getByRole('listitem')

/** Dirties both probes: text in the form, two counted clicks in the dialog, which is then closed. */
async function dirtyProbes(page: Page) {
  await nameField(page).fill('Ada Lovelace')
  await expect(page.getByText('Typed characters in this mount: 12')).toBeVisible()
  await page.getByRole('button', { name: 'Open probe dialog' }).click()
  const dialog = page.getByRole('dialog', { name: 'Probe dialog' })
  await expect(dialog).toBeVisible()
  const count = dialog.getByRole('button', { name: /^Count a click/ })
  await count.click()
  await count.click()
  await expect(count).toHaveText('Count a click (2)')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(counterText(page)).toHaveText('Clicks inside the dialog in this mount: 2')
}

async function expectFreshMount(page: Page, generation: number) {
  await expect(page.getByText(`Mounted (mount #${generation})`)).toBeVisible()
  await expect(nameField(page)).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')
  await expect(counterText(page)).toHaveText('Clicks inside the dialog in this mount: 0')
  await expect(page.getByRole('dialog', { name: 'Probe dialog' })).toHaveCount(0)
  await expect(mountLog(page).first()).toHaveText(new RegExp(`^Mount #${generation}:.*fresh$`))
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
  await gotoHydrated(page, '/test-remount')
})

test('the page asks search engines to stay away', async ({ page }) => {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(page.getByRole('heading', { level: 1, name: 'Remount diagnostics' })).toBeVisible()
})

test('Remount starts the form and the dialog fresh', async ({ page }) => {
  await expectFreshMount(page, 1)
  await dirtyProbes(page)
  await page.getByRole('button', { name: 'Remount' }).click()
  await expectFreshMount(page, 2)
  await expect(mountLog(page)).toHaveCount(2)
  // The dialog opens again with its counter at zero.
  await page.getByRole('button', { name: 'Open probe dialog' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Probe dialog' }).getByRole('button', { name: /^Count a click/ }),
  ).toHaveText('Count a click (0)')
})

test('Unmount, then Mount, starts fresh too', async ({ page }) => {
  await dirtyProbes(page)
  await page.getByRole('button', { name: 'Unmount' }).click()
  await expect(page.getByText('Unmounted', { exact: true })).toBeVisible()
  await expect(nameField(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open probe dialog' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Unmount' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Mount', exact: true }).click()
  await expectFreshMount(page, 2)
  await expect(page.getByRole('button', { name: 'Mount', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Unmount' })).toBeVisible()
})

test('axe finds nothing on the page', async ({ page }) => {
  await expectNoAxeViolations(page)
})

test('axe finds nothing with the probe dialog open', async ({ page }) => {
  await page.getByRole('button', { name: 'Open probe dialog' }).click()
  await expect(page.getByRole('dialog', { name: 'Probe dialog' })).toBeVisible()
  await expectNoAxeViolations(page)
})
