import { expect, gotoHydrated, skipCookieBanner, test } from './fixtures'

// The FAQ accordion by keyboard alone (spec section 1; WAI-ARIA accordion pattern).
test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

test('Tab reaches a question, Enter and Space open it, arrows move between questions', async ({ page }) => {
  await gotoHydrated(page, '/')
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  const question = (name: string | RegExp) => faq.getByRole('button', { name })
  const first = question('Which Utah cities and counties do you serve?')
  const second = question('What qualifications do your community managers have?')
  const last = question('What services are included in full-service management?')

  // Start on the control just before the FAQ and Tab into it.
  await page.getByRole('link', { name: 'Read more testimonials' }).focus()
  await page.keyboard.press('Tab')
  await expect(first).toBeFocused()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByText(/30 listed cities across all 29 Utah counties/)).toBeHidden()

  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.getByText(/30 listed cities across all 29 Utah counties/)).toBeVisible()
  await expect(
    faq.getByRole('region', { name: 'Which Utah cities and counties do you serve?' }),
  ).toBeVisible()

  await page.keyboard.press('ArrowDown')
  await expect(second).toBeFocused()
  await page.keyboard.press('Space')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.getByText(/CMCA \(Certified Manager of Community Associations\)/)).toBeVisible()
  // One answer at a time: opening the second closed the first.
  await expect(first).toHaveAttribute('aria-expanded', 'false')

  await page.keyboard.press('ArrowUp')
  await expect(first).toBeFocused()
  await page.keyboard.press('End')
  await expect(last).toBeFocused()
  await page.keyboard.press('Home')
  await expect(first).toBeFocused()

  // Enter on the open question closes it again.
  await second.focus()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByText(/CMCA \(Certified Manager of Community Associations\)/)).toBeHidden()
})
