import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { markHydration } from '../../scripts/hydration-hook.mjs'

/** Saves a cookie choice before the page loads, so the banner stays away in journeys about other things. */
export async function skipCookieBanner(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
    )
    window.localStorage.setItem('cookie-consent-date', new Date().toISOString())
  })
}

/**
 * Zero axe violations (WCAG 2.2 A and AA) on what the page shows, once its transitions and animations have
 * settled: a colour half-way through a transition, or a toast sliding in, is not what a reader sees. Nor is
 * the page a navigation is leaving: the back office dims its main area (aria-busy) until the next page's
 * data arrives, and a heading both pages share can be visible before that. `whileLoading` scans the
 * back office's loading state itself (its heading and spinner, aria-busy).
 */
export async function expectNoAxeViolations(page: Page, options: { whileLoading?: boolean } = {}) {
  if (!options.whileLoading) await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0)
  await settleAnimations(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/**
 * Each test is a visitor of its own address. The journeys' server trusts one proxy hop (TRUST_PROXY=1, as
 * behind a load balancer), so a per-test X-Forwarded-For gives each test, its pages and its API calls, a
 * client address of its own. Without it every journey signs in from 127.0.0.1, and past 30 sign-ins in 15
 * minutes (the per-address budget) the later journeys were refused.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    let n = 0
    for (const char of testInfo.testId) n = (n * 31 + char.charCodeAt(0)) >>> 0
    const address = `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${(n & 253) + 1}`
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': address })
  },
})
export { expect }
export type { Page }

/**
 * Marks each document once React has hydrated it and run its effects, through the hook React
 * reports commits to (the one React DevTools uses). Added once per page; kept across reloads.
 */
const hydrationWatched = new WeakSet<Page>()
export async function watchHydration(page: Page) {
  if (hydrationWatched.has(page)) return
  hydrationWatched.add(page)
  await page.addInitScript(markHydration)
}

/** Waits until the current document is hydrated and its mount effects have run (needs gotoHydrated first). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __e2eHydrated?: boolean }).__e2eHydrated === true)
}

/**
 * The scripts the current document asked for before React hydrated it and after, by path, on the page's own
 * clock (needs gotoHydrated first).
 */
export async function scriptsAroundHydration(page: Page): Promise<{ before: string[]; after: string[] }> {
  return page.evaluate(() => {
    const hydratedAt = (window as unknown as { __e2eHydratedAt?: number }).__e2eHydratedAt ?? Infinity
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    const path = (entry: PerformanceEntry) => new URL(entry.name).pathname
    return {
      before: scripts.filter((entry) => entry.startTime < hydratedAt).map(path),
      after: scripts.filter((entry) => entry.startTime >= hydratedAt).map(path),
    }
  })
}

/** Whether React has hydrated the current document yet (needs watchHydration before the page loads). */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eHydrated?: boolean }).__e2eHydrated === true)
}

/** page.goto, then waits until React has hydrated the page, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await watchHydration(page)
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/** Waits for the page's finite CSS animations (dialog fade-ins, slide-ins) to end, so scans see the settled page. */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}
