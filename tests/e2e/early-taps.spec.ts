import {
  expect,
  isHydrated,
  skipCookieBanner,
  test,
  waitForHydration,
  watchHydration,
  type Page,
} from './fixtures'

// Issue 15 item 1: pages paint before their JavaScript runs (decision 0008), so a tap in between must not be
// lost. A control that opens a dialog is a link to the page with the same content, or its tap is kept and
// answered once the page is hydrated; the mobile menu works without JavaScript.

type Locate = (page: Page) => ReturnType<Page['getByRole']>
type Opens = { dialog: string } | { region: string } | { page: RegExp; heading: string }

const main = (page: Page) => page.getByRole('main')
const hero = (page: Page) => main(page).getByRole('region', { name: /Utah's premier HOA management company/ })
const card = (page: Page, name: string) =>
  main(page)
    .getByRole('region', { name: 'What can we help you with today?' })
    .getByRole('heading', { level: 3, name })
const footer = (page: Page) => page.getByRole('contentinfo')
const ownerLoginPage = { page: /\/owner-login$/, heading: 'Owner Login' }

/** At 1280 px on the home page: every control there that opens a dialog or the dialog's page. */
const desktopControls: Array<[string, Locate, Opens]> = [
  [
    'hero Get Started Today',
    (page) => hero(page).getByRole('button', { name: 'Get Started Today' }),
    { dialog: 'Get started with Wasatch Crest' },
  ],
  ['hero Owner Login', (page) => hero(page).getByRole('link', { name: 'Owner Login' }), ownerLoginPage],
  [
    'header Owner Login',
    (page) => page.getByRole('banner').getByRole('link', { name: 'Owner Login' }),
    ownerLoginPage,
  ],
  [
    'Quick Access Homeowner Portal',
    (page) => card(page, 'Homeowner Portal').getByRole('link'),
    ownerLoginPage,
  ],
  [
    'Quick Access Utah HOA law assistant',
    (page) => card(page, 'Utah HOA law assistant').getByRole('button'),
    { dialog: 'Utah HOA Law Assistant' },
  ],
  [
    'Quick Access Provide Feedback',
    (page) => card(page, 'Provide Feedback').getByRole('button'),
    { dialog: 'How are we doing?' },
  ],
  [
    'Quick Access Get a Quote',
    (page) => card(page, 'Get a Quote').getByRole('button'),
    { dialog: 'Get a Detailed Quote' },
  ],
  ['footer Owner Login', (page) => footer(page).getByRole('link', { name: 'Owner Login' }), ownerLoginPage],
  [
    'footer Privacy Policy',
    (page) => footer(page).getByRole('button', { name: 'Privacy Policy' }),
    { dialog: 'Privacy Policy' },
  ],
  [
    'footer Terms of Service',
    (page) => footer(page).getByRole('button', { name: 'Terms of Service' }),
    { dialog: 'Terms of Service' },
  ],
  [
    'footer Cookie Settings',
    (page) => footer(page).getByRole('button', { name: 'Cookie Settings' }),
    { region: 'Customize cookies' },
  ],
  [
    'floating Provide Feedback',
    (page) =>
      page.getByRole('complementary', { name: 'Feedback' }).getByRole('button', { name: 'Provide Feedback' }),
    { dialog: 'How are we doing?' },
  ],
]

/** Whether each click, in order, happened before the page was hydrated; recorded in the page as it happens. */
async function recordClicks(page: Page): Promise<boolean[]> {
  const beforeHydration: boolean[] = []
  await page.exposeFunction('__e2eClicked', (hydrated: boolean) => beforeHydration.push(!hydrated))
  await page.addInitScript(() => {
    const w = window as unknown as { __e2eHydrated?: boolean; __e2eClicked?: (hydrated: boolean) => void }
    // Registered before any of the page's scripts, so it sees every click first.
    window.addEventListener('click', () => w.__e2eClicked?.(w.__e2eHydrated === true), true)
  })
  return beforeHydration
}

/**
 * Opens `path` as a slow phone would, with the CPU four times slower, and returns at its first contentful
 * paint. Its scripts are held back until `hydrate()`, so however busy the machine, nothing clicked before
 * then can reach React: the click comes before hydration for certain, not by a race.
 */
async function openBeforeHydration(page: Page, path: string) {
  await skipCookieBanner(page)
  await watchHydration(page)
  const clicks = await recordClicks(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let hydrate = () => {}
  const scriptsReleased = new Promise<void>((resolve) => (hydrate = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased
    await route.continue().catch(() => undefined)
  })
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  expect(await isHydrated(page)).toBe(false)
  return { clicks, hydrate }
}

/** The first `count` clicks came before hydration (the page reports them as they happen). */
async function expectClickedBeforeHydration(clicks: boolean[], count = 1) {
  await expect.poll(() => clicks.slice(0, count)).toEqual(Array<boolean>(count).fill(true))
}

async function expectOpened(page: Page, opens: Opens) {
  // Hydration on the slowed CPU, then the dialog's own code: generous, as the machine may be busy too.
  const timeout = 30_000
  if ('dialog' in opens) {
    await expect(page.getByRole('dialog', { name: opens.dialog })).toBeVisible({ timeout })
  } else if ('region' in opens) {
    await expect(page.getByRole('region', { name: opens.region })).toBeVisible({ timeout })
  } else {
    await expect(page).toHaveURL(opens.page, { timeout })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opens.heading, { timeout })
  }
}

test.describe('tapped right after the first paint, before hydration', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const [label, locate, opens] of desktopControls) {
    const what = 'page' in opens ? 'its page' : 'dialog' in opens ? 'its dialog' : 'its panel'
    test(`${label} opens ${what}`, async ({ page }) => {
      const { clicks, hydrate } = await openBeforeHydration(page, '/')
      const control = locate(page)
      await control.click()
      await expectClickedBeforeHydration(clicks)
      if (!('page' in opens)) {
        // Kept, and shown as waiting, until the page can answer it.
        await expect(control).toHaveAttribute('aria-busy', 'true')
        hydrate()
      }
      // A link needs no script: those of the page it left stay held back.
      await expectOpened(page, opens)
    })
  }

  test('an FAQ question opens once, not opened and closed again', async ({ page }) => {
    const { clicks, hydrate } = await openBeforeHydration(page, '/')
    const question = main(page).getByRole('button', { name: 'Which Utah cities and counties do you serve?' })
    await question.click()
    await expectClickedBeforeHydration(clicks)
    hydrate()
    await waitForHydration(page)
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 })
    await expect(
      main(page).getByRole('region', { name: 'Which Utah cities and counties do you serve?' }),
    ).toBeVisible()
  })
})

test.describe('at 375 px, before hydration', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  const openMenu = (page: Page) => page.getByRole('button', { name: 'Open menu' })
  const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })

  test('the menu opens at once, stays open as the dialog once hydrated, and closes with Escape', async ({
    page,
  }) => {
    const { clicks, hydrate } = await openBeforeHydration(page, '/')
    await openMenu(page).click()
    await expect(menu(page)).toBeVisible()
    await expect(menu(page).getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveCount(6)
    await expectClickedBeforeHydration(clicks)

    hydrate()
    await waitForHydration(page)
    // Now the modal dialog: the page behind it, the button included, is hidden from assistive technology.
    await expect(openMenu(page)).toHaveCount(0, { timeout: 30_000 })
    await expect(menu(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu(page)).toHaveCount(0)
    await expect(openMenu(page)).toBeFocused()
  })

  test('Owner Login in the menu opens its page', async ({ page }) => {
    const { clicks } = await openBeforeHydration(page, '/')
    await openMenu(page).click()
    await menu(page).getByRole('link', { name: 'Owner Login' }).click()
    await expectClickedBeforeHydration(clicks, 2)
    // The scripts were never released: the page opened without them.
    await expectOpened(page, ownerLoginPage)
  })

  test('the chat button opens the chat dialog', async ({ page }) => {
    const { clicks, hydrate } = await openBeforeHydration(page, '/about')
    const chat = page
      .getByRole('complementary', { name: 'Chat' })
      .getByRole('button', { name: 'Chat with us' })
    await chat.click()
    await expectClickedBeforeHydration(clicks)
    await expect(chat).toHaveAttribute('aria-busy', 'true')
    hydrate()
    await expectOpened(page, { dialog: 'Chat with us' })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('at 375 px the menu opens, closes and leads to each page and to Owner Login', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/')
    const openMenu = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toHaveCount(0)
    await openMenu.click()
    await expect(menu).toBeVisible()
    const links = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')
    await expect(links).toHaveText(['Home', 'About Us', 'Testimonials', 'Why Us', 'Blog', 'Switch'])
    await expect(links.filter({ hasText: /^Home$/ })).toHaveAttribute('aria-current', 'page')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await openMenu.click()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await openMenu.click()
    await links.filter({ hasText: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
    await openMenu.click()
    await expect(links.filter({ hasText: 'About Us' })).toHaveAttribute('aria-current', 'page')
    await menu.getByRole('link', { name: 'Owner Login' }).click()
    await expectOpened(page, ownerLoginPage)
  })

  test('at 1280 px every Owner Login is a link to /owner-login', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const ownerLogins = [
      page.getByRole('banner').getByRole('link', { name: 'Owner Login' }),
      hero(page).getByRole('link', { name: 'Owner Login' }),
      card(page, 'Homeowner Portal').getByRole('link'),
      footer(page).getByRole('link', { name: 'Owner Login' }),
    ]
    for (const link of ownerLogins) await expect(link).toHaveAttribute('href', '/owner-login')
    await page.getByRole('banner').getByRole('link', { name: 'Owner Login' }).click()
    await expectOpened(page, ownerLoginPage)
  })
})
