import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { languagePreference } from './language'

// The middleware in front of a stand-in for React Router, which answers with the path it was asked for.
// Which pages have Spanish is the test's own: /election-system and /vote/:token here, whatever
// app/i18n/pages.ts lists at the time. One server uses the real list, to show what it never touches.
const bilingual = (path: string) => path === '/election-system' || /^\/vote\/[^/]+$/.test(path)
const servers: http.Server[] = []
let origin = ''
let realOrigin = ''

async function start(middleware: express.RequestHandler) {
  const app = express()
  app.use(middleware)
  app.use((req, res) => void res.status(200).send(`page ${req.originalUrl}`))
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  origin = await start(languagePreference({ secure: false, hasSpanish: bilingual }))
  realOrigin = await start(languagePreference({ secure: false }))
})

afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))))

const get = (path: string, { cookie, base = origin }: { cookie?: string; base?: string } = {}) =>
  fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

describe('?lang= (the language switch)', () => {
  test('?lang=es remembers Spanish for a year and 303s to the /es/ address without the query', async () => {
    const response = await get('/election-system?lang=es')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es/election-system')
    expect(response.headers.get('set-cookie')).toBe(
      `lang=es; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`,
    )
  })

  test('the rest of the query string is kept', async () => {
    const response = await get('/vote/abc?step=review&lang=es&x=1')
    expect(response.headers.get('location')).toBe('/es/vote/abc?step=review&x=1')
  })

  test('?lang=en on a Spanish address remembers English and goes back to the English one', async () => {
    const response = await get('/es/vote/abc?lang=en', { cookie: 'lang=es' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/vote/abc')
    expect(response.headers.get('set-cookie')).toMatch(/^lang=en; /)
  })

  test('behind HTTPS the cookie is Secure', async () => {
    const secureOrigin = await start(languagePreference({ secure: true, hasSpanish: bilingual }))
    const response = await get('/election-system?lang=es', { base: secureOrigin })
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/)
  })

  test('a language the site does not have is ignored: the page is served as asked', async () => {
    const response = await get('/election-system?lang=fr')
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.text()).toBe('page /election-system?lang=fr')
  })
})

describe('the remembered language', () => {
  test('an English address of a bilingual page redirects to the Spanish one, query and all', async () => {
    const response = await get('/vote/abc?step=2', { cookie: 'theme=dark; lang=es' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/es/vote/abc?step=2')
    expect(response.headers.get('vary')).toMatch(/Cookie/)
  })

  test('a Spanish address is served as it is, whatever the cookie says', async () => {
    for (const cookie of ['lang=en', 'lang=es', undefined]) {
      const response = await get('/es/vote/abc', { cookie })
      expect([cookie, response.status]).toEqual([cookie, 200])
      expect(await response.text()).toBe('page /es/vote/abc')
    }
  })

  test('an English address with the English cookie, no cookie or a strange one is served as it is', async () => {
    for (const cookie of ['lang=en', undefined, 'lang=xx', 'lang=', 'language=es']) {
      const response = await get('/election-system', { cookie })
      expect([cookie, response.status]).toEqual([cookie, 200])
    }
  })

  test('a bilingual page’s answer varies with the cookie, so no cache hands one visitor’s language to another', async () => {
    const response = await get('/election-system')
    expect(response.headers.get('vary')).toMatch(/Cookie/)
  })

  test('a page without Spanish is never redirected, and its answer does not vary with the cookie', async () => {
    for (const path of ['/about', '/results/1/extra', '/staff/communities']) {
      const response = await get(path, { cookie: 'lang=es' })
      expect([path, response.status]).toEqual([path, 200])
      expect(response.headers.get('vary')).toBeNull()
    }
    const asked = await get('/about?lang=es')
    expect(asked.status).toBe(200)
    expect(asked.headers.get('set-cookie')).toBeNull()
  })

  test('only GET and HEAD are redirected: a form post goes where it was sent', async () => {
    const response = await fetch(`${origin}/vote/abc`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: 'lang=es' },
    })
    expect(response.status).toBe(200)
  })
})

test('with the real list of pages, the back office is never touched', async () => {
  const response = await get('/staff/communities?lang=es', { base: realOrigin, cookie: 'lang=es' })
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('page /staff/communities?lang=es')
})
