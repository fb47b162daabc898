import type { APIRequestContext, Locator } from '@playwright/test'
import { adminHeaders, openElectionOnUnits } from './election-setup'
import { expect, expectNoAxeViolations, gotoHydrated, settleAnimations, test, type Page } from './fixtures'
import { cookieBanner, coveredStops, expectClear, expectClearAtTheEnd, tabRound } from './floating'

// WCAG 2.2 "Focus Not Obscured": the cookie banner, the chat button and the Provide Feedback button never
// cover the control that has the keyboard focus, nor the end of a page, on a phone (375 px) or a desktop.

const PHONE = { width: 375, height: 667 }
const DESKTOP = { width: 1280, height: 800 }
const measure = {
  kind: 'measure',
  title: 'Resurface the pool',
  threshold: { numerator: 1, denominator: 2, base: 'yes_no' },
}
const plurality = (title: string, seats: number, labels: string[]) => ({
  kind: 'candidates',
  title,
  seats,
  options: labels.map((label) => ({ label })),
})

/** A ballot with a race (and a write-in) and a measure: answers the path of its voting link. */
async function ballotPath(request: APIRequestContext): Promise<string> {
  const race = plurality('Board of Trustees', 2, ['Ana Reyes', 'Dale Whitaker', 'Carmen Ortiz'])
  const contests = [{ ...race, writeIn: true }, measure]
  const { tokens } = await openElectionOnUnits(request, await adminHeaders(request), ['Lot 1'], contests)
  return `/vote/${tokens[0]}`
}

/** Published results of a one-seat race two units tied, settled by a coin toss: answers their path. */
async function tiedResultsPath(request: APIRequestContext): Promise<string> {
  const admin = await adminHeaders(request)
  const contests = [plurality('Director', 1, ['Alice Park', 'Bo Chen'])]
  const { ids: election, tokens } = await openElectionOnUnits(request, admin, ['Lot 1', 'Lot 2'], contests)
  const race = election.contests[0]!
  for (const [i, token] of tokens.entries()) {
    const choices = [{ contestId: race.id, optionIds: [race.options[i]!.id] }]
    const cast = await request.post(`/api/elections/ballot/${token}`, { data: { choices } })
    expect(cast.status()).toBe(201)
  }
  const step = (path: string, data?: unknown) =>
    request.post(`/api/elections/${election.id}/${path}`, { headers: admin, data })
  expect((await step('close')).status()).toBe(200)
  const tie = { contestId: race.id, resolution: 'coin', winnerOptionIds: [race.options[1]!.id] }
  expect((await step('ties', { ...tie, note: 'Tossed at the meeting.' })).ok()).toBe(true)
  for (const path of ['certify', 'publish']) expect((await step(path)).status()).toBe(200)
  return `/results/${election.id}`
}

/** Opens the page as a first visit (no cookie choice saved) and waits for the banner to show. */
async function openWithBanner(page: Page, path: string) {
  await gotoHydrated(page, path)
  await expect(cookieBanner(page)).toBeVisible()
  await settleAnimations(page)
}

for (const size of [PHONE, DESKTOP]) {
  test(`at ${size.width} px with the cookie banner showing, Tab reaches it first and nothing floating covers the focus`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000) // four pages tabbed through and scanned, on a shared two-core machine
    const ballot = await ballotPath(request)
    await page.setViewportSize(size)
    for (const path of [ballot, '/survey-2025', '/landlord-tenant', '/contact']) {
      await openWithBanner(page, path)
      const stops = await tabRound(page)
      expect(stops.length, `${path}: the controls Tab went through`).toBeGreaterThan(10)
      // A region the reader must act on: right after the skip link, before the page's header.
      expect.soft(stops[1]?.inBanner, `${path}: the banner is second in the focus order`).toBe(true)
      expect.soft(coveredStops(stops), `${path}: controls covered while focused`).toEqual([])
      await expectNoAxeViolations(page)
    }
  })
}

test('at 375 px the end of the ballot, of the results and of the footer is clear of what floats', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const pages: Array<[string, (page: Page) => Array<[string, Locator]>]> = [
    [
      await ballotPath(request),
      (p) => {
        const rows = p.getByRole('group', { name: /^Resurface the pool/ }).getByRole('listitem')
        return [
          ['the ballot’s Yes row', rows.filter({ hasText: /^Yes$/ })],
          ['the ballot’s last choice row', rows.last()],
        ]
      },
    ],
    [
      await tiedResultsPath(request),
      (p) => [['the tie note', p.getByText(/^Tie at the last seat resolved/)]],
    ],
    ['/contact', () => []],
  ]
  const footerEnd = (p: Page): Array<[string, Locator]> => [
    ['the footer’s copyright line', p.getByRole('contentinfo').getByText(/^© \d{4} /)],
    [
      'the footer’s Cookie Settings',
      p.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }),
    ],
  ]
  await page.setViewportSize(PHONE)
  for (const [path, ends] of pages) {
    await openWithBanner(page, path)
    for (const [what, target] of [...ends(page), ...footerEnd(page)])
      await expectClearAtTheEnd(page, target, what)
  }
  // Once the choice is made, nothing floats in the middle of the window either.
  await cookieBanner(page).getByRole('button', { name: 'Accept All' }).click()
  await expect(cookieBanner(page)).toHaveCount(0)
  for (const [path, ends] of pages) {
    await gotoHydrated(page, path)
    for (const [what, target] of [...ends(page), ...footerEnd(page)])
      await expectClearAtTheEnd(page, target, what, true)
  }
})

test('at 375 px a control focused before the banner shows is moved clear of it', async ({ page }) => {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/contact')
  // Tabbed to, so it sits at the bottom of the window, where the banner is about to show.
  const send = page.getByRole('button', { name: 'Send Message' })
  for (let i = 0; i < 60 && !(await send.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab')
  await expect(send).toBeFocused()
  await page.clock.runFor(2000)
  await expect(cookieBanner(page)).toBeVisible()
  await page.clock.resume()
  await settleAnimations(page)
  await expect(send).toBeFocused()
  await expectClear(page, send, 'Send Message')
})

test('without JavaScript at 375 px nothing floating covers the focus or the end of the page', async ({
  browser,
  request,
}) => {
  const ballot = await ballotPath(request)
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const page = await context.newPage()
  for (const path of [ballot, '/contact']) {
    await page.goto(path)
    expect.soft(coveredStops(await tabRound(page)), `${path}: controls covered while focused`).toEqual([])
    const footer = page.getByRole('contentinfo')
    await expectClearAtTheEnd(page, footer.getByText(/^© \d{4} /), 'the footer’s copyright line', true)
  }
  await context.close()
})
