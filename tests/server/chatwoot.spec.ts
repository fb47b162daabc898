import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { gotoHydrated, skipCookieBanner } from '../e2e/fixtures'
import { launchServer, tempDataDir, type RunningServer } from './support'

// DESIGN.md "Chat" with CHATWOOT_* set: the real Chatwoot cannot run here, so a tiny fake one on loopback
// serves an SDK that defines window.chatwootSDK and window.$chatwoot and renders a widget element, as the
// real SDK does, and a /widget page for the dialog.
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const TOKEN = 'fake-website-token'
const FAKE_SDK = `
window.chatwootSDK = {
  run: function (options) {
    window.__chatwootRun = options;
    var holder = document.createElement('div');
    holder.className = 'woot-widget-holder';
    holder.setAttribute('role', 'region');
    holder.setAttribute('aria-label', 'Chatwoot conversation');
    holder.style.cssText = 'position:fixed;right:80px;bottom:100px;width:320px;height:360px;background:#fff;border:1px solid #888;display:none';
    holder.textContent = 'Fake Chatwoot widget';
    document.body.appendChild(holder);
    window.$chatwoot = {
      isOpen: false,
      toggle: function (state) {
        this.isOpen = state ? state === 'open' : !this.isOpen;
        holder.style.display = this.isOpen ? 'block' : 'none';
      },
    };
  },
};`

let fake: http.Server
let fakeOrigin: string
let server: RunningServer
const requests: string[] = []

test.beforeAll(async () => {
  fake = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    if (req.url === '/packs/js/sdk.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' })
      return res.end(FAKE_SDK)
    }
    if (req.url?.startsWith('/widget?')) {
      res.writeHead(200, { 'Content-Type': 'text/html' })
      return res.end(
        '<!doctype html><html lang="en"><title>Chat</title><main><p>Fake Chatwoot chat page</p></main></html>',
      )
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  fakeOrigin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
  server = await launchServer({
    DATA_DIR: tempDataDir(),
    CHATWOOT_BASE_URL: fakeOrigin,
    CHATWOOT_WEBSITE_TOKEN: TOKEN,
  })
})

test.afterAll(async () => {
  server?.proc.kill('SIGTERM')
  await server?.exited
  await new Promise((resolve) => fake?.close(resolve))
})

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page)
})

test('the CSP lets the Chatwoot origin serve scripts, frames and connections', async ({ request }) => {
  const csp = (await request.get(`${server.origin}/`)).headers()['content-security-policy']!
  for (const directive of ['script-src', 'frame-src', 'connect-src']) {
    expect(csp.split('; ').find((d) => d.startsWith(directive))).toContain(fakeOrigin)
  }
})

test('on a desktop the button loads the SDK once, with the nonce, and toggles the Chatwoot widget', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, `${server.origin}/`)
  expect(requests).not.toContain('/packs/js/sdk.js')
  const button = page
    .getByRole('complementary', { name: 'Chat' })
    .getByRole('button', { name: 'Chat with us' })
  await button.click()
  const widget = page.getByRole('region', { name: 'Chatwoot conversation' })
  await expect(widget).toBeVisible()
  expect(await page.evaluate(() => (window as { __chatwootRun?: unknown }).__chatwootRun)).toEqual({
    websiteToken: TOKEN,
    baseUrl: fakeOrigin,
  })
  const script = page.locator(`script[src="${fakeOrigin}/packs/js/sdk.js"]`)
  await expect(script).toHaveCount(1)
  expect(await script.evaluate((s: HTMLScriptElement) => s.nonce.length)).toBeGreaterThan(0)

  await expect(widget.getByRole('button', { name: 'Close chat' })).toBeVisible()
  await page.mouse.click(200, 450)
  await expect(widget).toBeHidden()

  await button.click()
  await expect(widget).toBeVisible()
  await widget.getByRole('button', { name: 'Close chat' }).click()
  await expect(widget).toBeHidden()
  expect(requests.filter((r) => r === '/packs/js/sdk.js')).toHaveLength(1)
})

test('when the SDK cannot load, the dialog opens after 2 s with Chatwoot’s widget page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.route('**/packs/js/sdk.js', (route) => route.abort())
  await gotoHydrated(page, `${server.origin}/`)
  await page
    .getByRole('complementary', { name: 'Chat' })
    .getByRole('button', { name: 'Chat with us' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Chat with us' })
  await expect(dialog).toBeVisible({ timeout: 5000 })
  await expect(dialog.locator('iframe[title="Chat assistant"]')).toHaveAttribute(
    'src',
    `${fakeOrigin}/widget?website_token=${TOKEN}`,
  )
})

test('at 375 px the dialog embeds Chatwoot’s widget page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, `${server.origin}/`)
  await page
    .getByRole('complementary', { name: 'Chat' })
    .getByRole('button', { name: 'Chat with us' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Chat with us' })
  await expect(dialog.getByText('Available 24/7')).toBeVisible()
  await expect(
    page.frameLocator('iframe[title="Chat assistant"]').getByText('Fake Chatwoot chat page'),
  ).toBeVisible()
})
