import { expect, expectNoAxeViolations, gotoHydrated, test, waitForHydration, type Page } from './fixtures'

// Spec section 4, "Cookie banner": shown 2 s after load while no choice is saved; simple and customize
// views; Accept All, Reject Non-Essential, Save Preferences or dismiss. Sections 3: localStorage keys.
const simpleView = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' })
const customizeView = (page: Page) => page.getByRole('region', { name: 'Customize cookies' })

type Stored = { consent: unknown; date: string | null }
const stored = (page: Page): Promise<Stored> =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('cookie-consent')
    return {
      consent: raw === null ? null : JSON.parse(raw),
      date: window.localStorage.getItem('cookie-consent-date'),
    }
  })

/** Freezes page time, so only runFor moves it, then opens / and waits until React has run its effects. */
async function openWithFrozenClock(page: Page) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  await gotoHydrated(page, '/')
}

async function showBanner(page: Page) {
  await openWithFrozenClock(page)
  await page.clock.runFor(2000)
  await expect(simpleView(page)).toBeVisible()
}

async function expectSavedAndGone(page: Page, consent: Record<string, boolean>) {
  await expect(simpleView(page)).toHaveCount(0)
  await expect(customizeView(page)).toHaveCount(0)
  const saved = await stored(page)
  expect(saved.consent).toEqual(consent)
  expect(saved.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  // The date is the moment of the choice, by the page's (frozen) clock.
  expect(saved.date).toBe(await page.evaluate(() => new Date().toISOString()))
}

/** After a reload, with page time well past the 2 s delay, the banner stays away. */
async function expectSuppressedAfterReload(page: Page) {
  await page.reload()
  await waitForHydration(page)
  await page.clock.runFor(2500)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(simpleView(page)).toHaveCount(0)
}

test('the banner appears 2 s after load, not before', async ({ page }) => {
  await openWithFrozenClock(page)
  await page.clock.runFor(1900)
  await expect(simpleView(page)).toHaveCount(0)
  await page.clock.runFor(100)
  await expect(simpleView(page)).toBeVisible()
  await expect(simpleView(page).getByRole('button', { name: 'Accept All' })).toBeVisible()
  expect(await stored(page)).toEqual({ consent: null, date: null })
})

test('Accept All saves every category and the banner stays away after a reload', async ({ page }) => {
  await showBanner(page)
  await simpleView(page).getByRole('button', { name: 'Accept All' }).click()
  await expectSavedAndGone(page, { necessary: true, functional: true, analytics: true, marketing: true })
  await expectSuppressedAfterReload(page)
})

test('Reject Non-Essential saves necessary only', async ({ page }) => {
  await showBanner(page)
  await simpleView(page).getByRole('button', { name: 'Reject Non-Essential' }).click()
  await expectSavedAndGone(page, { necessary: true, functional: false, analytics: false, marketing: false })
  await expectSuppressedAfterReload(page)
})

test('Customize, tick Analytics only, Save Preferences', async ({ page }) => {
  await showBanner(page)
  await simpleView(page).getByRole('button', { name: 'Customize' }).click()
  const view = customizeView(page)
  await expect(view).toBeVisible()
  await expect(simpleView(page)).toHaveCount(0)
  const necessary = view.getByRole('checkbox', { name: 'Necessary' })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  for (const name of ['Functional', 'Analytics', 'Marketing']) {
    await expect(view.getByRole('checkbox', { name })).not.toBeChecked()
    await expect(view.getByRole('checkbox', { name })).toBeEnabled()
  }
  await view.getByRole('checkbox', { name: 'Analytics' }).check()
  await view.getByRole('button', { name: 'Save Preferences' }).click()
  await expectSavedAndGone(page, { necessary: true, functional: false, analytics: true, marketing: false })
})

test('Back returns from Customize to the simple view', async ({ page }) => {
  await showBanner(page)
  await simpleView(page).getByRole('button', { name: 'Customize' }).click()
  await expect(customizeView(page)).toBeVisible()
  await customizeView(page).getByRole('button', { name: 'Back' }).click()
  await expect(simpleView(page)).toBeVisible()
  await expect(customizeView(page)).toHaveCount(0)
  await expect(simpleView(page).getByRole('button', { name: 'Reject Non-Essential' })).toBeVisible()
  expect(await stored(page)).toEqual({ consent: null, date: null })
})

test('Dismiss hides the banner without saving a choice', async ({ page }) => {
  await showBanner(page)
  await simpleView(page).getByRole('button', { name: 'Dismiss cookie banner' }).click()
  await expect(simpleView(page)).toHaveCount(0)
  await page.clock.runFor(5000)
  await expect(simpleView(page)).toHaveCount(0)
  expect(await stored(page)).toEqual({ consent: null, date: null })
})

test('footer Cookie Settings opens the customize view with the saved choice', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: true, functional: false }),
    )
    window.localStorage.setItem('cookie-consent-date', '2025-07-01T12:00:00.000Z')
  })
  await gotoHydrated(page, '/')
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click()
  const view = customizeView(page)
  await expect(view).toBeVisible()
  await expect(view.getByRole('checkbox', { name: 'Marketing' })).toBeChecked()
  await expect(view.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
  await view.getByRole('checkbox', { name: 'Functional' }).check()
  await view.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(view).toHaveCount(0)
  expect((await stored(page)).consent).toEqual({
    necessary: true,
    functional: true,
    analytics: false,
    marketing: true,
  })
})

test('axe finds nothing with the banner in each view', async ({ page }) => {
  await showBanner(page)
  await page.clock.resume()
  await expectNoAxeViolations(page)
  await simpleView(page).getByRole('button', { name: 'Customize' }).click()
  await expect(customizeView(page)).toBeVisible()
  await expectNoAxeViolations(page)
})

// Issue 15: the banner used to float over an open dialog, which makes the rest of the page inert: at 1280 a
// click on Accept All closed the dialog instead, at 375 the click landed on the page behind and the banner
// hid the dialog's lower third. While a dialog is open the banner now shows inside it.
const portalDialog = (page: Page) => page.getByRole('dialog', { name: 'Homeowner Portal Access' })

async function bannerOverOpenDialog(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 375 ? 667 : 900 })
  await openWithFrozenClock(page)
  await page.getByRole('main').getByRole('link', { name: 'Owner Login' }).first().click()
  // Page time is frozen: the dialog's code and its opening need a moment of it.
  await page.clock.runFor(300)
  await expect(portalDialog(page)).toBeVisible()
  await expect(simpleView(page)).toHaveCount(0)
  await page.clock.runFor(1700)
  await expect(portalDialog(page).getByRole('region', { name: 'Your cookie choices' })).toBeVisible()
}

for (const width of [1280, 375]) {
  test(`at ${width} px the banner over an open dialog works by pointer and keeps the dialog open`, async ({
    page,
  }) => {
    await bannerOverOpenDialog(page, width)
    // It covers none of the dialog's own controls: the Close button is what a tap at its centre reaches.
    const close = portalDialog(page).getByRole('button', { name: 'Close' })
    const box = (await close.boundingBox())!
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label'),
      [box.x + box.width / 2, box.y + box.height / 2],
    )
    expect(hit).toBe('Close')
    await portalDialog(page).getByRole('button', { name: 'Accept All' }).click()
    await expectSavedAndGone(page, { necessary: true, analytics: true, marketing: true, functional: true })
    await expect(portalDialog(page)).toBeVisible()
  })
}

test('axe finds nothing with the banner inside an open dialog at 375 px', async ({ page }) => {
  await bannerOverOpenDialog(page, 375)
  await page.clock.resume()
  await expectNoAxeViolations(page)
})

test('by keyboard: Tab inside the open dialog reaches the banner, and the choice is saved', async ({
  page,
}) => {
  await bannerOverOpenDialog(page, 1280)
  const reject = portalDialog(page).getByRole('button', { name: 'Reject Non-Essential' })
  for (let i = 0; i < 30 && !(await reject.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(reject).toBeFocused()
  await page.keyboard.press('Enter')
  await expectSavedAndGone(page, { necessary: true, analytics: false, marketing: false, functional: false })
  await expect(portalDialog(page)).toBeVisible()
  // Closed, the dialog gives the page back; a banner still waiting would float again (checked above).
  await page.keyboard.press('Escape')
  await expect(portalDialog(page)).toHaveCount(0)
})

test('a banner already showing moves into a dialog opened after it, and back out when it closes', async ({
  page,
}) => {
  await showBanner(page)
  await page.getByRole('main').getByRole('link', { name: 'Owner Login' }).first().click()
  await page.clock.runFor(300)
  await expect(portalDialog(page).getByRole('region', { name: 'Your cookie choices' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(portalDialog(page)).toHaveCount(0)
  await expect(simpleView(page)).toBeVisible()
  await simpleView(page).getByRole('button', { name: 'Reject Non-Essential' }).click()
  await expectSavedAndGone(page, { necessary: true, analytics: false, marketing: false, functional: false })
})
