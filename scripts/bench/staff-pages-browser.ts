import type { Browser, Page } from '@playwright/test'
import type { StaffPagePath } from './staff-pages-data'

// The browser side of `npm run bench:staff-pages`: how long a staff page takes, on the page's own clock,
// to show its heading (an h1 in <main> that was not there before) and to be usable (that heading, the
// router idle, and nothing in <main> busy or showing a Loading spinner). Times are from the navigation's
// start: the document request for a load, the router's navigate() call for a move between staff pages.

export type Timing = { h1: number; usable: number }

declare global {
  interface Window {
    __staffBench?: { result: Partial<Timing>; watch: (start: number, path: string) => void }
    __reactRouterDataRouter?: {
      navigate: (to: string) => Promise<void>
      state: { initialized: boolean; navigation: { state: string } }
    }
  }
}

/**
 * Installed in every document before its scripts: watches each frame until the page is usable. A string,
 * not a function: tsx would add its own helpers to a function's source, and the page has none of them.
 */
const PROBE = `(() => {
  const bench = {
    result: {},
    watch(start, path) {
      const old = document.querySelector('main h1')
      const oldText = old ? old.textContent : ''
      const result = {}
      bench.result = result
      const frame = () => {
        const h1 = document.querySelector('main h1')
        const fresh = h1 && h1.textContent.trim() && (h1 !== old || h1.textContent !== oldText)
        if (fresh && h1.checkVisibility() && result.h1 === undefined) result.h1 = performance.now() - start
        const router = window.__reactRouterDataRouter
        const settled =
          router && router.state.initialized &&
          router.state.navigation.state === 'idle' &&
          window.location.pathname === path &&
          !document.querySelector('main[aria-busy="true"], main [aria-busy="true"]') &&
          !document.querySelector('main [role="status"][aria-label="Loading"]')
        if (result.h1 !== undefined && settled) result.usable = performance.now() - start
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
  }
  window.__staffBench = bench
  bench.watch(0, window.location.pathname)
})()`

async function usable(page: Page, label: string): Promise<Timing> {
  try {
    await page.waitForFunction(() => window.__staffBench?.result.usable !== undefined, null, {
      timeout: 30_000,
    })
  } catch {
    throw new Error(`${label}: not usable within 30 s (${page.url()})`)
  }
  return page.evaluate(() => window.__staffBench!.result as Timing)
}

/** A browser tab signed in with `token`, the probe in every document. */
export async function benchPage(browser: Browser, origin: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } })
  await context.addInitScript((bearer) => {
    window.localStorage.setItem('election_token', bearer)
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
    )
    window.localStorage.setItem('cookie-consent-date', new Date().toISOString())
  }, token)
  await context.addInitScript({ content: PROBE })
  return context.newPage()
}

/** The page opened by its address (a new document), as a bookmark or a reload does. */
export async function timeLoad(page: Page, target: StaffPagePath): Promise<Timing> {
  await page.goto(target.path, { waitUntil: 'commit' })
  return usable(page, target.label)
}

/** The page reached from the staff page already open, as a link in the back office does. */
export async function timeNavigation(page: Page, target: StaffPagePath): Promise<Timing> {
  await page.evaluate((path) => {
    window.__staffBench!.watch(performance.now(), path)
    void window.__reactRouterDataRouter!.navigate(path)
  }, target.path)
  return usable(page, target.label)
}
