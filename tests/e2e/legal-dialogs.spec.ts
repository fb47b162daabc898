import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// Spec section 2, "Dialogs": Privacy Policy and Terms of Service, effective June 26, 2025; the Terms
// dialog's link to Privacy closes Terms and opens Privacy.
const footerButton = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('button', { name })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** Radix locks page scroll with react-remove-scroll: a data-scroll-locked attribute on body and a style making it overflow: hidden. */
async function expectScrollLocked(page: Page, locked: boolean) {
  const body = page.locator('body')
  if (locked) await expect(body).toHaveAttribute('data-scroll-locked', /\d+/)
  else await expect(body).not.toHaveAttribute('data-scroll-locked', /.*/)
  await expect
    .poll(() => body.evaluate((el) => getComputedStyle(el).overflow))
    .toBe(locked ? 'hidden' : 'visible')
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
  await gotoHydrated(page, '/')
})

test('Privacy Policy opens from the footer, locks scroll, and Escape returns focus', async ({ page }) => {
  await expectScrollLocked(page, false)
  await footerButton(page, 'Privacy Policy').click()
  const privacy = dialog(page, 'Privacy Policy')
  await expect(privacy).toBeVisible()
  await expect(privacy).toHaveAccessibleDescription('Effective June 26, 2025')
  // Said once, under the title (issue 15: it was printed twice).
  await expect(privacy.getByText('Effective June 26, 2025')).toHaveCount(1)
  await expect(privacy.getByRole('heading', { level: 3 }).first()).toBeVisible()
  await expectScrollLocked(page, true)

  // The page behind does not move on a wheel turn.
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(20, 20)
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(200)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)

  await page.keyboard.press('Escape')
  await expect(privacy).toHaveCount(0)
  await expect(footerButton(page, 'Privacy Policy')).toBeFocused()
  await expectScrollLocked(page, false)
})

test('Terms hands over to Privacy, and closing Privacy returns focus to the Terms button', async ({
  page,
}) => {
  await footerButton(page, 'Terms of Service').click()
  const terms = dialog(page, 'Terms of Service')
  await expect(terms).toBeVisible()
  await expect(terms).toHaveAccessibleDescription('Effective June 26, 2025')
  await expect(terms.getByText('Effective June 26, 2025')).toHaveCount(1)
  await expectScrollLocked(page, true)

  await terms.getByRole('button', { name: 'Read our Privacy Policy' }).click()
  await expect(terms).toHaveCount(0)
  const privacy = dialog(page, 'Privacy Policy')
  await expect(privacy).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expectScrollLocked(page, true)

  await privacy.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(footerButton(page, 'Terms of Service')).toBeFocused()
  await expectScrollLocked(page, false)
})

test('focus stays inside an open dialog', async ({ page }) => {
  await footerButton(page, 'Terms of Service').click()
  const terms = dialog(page, 'Terms of Service')
  await expect(terms).toBeVisible()
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await terms.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
})

for (const name of ['Privacy Policy', 'Terms of Service']) {
  test(`axe finds nothing with the ${name} dialog open`, async ({ page }) => {
    await footerButton(page, name).click()
    await expect(dialog(page, name)).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
