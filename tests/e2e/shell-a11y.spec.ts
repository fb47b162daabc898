import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// The shell (spec section 2) at desktop and phone widths: no axe violations, and the floating
// Provide Feedback button is visible and reachable from the keyboard with a visible focus ring.
// The floating one, in its own landmark: the home page's Quick Access grid has a Provide Feedback card too.
const feedbackButton = (page: Page) => {
  const floating = page.getByRole('complementary', { name: 'Feedback' })
  return floating
    .getByRole('button', { name: 'Provide Feedback' })
    .or(floating.getByRole('link', { name: 'Provide Feedback' }))
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('axe finds nothing on /', async ({ page }) => {
      await gotoHydrated(page, '/')
      await expectNoAxeViolations(page)
    })

    test('axe finds nothing on the 404 page', async ({ page }) => {
      const response = await gotoHydrated(page, '/no-such-page')
      expect(response?.status()).toBe(404)
      await expectNoAxeViolations(page)
    })

    test('Provide Feedback is visible, keyboard reachable and shows its focus', async ({ page }) => {
      test.slow() // it Tabs through the whole home page, one round trip per stop
      await gotoHydrated(page, '/')
      const button = feedbackButton(page)
      await expect(button).toBeVisible()
      await expect(button).toBeInViewport()

      let presses = 0
      while (presses < 100 && !(await button.evaluate((el) => el === document.activeElement))) {
        await page.keyboard.press('Tab')
        presses++
      }
      await expect(button).toBeFocused()
      const outline = await button.evaluate((el) => {
        const style = getComputedStyle(el)
        return {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          matches: el.matches(':focus-visible'),
        }
      })
      expect(outline.matches).toBe(true)
      expect(outline.style).not.toBe('none')
      expect(outline.width).toBeGreaterThan(0)
    })
  })
}
