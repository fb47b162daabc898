import { expect, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// Spec section 2, "Shell on every page": header links, footer links and resources, skip link.
const headerLinks = ['Home', 'About Us', 'Testimonials', 'Why Us', 'Blog', 'Switch']

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const navLink = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

test('on / only Home is the current page', async ({ page }) => {
  await page.goto('/')
  await expect(mainNav(page).getByRole('link')).toHaveText(headerLinks)
  await expect(navLink(page, 'Home')).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1)
})

for (const [path, current] of [
  ['/about', 'About Us'],
  ['/blog/some-article', 'Blog'],
  ['/switch', 'Switch'],
] as const) {
  test(`on ${path} the ${current} link is current and Home is not`, async ({ page }) => {
    await page.goto(path)
    await expect(navLink(page, current)).toHaveAttribute('aria-current', 'page')
    await expect(navLink(page, 'Home')).not.toHaveAttribute('aria-current', /.*/)
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1)
  })
}

test('the highlight follows client-side navigation', async ({ page }) => {
  await gotoHydrated(page, '/')
  await navLink(page, 'Why Us').click()
  await expect(page).toHaveURL(/\/why-us$/)
  await expect(navLink(page, 'Why Us')).toHaveAttribute('aria-current', 'page')
  await expect(navLink(page, 'Home')).not.toHaveAttribute('aria-current', /.*/)
  await navLink(page, 'Home').click()
  await expect(page).toHaveURL(/\/$/)
  await expect(navLink(page, 'Home')).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1)
})

test('footer links, resources and copyright', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('navigation', { name: 'Links' }).getByRole('link')).toHaveText([
    'About',
    'Testimonials',
    'Why Us',
    'Switch',
    'Blog',
  ])

  const resources = footer.getByRole('navigation', { name: 'Resources' })
  for (const name of ['Payment Portal', 'Document Requests', 'Homeowner Guide']) {
    const link = resources.getByRole('link', { name })
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
    await expect(link).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/)
  }
  const lawLink = resources.getByRole('link', { name: 'Utah HOA Law Assistant' })
  await expect(lawLink).toHaveAttribute('href', '/utah-law-gpt')
  await expect(lawLink).not.toHaveAttribute('target', /.*/)

  const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', year: 'numeric' }).format(
    new Date(),
  )
  await expect(footer.getByText(/©/)).toHaveText(new RegExp(`^©\\s*${year}\\b`))
})

test('"Skip to content" is the first Tab stop and moves focus to main', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page).toHaveURL(/#main$/)
})
