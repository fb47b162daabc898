import { expect, expectNoAxeViolations, type Page } from './fixtures'

export const PHONE = { width: 375, height: 812 }
export const DESKTOP = { width: 1280, height: 900 }

/** Zero axe violations at a phone's and a desktop's size, nothing wider than the phone; ends at the phone. */
export async function expectAccessibleAtBothSizes(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page)
  }
  await page.setViewportSize(PHONE)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0)
}
