/* global window, performance, Buffer */
// Prints the JavaScript a page loads in Chromium, raw and gzipped: before interaction (requested before React's
// first commit, the hydration: what the page needs to respond) and on idle afterwards (code fetched ahead of a
// first use, such as the mobile menu's dialog). Issue 16's budget is on the first figure.
// Usage: node scripts/bench/page-weight.mjs http://127.0.0.1:3000/ [more URLs...]
// PAGE_WEIGHT_LIST=1 lists every script with its gzipped size.
import { gzipSync } from 'node:zlib'
import { launchChromium } from '../chromium.mjs'
import { markHydration } from '../hydration-hook.mjs'

const urls = process.argv.slice(2)
if (urls.length === 0) throw new Error('usage: node scripts/bench/page-weight.mjs URL [URL...]')

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`
const browser = await launchChromium()
for (const url of urls) {
  const page = await browser.newPage()
  await page.addInitScript(markHydration)
  const scripts = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  // The page's own clock says which scripts it asked for once hydrated.
  const afterHydration = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= (window.__e2eHydratedAt ?? Infinity))
        .map((entry) => entry.name),
    ),
  )
  const totals = { start: { count: 0, raw: 0, gzip: 0 }, idle: { count: 0, raw: 0, gzip: 0 } }
  for (const request of scripts) {
    const idle = afterHydration.has(request.url())
    const body = (await (await request.response())?.body()) ?? Buffer.alloc(0)
    const gzip = gzipSync(body).length
    const total = idle ? totals.idle : totals.start
    total.count++
    total.raw += body.length
    total.gzip += gzip
    if (process.env.PAGE_WEIGHT_LIST)
      console.log(`  ${kb(gzip).padStart(10)}  ${idle ? 'idle ' : 'start'}  ${request.url()}`)
  }
  const { start, idle } = totals
  console.log(
    `${url}: before interaction ${start.count} scripts, ${kb(start.raw)} raw, ${kb(start.gzip)} gzipped;` +
      ` on idle ${idle.count} more, ${kb(idle.gzip)} gzipped`,
  )
  await page.close()
}
await browser.close()
