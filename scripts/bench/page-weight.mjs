// Prints the JavaScript a page loads in Chromium before any interaction, raw and gzipped.
// Usage: node scripts/bench/page-weight.mjs http://127.0.0.1:3000/ [more URLs...]
import { gzipSync } from 'node:zlib'
import { launchChromium } from '../chromium.mjs'

const urls = process.argv.slice(2)
if (urls.length === 0) throw new Error('usage: node scripts/bench/page-weight.mjs URL [URL...]')

const browser = await launchChromium()
for (const url of urls) {
  const page = await browser.newPage()
  const scripts = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  let raw = 0
  let gzip = 0
  for (const response of scripts) {
    const body = await response.body()
    raw += body.length
    gzip += gzipSync(body).length
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`
  console.log(`${url}: ${scripts.length} scripts, ${kb(raw)} raw, ${kb(gzip)} gzipped`)
  await page.close()
}
await browser.close()
