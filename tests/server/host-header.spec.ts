import fs from 'node:fs'
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { launchServer, tempDataDir, type RunningServer } from './support'

// Issue 14, item 1: the page cache once kept a copy of each page per Host header, so a client sending
// new Host values grew the server without bound. With PUBLIC_ORIGIN unset (the default), as here.
test.describe.configure({ mode: 'serial' })

const PAGES = ['/', '/about', '/why-us', '/contact']

function get(server: RunningServer, path: string, host: string) {
  return new Promise<{ status: number; cache: string | undefined; body: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: server.port, path, headers: { host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: res.headers['x-page-cache'] as string, body }),
      )
    })
    req.on('error', reject)
  })
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

let server: RunningServer
test.beforeAll(async () => {
  server = await launchServer({ DATA_DIR: tempDataDir() })
})
test.afterAll(async () => {
  server.proc.kill('SIGTERM')
  await server.exited
})

test('one cached copy serves every Host, each response with its own origin in its links', async () => {
  await get(server, '/about', 'first.example')
  const other = await get(server, '/about', 'hoa.example.com:8080')
  expect(other.cache).toBe('hit')
  expect(other.body).toContain('http://hoa.example.com:8080/about')
  expect(other.body).not.toContain('first.example')
  // A Host that is not a plain host name never reaches the page: links name localhost instead.
  const hostile = await get(server, '/about', 'x"><script>alert(1)</script>')
  expect(hostile.status).toBe(200)
  expect(hostile.body).not.toContain('alert(1)')
  expect(hostile.body).toMatch(/http:\/\/localhost:\d+\/about/)
})

test('3,000 requests with distinct Host headers grow the server by less than 50 MB', async () => {
  // RSS rises and falls with garbage collection, so what is kept is read as the lowest RSS over a steady run
  // of ordinary requests, before and after: a copy per Host (the old cache) would stay in it.
  const steadyLowest = async () => {
    let lowest = Infinity
    for (let i = 0; i < 400; i++) {
      await get(server, PAGES[i % PAGES.length]!, 'hoa.example.com')
      if (i % 5 === 0) lowest = Math.min(lowest, rssMb(server.proc.pid!))
    }
    return lowest
  }
  await steadyLowest() // past the start's own garbage
  const before = Math.min(await steadyLowest(), await steadyLowest())
  for (let batch = 0; batch < 150; batch++)
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const n = batch * 20 + i
        return get(server, PAGES[n % PAGES.length]!, `h${n}.attacker.example`).then((r) => {
          expect(r.cache).toBe('hit')
        })
      }),
    )
  const grown = Math.min(await steadyLowest(), await steadyLowest(), await steadyLowest()) - before
  console.log(`lowest RSS grew ${grown.toFixed(1)} MB over 3,000 distinct Host headers`)
  expect(grown).toBeLessThan(50)
})
