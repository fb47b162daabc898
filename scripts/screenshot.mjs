// Screenshots of pages for a visual check: node scripts/screenshot.mjs URL OUT.png [width] [wait-ms]
import { launchChromium } from './chromium.mjs'

const [url, out, width = '1280', wait = '0'] = process.argv.slice(2)
const browser = await launchChromium()
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()))
page.on('pageerror', (e) => console.log('page error:', e.message))
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(Number(wait))
await page.screenshot({ path: out, fullPage: true })
await browser.close()
