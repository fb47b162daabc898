import { expect, test } from '@playwright/test'

// The production server as a browser or a load balancer meets it.

test('every page carries the security headers, and scripts run only with this response nonce', async ({
  request,
}) => {
  const response = await request.get('/')
  const csp = response.headers()['content-security-policy']!
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  expect(csp).toContain("frame-ancestors 'self'")
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const html = await response.text()
  const inlineScripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map(
    (m) => m[1]!,
  )
  expect(inlineScripts.length).toBeGreaterThan(0)
  for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`)
  const second = await request.get('/')
  expect(second.headers()['content-security-policy']).not.toContain(nonce!)
})

test('HSTS is sent only over HTTPS (here: behind a proxy that says so)', async ({ request }) => {
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined()
  const https = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })
  expect(https.headers()['strict-transport-security']).toMatch(/max-age=31536000/)
})

test('HTML is compressed and never stored by shared caches; hashed assets are immutable for a year', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(page.headers()['content-encoding']).toBe('gzip')
  expect(page.headers()['cache-control']).toMatch(/private/)
  const html = await page.text()
  const assets = [...new Set(html.match(/\/assets\/[\w-]+\.js/g) ?? [])]
  expect(assets.length).toBeGreaterThan(0)
  let compressed = 0
  for (const asset of assets) {
    const js = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    // Bodies under compression's 1 KiB threshold (the bundler's tiny runtime chunk) go as they are.
    if ((await js.body()).length < 1024) continue
    expect(js.headers()['content-encoding'], asset).toBe('gzip')
    compressed++
  }
  expect(compressed).toBeGreaterThan(0)
})

test('the home page is server-rendered HTML with its head tags', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('<h1')
  expect(html).toMatch(/Utah(&#x27;|')s premier HOA management company/)
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/)
  expect(html).toContain('property="og:title"')
})

test('healthz answers 200 while the database is reachable', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
})

test('unknown pages are 404 HTML; unknown API paths are 404 JSON with a message', async ({ request }) => {
  const page = await request.get('/definitely/not/here')
  expect(page.status()).toBe(404)
  expect(await page.text()).toContain('We could not find that page')
  const api = await request.post('/api/nothing-here', { data: {} })
  expect(api.status()).toBe(404)
  expect(await api.json()).toEqual({ message: 'There is no API endpoint at this address.' })
})

test('each response has a request id, and a well-formed incoming id is kept', async ({ request }) => {
  expect((await request.get('/')).headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  const traced = await request.get('/', { headers: { 'X-Request-Id': 'lb-trace-12345678' } })
  expect(traced.headers()['x-request-id']).toBe('lb-trace-12345678')
})

test('robots.txt and sitemap.xml describe the public site only', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /staff')
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  expect(xml).toContain('<loc>')
  expect(xml).not.toMatch(/test-remount|\/vote|\/results|\/staff|survey-responses/)
})

test('static pages are served from one render, each copy with its own nonce and request id', async ({
  request,
}) => {
  const first = await request.get('/')
  const second = await request.get('/')
  expect(second.headers()['x-page-cache']).toBe('hit')
  for (const response of [first, second]) {
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy']!)![1]!
    const html = await response.text()
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
    expect(html).toContain(response.headers()['x-request-id']!)
  }
  // A query string may change a page, so it is rendered afresh.
  expect((await request.get('/?utm_source=test')).headers()['x-page-cache']).toBeUndefined()
})
