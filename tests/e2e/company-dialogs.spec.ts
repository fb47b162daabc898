import { reasons } from '../../app/content/reasons'
import { testimonials } from '../../app/content/testimonials'
import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// Spec section 2, "Dialogs": Our Story, Why Choose and Testimonials ("Testimonials holds six static
// entries"), reachable from any page. Each opens from two pages here, is named by its title, locks the page
// behind it, closes on Escape and hands focus back to the button that opened it.
type Opener = { path: string; button: string }
type Case = {
  title: string
  /** Two pages, each with its own button that opens the dialog. */
  openers: [Opener, Opener]
  /** What the dialog must hold. */
  expectContent: (dialog: ReturnType<Page['getByRole']>) => Promise<void>
  link: { name: string; path: string; h1: string }
}

const cases: Case[] = [
  {
    title: 'Our Story',
    openers: [
      { path: '/testimonials', button: 'Our story' },
      { path: '/why-us', button: 'Our story' },
    ],
    expectContent: async (dialog) => {
      await expect(dialog).toHaveAccessibleDescription(/since 2016/)
      await expect(dialog.getByText(/opened in 2016 in Salt Lake City/)).toBeVisible()
      await expect(dialog.getByRole('listitem').first()).toContainText('2016')
      await expect(dialog.getByText(/CMCA designation.*AMS designation/)).toBeVisible()
    },
    link: { name: 'Read our full story', path: '/about', h1: 'Managing Utah communities since 2016' },
  },
  {
    title: 'Why Choose Wasatch Crest',
    openers: [
      { path: '/about', button: 'Why boards choose us' },
      { path: '/testimonials', button: 'Why boards choose us' },
    ],
    expectContent: async (dialog) => {
      await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(reasons.map((r) => r.title))
      for (const reason of reasons) await expect(dialog.getByText(reason.summary)).toBeVisible()
    },
    link: { name: 'Compare the details', path: '/why-us', h1: 'Why Utah boards choose Wasatch Crest' },
  },
  {
    title: 'Testimonials',
    openers: [
      { path: '/about', button: 'Read what boards say' },
      { path: '/why-us', button: 'Read what boards say' },
    ],
    expectContent: async (dialog) => {
      await expect(dialog).toHaveAccessibleDescription(/5\.0 average from 6 reviews/)
      const items = dialog.getByRole('listitem')
      await expect(items).toHaveCount(6)
      await expect(items).toContainText(testimonials.map((t) => t.author))
      await expect(dialog.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(6)
    },
    link: { name: 'Open the testimonials page', path: '/testimonials', h1: 'What boards and partners say' },
  },
]

const opener = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true })

/** Radix locks page scroll (react-remove-scroll): body marked data-scroll-locked with overflow hidden. */
async function expectScrollLocked(page: Page, locked: boolean) {
  const body = page.locator('body')
  if (locked) await expect(body).toHaveAttribute('data-scroll-locked', /\d+/)
  else await expect(body).not.toHaveAttribute('data-scroll-locked', /.*/)
  await expect
    .poll(() => body.evaluate((el) => getComputedStyle(el).overflow))
    .toBe(locked ? 'hidden' : 'visible')
}

/** Wheel turns over the backdrop, both ways, must not move the page (it could move at least one way). */
async function expectPageDoesNotScroll(page: Page) {
  const before = await page.evaluate(() => window.scrollY)
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  expect(room).toBeGreaterThan(300)
  await page.mouse.move(4, 4)
  for (const delta of [600, -600]) {
    await page.mouse.wheel(0, delta)
    await page.waitForTimeout(150)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  }
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

for (const { title, openers, expectContent, link } of cases) {
  for (const { path, button } of openers) {
    test(`${title} opens from ${path}, locks the page, and Escape hands focus back`, async ({ page }) => {
      await gotoHydrated(page, path)
      const trigger = opener(page, button)
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
      await trigger.click()

      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(1)
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await expectContent(dialog)
      await expectScrollLocked(page, true)
      await expectPageDoesNotScroll(page)

      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(trigger).toBeFocused()
      await expectScrollLocked(page, false)
    })
  }

  test(`${title}: the Close button closes it and returns focus, keyboard only`, async ({ page }) => {
    const { path, button } = openers[0]
    await gotoHydrated(page, path)
    const trigger = opener(page, button)
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })

  test(`${title} links to ${link.path} and closes on the way`, async ({ page }) => {
    const { path, button } = openers[1]
    await gotoHydrated(page, path)
    await opener(page, button).click()
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.getByRole('link', { name: link.name }).click()
    await expect(page).toHaveURL(new RegExp(`${link.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.h1)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectScrollLocked(page, false)
  })

  for (const width of [1280, 375]) {
    test(`axe finds nothing with ${title} open at ${width} px`, async ({ page }) => {
      // A full axe scan of a long page takes 10-25 s on a loaded 2-core machine.
      test.slow()
      await page.setViewportSize({ width, height: 800 })
      const { path, button } = openers[0]
      await gotoHydrated(page, path)
      await opener(page, button).click()
      await expect(page.getByRole('dialog', { name: title })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
}
