import { randomBytes } from 'node:crypto'
import type { Request as ExpressRequest, RequestHandler } from 'express'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { cachedPaths } from '~/content/pages'
import { utahToday } from '~/lib/dates'

/** The page cut at its placeholders: `parts[i]`, then the value of `slots[i]`, ..., then the last part. */
type CachedPage = { day: string; parts: Buffer[]; slots: Slot[]; headers: Array<[string, string]> }
type Slot = 'nonce' | 'requestId' | 'origin'

// Response headers that belong to the one response they came with, never to a copy.
const PER_RESPONSE = new Set(['content-length', 'set-cookie', 'x-request-id', 'content-security-policy'])

/**
 * Serves the static marketing pages (content/pages.ts `cached`) from one render a day (issue 3: "served
 * without rendering on every request"). The copy is rendered with random placeholder tokens where the
 * per-response CSP nonce and request id go, and each response swaps in its own, so the nonce policy
 * holds. Pages change with Utah's date (closure notice, copyright year), so a copy lives one day.
 * The site's origin (the Host header's, when PUBLIC_ORIGIN is not set) is a placeholder too, so there is
 * one copy per path whatever Host a client sends (issue 14: a copy per Host grew without bound).
 */
export function pageCache(options: {
  build: ServerBuild
  mode: string
  loadContext: (req: ExpressRequest) => AppLoadContext
}): RequestHandler {
  const render = createRequestHandler(options.build, options.mode)
  const nonceToken = `n${randomBytes(12).toString('hex')}`
  const requestIdToken = `r${randomBytes(12).toString('hex')}`
  const originId = `o${randomBytes(12).toString('hex')}`
  const originToken = `http://${originId}.invalid`
  // One capturing group, so that split() keeps each token between the parts it separates.
  const tokens = new RegExp(`(${nonceToken}|${requestIdToken}|${originToken.replaceAll('.', '\\.')})`)
  const pages = new Map<string, CachedPage>()
  const pending = new Map<string, Promise<CachedPage | null>>()

  async function renderCopy(req: ExpressRequest, key: string, day: string): Promise<CachedPage | null> {
    const context = {
      ...options.loadContext(req),
      cspNonce: nonceToken,
      requestId: requestIdToken,
      origin: originToken,
    }
    const url = new URL(req.path, originToken)
    const response = await render(new Request(url, { headers: { 'x-page-cache': 'render' } }), context)
    // Only a complete, ordinary page is worth keeping; anything else is rendered per request.
    if (response.status !== 200) return null
    const html = await response.text()
    // The origin written some other way (URL-encoded, say) could not be swapped back: render per request.
    const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name))
    if (html.replaceAll(originToken, '').includes(originId)) return null
    if (headers.some(([, value]) => value.includes(originId))) return null
    const slotOf: Record<string, Slot> = {
      [nonceToken]: 'nonce',
      [requestIdToken]: 'requestId',
      [originToken]: 'origin',
    }
    const pieces = html.split(tokens)
    // Kept encoded: a response is then a copy of bytes, not a 60 KB string built and encoded twice.
    const parts = pieces.filter((_, i) => i % 2 === 0).map((part) => Buffer.from(part))
    const slots = pieces.filter((_, i) => i % 2 === 1).map((token) => slotOf[token]!)
    const page: CachedPage = { day, parts, slots, headers }
    pages.set(key, page)
    return page
  }

  // Utah's date, worked out at most once a second rather than on every response.
  let known = { second: -1, day: '' }
  const today = () => {
    const second = Math.floor(Date.now() / 1000)
    if (known.second !== second) known = { second, day: utahToday() }
    return known.day
  }

  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !cachedPaths.has(req.path)) return next()
    if (req.originalUrl !== req.path) return next() // a query string may change the page: render it
    try {
      const day = today()
      const key = req.path
      let page = pages.get(key)
      let state = 'hit'
      if (page?.day !== day) {
        state = 'miss'
        let rendering = pending.get(key)
        if (!rendering) {
          rendering = renderCopy(req, key, day).finally(() => pending.delete(key))
          pending.set(key, rendering)
        }
        page = (await rendering) ?? undefined
      }
      if (!page) return next()
      for (const [name, value] of page.headers) res.setHeader(name, value)
      res.setHeader('X-Page-Cache', state)
      const values: Record<Slot, string> = {
        nonce: String(res.locals.cspNonce),
        requestId: String(req.id),
        origin: options.loadContext(req).origin,
      }
      const chunks = [page.parts[0]!]
      let length = chunks[0]!.length
      for (let i = 0; i < page.slots.length; i++) {
        const value = Buffer.from(values[page.slots[i]!])
        chunks.push(value, page.parts[i + 1]!)
        length += value.length + page.parts[i + 1]!.length
      }
      // Written part by part (one writev), not joined: a copy of the page per response was a fifth of the
      // time of a cached page, in the copying and in collecting it after (issue 16). res.end, not res.send:
      // each copy differs (its nonce), so an ETag hashed from it would never match.
      res.setHeader('Content-Length', length)
      res.status(200)
      res.cork()
      for (const chunk of chunks) res.write(chunk)
      res.end()
      res.uncork()
    } catch (error) {
      next(error)
    }
  }
}
