// Renders public/favicon.ico, apple-touch-icon.png and og-image.png from the SVG mark with Chromium.
// Run after changing public/favicon.svg: node scripts/make-icons.mjs
import { Buffer } from 'node:buffer'
import fs from 'node:fs'
import { launchChromium } from './chromium.mjs'

const svg = fs.readFileSync('public/favicon.svg', 'utf8')
const browser = await launchChromium()
const page = await browser.newPage()

async function renderHtml(html, width, height) {
  await page.setViewportSize({ width, height })
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`)
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } })
}
const icon = (size) => renderHtml(svg.replace('<svg ', `<svg width="${size}" height="${size}" `), size, size)

// An .ico holding one 32 px PNG (every current browser reads PNG-in-ICO).
const png32 = await icon(32)
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(1, 4)
header.writeUInt8(32, 6)
header.writeUInt8(32, 7)
header.writeUInt16LE(1, 10)
header.writeUInt16LE(32, 12)
header.writeUInt32LE(png32.length, 14)
header.writeUInt32LE(22, 18)
fs.writeFileSync('public/favicon.ico', Buffer.concat([header, png32]))
fs.writeFileSync('public/apple-touch-icon.png', await icon(180))

const og = `
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:linear-gradient(135deg,#0f2640,#1c4572);
  font-family:Georgia,serif;color:#fff;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:28px">${svg.replace('<svg ', '<svg width="120" height="120" ')}
    <div style="font-size:56px;font-weight:700">Wasatch Crest<div style="font:600 26px sans-serif;letter-spacing:4px;color:#b3cce6">HOA MANAGEMENT</div></div></div>
  <div style="font-size:60px;line-height:1.15;max-width:1000px">Utah's premier HOA management company, led by certified managers</div>
  <div style="font:500 28px sans-serif;color:#d9e6f3">Salt Lake City · St. George · Statewide coverage · 24/7 emergency line</div>
</div>`
fs.writeFileSync('public/og-image.png', await renderHtml(og, 1200, 630))
await browser.close()
