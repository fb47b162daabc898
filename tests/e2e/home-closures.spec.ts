import { expect, expectNoAxeViolations, gotoHydrated, skipCookieBanner, test, type Page } from './fixtures'

// The office-closure notice (spec section 1) on dates injected into the browser. The server renders with its
// own clock; after hydration the page must follow the browser's, so every check here is on the hydrated page.
const notice = (page: Page) => page.getByRole('region', { name: 'Holiday office closures' })

/** Opens / with the browser's clock set to the instant; `flowing` lets time run on (axe needs it to). */
async function openHomeOn(page: Page, isoInstant: string, { flowing = false } = {}) {
  if (flowing) await page.clock.install({ time: new Date(isoInstant) })
  else await page.clock.setFixedTime(new Date(isoInstant))
  await gotoHydrated(page, '/')
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

test('a week before Thanksgiving both closures are announced, in words, with the reopening', async ({
  page,
}) => {
  await openHomeOn(page, '2026-11-19T10:00:00-07:00')
  const items = notice(page).getByRole('listitem')
  await expect(items).toHaveText([
    'Thanksgiving: our offices are closed Thursday, November 26 and Friday, November 27. We reopen Monday, November 30 at 9:00 AM.',
    'Christmas: our offices are closed Thursday, December 24 through Saturday, December 26. We reopen Monday, December 28 at 9:00 AM.',
  ])
  await expect(notice(page)).toContainText('Emergencies are still answered 24/7')
})

test('Thanksgiving moves with the calendar: in 2027 it is November 25', async ({ page }) => {
  await openHomeOn(page, '2027-11-01T09:00:00-06:00')
  await expect(notice(page).getByRole('listitem').first()).toContainText(
    'Thursday, November 25 and Friday, November 26',
  )
})

test('on the last day of Thanksgiving it still shows, marked closed today', async ({ page }) => {
  // 06:30 UTC on the 28th is still 11:30 PM on the 27th in Utah.
  await openHomeOn(page, '2026-11-28T06:30:00Z')
  const thanksgiving = notice(page).getByRole('listitem').filter({ hasText: 'Thanksgiving' })
  await expect(thanksgiving).toContainText('Closed today')
  await expect(thanksgiving).toContainText('We reopen Monday, November 30')
})

test('the day after Thanksgiving only Christmas is left', async ({ page }) => {
  await openHomeOn(page, '2026-11-28T08:00:00-07:00')
  await expect(notice(page).getByRole('listitem')).toHaveCount(1)
  await expect(notice(page).getByRole('listitem')).toContainText('Christmas')
  await expect(notice(page)).not.toContainText('Thanksgiving')
})

test('after Christmas there is no notice at all', async ({ page }) => {
  await openHomeOn(page, '2026-12-27T09:00:00-07:00')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(notice(page)).toHaveCount(0)
})

test('in summer, months away from the holidays, there is no notice', async ({ page }) => {
  await openHomeOn(page, '2027-07-01T09:00:00-06:00')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(notice(page)).toHaveCount(0)
})

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`axe finds nothing on the home page with the notice and an open FAQ answer at ${width} px`, async ({
    page,
  }) => {
    test.slow() // axe over the whole long page takes a while on a shared machine
    await page.setViewportSize({ width, height })
    await openHomeOn(page, '2026-11-26T10:00:00-07:00', { flowing: true })
    await expect(notice(page)).toContainText('Closed today')
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    await faq.getByRole('button', { name: 'How much does HOA management cost?' }).click()
    await expect(faq.getByText(/no hidden fees/)).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
