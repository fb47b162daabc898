import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  settleAnimations,
  skipCookieBanner,
  test,
  type Page,
} from './fixtures'

// Spec section 2: below the medium breakpoint a side menu holds the header links and Owner Login,
// and closes when a link is chosen.
const headerLinks = ['Home', 'About Us', 'Testimonials', 'Why Us', 'Blog', 'Switch']

test.use({ viewport: { width: 375, height: 812 } })

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

const openButton = (page: Page) => page.getByRole('button', { name: 'Open menu' })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })

async function openMenu(page: Page) {
  await openButton(page).click()
  await expect(menu(page)).toBeVisible()
  await settleAnimations(page)
}

test('the desktop nav is hidden and the menu holds the six links and Owner Login', async ({ page }) => {
  await gotoHydrated(page, '/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(menu(page)).toHaveCount(0)
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false')

  await openMenu(page)
  // The modal hides the page behind it from assistive technology, the trigger included.
  await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(openButton(page)).toHaveCount(0)
  const links = menu(page).getByRole('navigation', { name: 'Mobile' }).getByRole('link')
  await expect(links).toHaveText(headerLinks)
  await expect(links.filter({ hasText: /^Home$/ })).toHaveAttribute('aria-current', 'page')
  // A link to the page with the portal dialog's content, which works before hydration too (issue 15).
  const ownerLogin = menu(page).getByRole('link', { name: 'Owner Login' })
  await expect(ownerLogin).toBeVisible()
  await expect(ownerLogin).toHaveAttribute('href', '/owner-login')
  // The whole menu fits on the small screen.
  const box = await menu(page).boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
})

test('choosing a link navigates and closes the menu', async ({ page }) => {
  await gotoHydrated(page, '/')
  await openMenu(page)
  await menu(page).getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(menu(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The next opening shows the new page as current.
  await openMenu(page)
  await expect(menu(page).getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(menu(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
    'aria-current',
    /.*/,
  )
})

test('Escape closes the menu and focus returns to the Open menu button', async ({ page }) => {
  await gotoHydrated(page, '/')
  await openMenu(page)
  // Focus moved into the menu.
  await expect.poll(() => menu(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(menu(page)).toHaveCount(0)
  await expect(openButton(page)).toBeFocused()
})

test('the Close menu button closes it too', async ({ page }) => {
  await gotoHydrated(page, '/')
  await openMenu(page)
  await menu(page).getByRole('button', { name: 'Close menu' }).click()
  await expect(menu(page)).toHaveCount(0)
  await expect(openButton(page)).toBeFocused()
})

test('no horizontal overflow on / at 375 px', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => document.fonts.ready)
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(375)
})

test('axe finds nothing with the menu open', async ({ page }) => {
  await gotoHydrated(page, '/')
  await openMenu(page)
  await expectNoAxeViolations(page)
})

test('a dialog opened from the menu returns focus to the Open menu button when it closes', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await openMenu(page)
  await menu(page).getByRole('link', { name: 'Owner Login' }).click()
  const portal = page.getByRole('dialog', { name: 'Homeowner Portal Access' })
  await expect(portal).toBeVisible()
  await expect(menu(page)).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(portal).toHaveCount(0)
  await expect(openButton(page)).toBeFocused()
})
