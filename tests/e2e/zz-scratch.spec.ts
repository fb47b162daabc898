import { test, expect, gotoHydrated } from './fixtures'

test('clock experiment', async ({ page }) => {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  await gotoHydrated(page, '/')
  const t0 = await page.evaluate(() => Date.now())
  console.log('hydrated; fake now', t0)
  const banner = page.getByRole('region', { name: 'Your cookie choices' })
  await page.waitForTimeout(500)
  console.log('visible after real 500ms?', await banner.isVisible())
  await page.clock.runFor(1900)
  console.log('visible at 1900?', await banner.isVisible())
  await page.clock.runFor(100)
  await expect(banner).toBeVisible()
  await page.reload()
  console.log('after reload now', await page.evaluate(() => Date.now()))
})
