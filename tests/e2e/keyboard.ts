import type { Locator, Page } from '@playwright/test'

/** Presses Tab (or Shift+Tab) until the element has focus: the keyboard is the only input. */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error('Tab never reached the element')
}

/** Tabs to the element, then presses a key on it (`times` times). */
export async function press(page: Page, target: Locator, key: string, times = 1) {
  await tabTo(page, target)
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key)
}
