import type { ElementHandle, Locator } from '@playwright/test'
import { expect, type Page } from './fixtures'

// What floats over the pages: the cookie banner, the chat button and the Provide Feedback button. A control
// with the keyboard focus, and the end of a page, must never be under any of them.

export const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' })

const floaters = (page: Page): Array<[string, Locator]> => [
  ['the cookie banner', page.getByRole('region', { name: /^(Your cookie choices|Customize cookies)$/ })],
  ['the chat button', page.getByRole('complementary', { name: 'Chat' })],
  ['the Feedback button', page.getByRole('complementary', { name: 'Feedback' })],
]

type Floater = { name: string; element: ElementHandle<HTMLElement | SVGElement> }

async function floatersShown(page: Page): Promise<Floater[]> {
  const found: Floater[] = []
  for (const [name, locator] of floaters(page)) {
    if ((await locator.count()) === 1) found.push({ name, element: await locator.elementHandle() })
  }
  return found
}

export type TabStop = { name: string; inBanner: boolean; coveredBy: string | null; skipLink: boolean }

/**
 * The element as a reader meets it: its name, whether it is in the cookie banner, and which floating control,
 * if any, is drawn over it: what the page shows at its centre and near its corners (inside the window) is part
 * of a floating control that does not hold it. Runs in the page, so it is self-contained.
 */
function inspect(element: Element, floating: Array<{ name: string; element: Element }>) {
  const label =
    element.getAttribute('aria-label') ??
    (element as HTMLInputElement).labels?.[0]?.textContent ??
    element.textContent ??
    ''
  const name = `${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 50)}"`
  const banner = floating.find((f) => f.name === 'the cookie banner')?.element
  const box = element.getBoundingClientRect()
  const spots = (a: number, b: number) => (b - a > 2 ? [a + 1, (a + b) / 2, b - 1] : [(a + b) / 2])
  let coveredBy: string | null = null
  if (box.width > 0 && box.height > 0)
    for (const x of spots(Math.max(box.left, 0), Math.min(box.right, window.innerWidth)))
      for (const y of spots(Math.max(box.top, 0), Math.min(box.bottom, window.innerHeight))) {
        const hit = document.elementFromPoint(x, y)
        const over = hit && floating.find((f) => f.element.contains(hit) && !f.element.contains(element))
        if (over && !coveredBy) coveredBy = over.name
      }
  return {
    name,
    inBanner: Boolean(banner?.contains(element)),
    coveredBy,
    skipLink: element.matches('a[href="#main"]'),
  }
}

/**
 * Presses Tab from the top of the page until the focus has gone round once, and says, for each control
 * that took the focus, whether a floating control covered it.
 */
export async function tabRound(page: Page, limit = 200): Promise<TabStop[]> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
  const floating = await floatersShown(page)
  const stops: TabStop[] = []
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab')
    const active = await page.evaluateHandle(() =>
      document.activeElement === document.body ? null : document.activeElement,
    )
    const element = active.asElement()
    const stop = element ? await element.evaluate(inspect, floating) : null
    // Round once: past the last control the focus leaves the page, or comes back to the skip link.
    if (!stop || (stop.skipLink && stops.length > 0)) return stops
    stops.push(stop)
  }
  throw new Error(`the focus did not go round the page in ${limit} presses of Tab`)
}

/** The controls a floating control covered while they had the focus, as "what: under which". */
export const coveredStops = (stops: TabStop[]) =>
  stops.filter((s) => s.coveredBy).map((s) => `${s.name}: under ${s.coveredBy}`)

/** Fails when a floating control covers the element where it is now shown. */
export async function expectClear(page: Page, target: Locator, what: string) {
  await expect(target).toBeVisible()
  const { coveredBy } = await target.evaluate(inspect, await floatersShown(page))
  expect(coveredBy, `${what} is under ${coveredBy}`).toBeNull()
}

/**
 * The element where a reader brings it: at the bottom of the window, as a link to it
 * puts it, and with the page scrolled to its very end; with `centred`, also in the middle of the window.
 */
export async function expectClearAtTheEnd(page: Page, target: Locator, what: string, centred = false) {
  if (centred) {
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await expectClear(page, target, `${what}, in the middle of the window`)
  }
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  await expectClear(page, target, `${what}, scrolled into view`)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  if (await target.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight))
    await expectClear(page, target, `${what}, at the end of the page`)
}
