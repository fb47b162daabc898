import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { expect, test } from 'vitest'
import {
  deferHydration,
  deferModuleScript,
  findModuleScript,
  takeModulePreloads,
  withEarlyTapCapture,
} from './deferred-hydration.server'
import { EARLY_TAP_BUTTONS } from './early-tap'

// A document shaped as React Router streams it: preloads in <head>, the module script near the end of <body>.
const moduleScript =
  '<script nonce="abc123" type="module" async="">;\nimport * as route0 from "/assets/root-1.js";\n' +
  'window.__reactRouterManifest = {"routes":{"root":{"module":"/assets/root-1.js"}}};\n' +
  'import("/assets/entry.client-1.js");</script>'
const documentHtml =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Wasatch Crest — Utah’s HOA managers</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc123"/>' +
  '<link rel="modulepreload" href="/assets/framework-1.js" nonce="abc123"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="abc123"/></head>' +
  '<body><main><h1>Utah’s premier HOA management company</h1><p>Ñ, é, 🏔️ survive any split.</p></main>' +
  '<script nonce="abc123">window.__reactRouterContext = {};</script>' +
  moduleScript +
  '<script nonce="abc123">window.__reactRouterContext.streamController.close();</script></body></html>'

async function rewrite(chunks: Buffer[], nonce?: string): Promise<string> {
  return text(Readable.from(chunks).pipe(deferHydration(nonce)))
}

/** The document cut into pieces of `size` bytes, so tags and multi-byte characters fall across chunks. */
function split(html: string, size: number): Buffer[] {
  const bytes = Buffer.from(html)
  const chunks: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
  return chunks
}

test('the preloads leave <head>, in order, and nothing else in it changes', () => {
  const head = documentHtml.slice(0, documentHtml.indexOf('</head>'))
  const { html, hrefs } = takeModulePreloads(head)
  expect(hrefs).toEqual(['/assets/entry.client-1.js', '/assets/framework-1.js', '/assets/root-1.js'])
  expect(html).not.toContain('modulepreload')
  expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
  expect(html).toContain('<title>Wasatch Crest — Utah’s HOA managers</title>')
})

test('the module script is kept inert with its nonce and body, followed by the script that starts it', () => {
  const deferred = deferModuleScript(moduleScript, ['/assets/root-1.js'])
  expect(deferred).toContain('<script nonce="abc123" type="text/plain" id="deferred-hydration">')
  expect(deferred).toContain('import("/assets/entry.client-1.js");</script>')
  expect(findModuleScript(deferred)).toBeNull()
  const starter = /<script nonce="abc123">(.*)<\/script>$/.exec(deferred)?.[1] ?? ''
  expect(starter).toContain('["/assets/root-1.js"]')
  expect(starter).toContain('first-contentful-paint')
  // It must parse as JavaScript: a syntax error would leave every page unhydrated.
  expect(() => new Function(starter)).not.toThrow()
})

test('a preload address cannot close the starter script', () => {
  const deferred = deferModuleScript(moduleScript, ['/assets/</script><script>alert(1)//.js'])
  expect(deferred.match(/<\/script>/g)).toHaveLength(2)
})

test('streamed in any chunk size, the document comes out the same as rewritten whole', async () => {
  const whole = await rewrite([Buffer.from(documentHtml)])
  expect(whole).not.toContain('<link rel="modulepreload"')
  expect(whole).toContain('id="deferred-hydration"')
  expect(whole).toContain('<p>Ñ, é, 🏔️ survive any split.</p>')
  expect(whole.endsWith('streamController.close();</script></body></html>')).toBe(true)
  for (const size of [1, 2, 3, 7, 64, 199, 200, 201, 1000]) {
    expect(await rewrite(split(documentHtml, size)), `chunks of ${size} bytes`).toBe(whole)
  }
})

test('with the nonce, the script that keeps early taps leads <head>, ahead of the stylesheet', async () => {
  const html = await rewrite(split(documentHtml, 7), 'abc123')
  const capture =
    /^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"\/><script nonce="abc123">(.*?)<\/script><title>/.exec(
      html,
    )?.[1]
  expect(capture).toContain(JSON.stringify(EARLY_TAP_BUTTONS))
  expect(() => new Function(capture ?? 'syntax error')).not.toThrow()
  expect(html.indexOf('<script nonce="abc123">')).toBeLessThan(html.indexOf('rel="stylesheet"'))
  // Otherwise the document is rewritten as without it.
  expect(html.replace(`<script nonce="abc123">${capture}</script>`, '')).toBe(
    await rewrite([Buffer.from(documentHtml)]),
  )
})

test('the early-tap script goes right after <head> when no charset declaration leads, and a nonce cannot end its attribute', () => {
  expect(withEarlyTapCapture('<html><head><title>t</title>', 'n"x')).toMatch(
    /^<html><head><script nonce="n&quot;x">.*<\/script><title>t<\/title>$/,
  )
  expect(withEarlyTapCapture('<html><title>no head</title>', 'n')).toBe('<html><title>no head</title>')
})

test('a document without the module script passes through unchanged', async () => {
  const plain =
    '<!DOCTYPE html><html><head><title>Plain</title></head><body><p>Nothing to hydrate</p></body></html>'
  expect(await rewrite(split(plain, 5))).toBe(plain)
  expect(findModuleScript(plain)).toBeNull()
})
