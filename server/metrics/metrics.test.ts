import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { setupServerBuild, startTestApp, type TestApp } from '../../tests/setup/test-app'
import { setupTestDatabase } from '../../tests/setup/test-database'
import { enqueueMail } from '~/features/mail/outbox.server'
import { METRICS_UNAUTHORIZED_MESSAGE } from './metrics-endpoint'

// GET /metrics of the app the server runs, over HTTP, on the test database.

const TOKEN = 'test-metrics-token-0123456789'
const t = setupTestDatabase()
const server = setupServerBuild()

const apps: TestApp[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
})

async function start(env: Record<string, string> = { METRICS_TOKEN: TOKEN }) {
  const app = await startTestApp(t.db, server.build, { env, databaseHandle: t.handle })
  apps.push(app)
  return app
}

const scrape = (app: TestApp, authorization = `Bearer ${TOKEN}`) =>
  fetch(`${app.origin}/metrics`, { headers: { Authorization: authorization } })

/** A GET read to its end: the server counts a request once its answer is sent. */
async function get(app: TestApp, path: string): Promise<number> {
  const response = await fetch(`${app.origin}${path}`)
  await response.arrayBuffer()
  return response.status
}

type Sample = { name: string; labels: Record<string, string>; value: number }

/** The samples of Prometheus' text format: `name{label="value",...} number`, comments left out. */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!
      const pairs = [...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]])
      return { name: name!, labels: Object.fromEntries(pairs), value: Number(value) }
    })
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
async function valueOf(app: TestApp, name: string, labels: Record<string, string> = {}) {
  const found = samples(await (await scrape(app)).text()).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )
  expect(found.length).toBeLessThanOrEqual(1)
  return found[0]?.value
}

describe('GET /metrics', () => {
  test('without METRICS_TOKEN there is no such page: the site’s 404', async () => {
    const app = await start({})
    const response = await scrape(app)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  })

  test('without the token, or with another, a 401 asking for a bearer token, cached nowhere', async () => {
    const app = await start()
    for (const authorization of ['', `Bearer ${TOKEN}x`, 'Bearer wrong', `Basic ${TOKEN}`]) {
      const response = await scrape(app, authorization)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toBe(METRICS_UNAUTHORIZED_MESSAGE)
    }
  })

  test('with the token: the Prometheus text format, never cached, with the process metrics', async () => {
    const app = await start()
    const response = await scrape(app, `bearer ${TOKEN}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(text).toContain('# TYPE hoa_http_requests_total counter')
    expect(text).toContain('# TYPE hoa_http_request_duration_seconds histogram')
    const names = new Set(samples(text).map((s) => s.name))
    for (const name of [
      'hoa_process_resident_memory_bytes',
      'hoa_nodejs_eventloop_lag_seconds',
      'hoa_nodejs_eventloop_lag_p99_seconds',
      'hoa_elections_open',
      'hoa_ballots_cast_today',
      'hoa_outbox_oldest_unsent_age_seconds',
      'hoa_db_pool_open_connections',
      'hoa_db_pool_max_connections',
    ])
      expect(names).toContain(name)
    const errors = samples(text).filter((s) => s.name === 'hoa_metrics_scrape_errors_total')
    expect(errors.map((s) => [s.labels.source, s.value])).toEqual([
      ['outbox', 0],
      ['elections', 0],
      ['backups', 0],
    ])
  })
})

describe('requests', () => {
  test('a page counts under its route pattern and status, never its address', async () => {
    const app = await start()
    const token = 'Zm9vYmFyYmF6cXV4LXRva2VuLXZhbHVlLTEyMw'
    const ballot = await get(app, `/vote/${token}?from=email`)
    expect(await get(app, '/about')).toBe(200)
    await get(app, '/about')
    expect(await get(app, '/no/such/page')).toBe(404)
    const text = await (await scrape(app)).text()
    expect(text).not.toContain(token)
    expect(text).not.toContain('from=email')
    const requests = (route: string, status: number) =>
      valueOf(app, 'hoa_http_requests_total', { route, method: 'GET', status: String(status) })
    expect(await requests('/vote/:token', ballot)).toBe(1)
    expect(await requests('/about', 200)).toBe(2)
    expect(await requests('unmatched', 404)).toBe(1)
    const timed = { route: '/about', method: 'GET', status: '200' }
    expect(await valueOf(app, 'hoa_http_request_duration_seconds_count', timed)).toBe(2)
    expect(await valueOf(app, 'hoa_http_request_duration_seconds_bucket', { ...timed, le: '10' })).toBe(2)
  })

  test('each app counts its own requests', async () => {
    const first = await start()
    const second = await start()
    await get(first, '/about')
    const about = { route: '/about', method: 'GET', status: '200' }
    expect(await valueOf(first, 'hoa_http_requests_total', about)).toBe(1)
    expect(await valueOf(second, 'hoa_http_requests_total', about)).toBeUndefined()
  })
})

describe('rate-limit refusals', () => {
  const feedback = (app: TestApp) =>
    fetch(`${app.origin}/api/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.origin },
      body: JSON.stringify({ rating: 5 }),
    })

  test('a 429 of the API budget counts for the limit `api`', async () => {
    const app = await start({ METRICS_TOKEN: TOKEN, API_RATE_LIMIT_PER_MINUTE: '2' })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push(await get(app, '/api/blog-posts'))
    expect(statuses).toEqual([200, 200, 429])
    expect(await valueOf(app, 'hoa_rate_limit_refusals_total', { limiter: 'api' })).toBe(1)
  })

  test('a 429 of a form’s limit, decided inside the route, counts for that form', async () => {
    const app = await start({ METRICS_TOKEN: TOKEN, FORM_RATE_LIMIT_PER_HOUR: '1' })
    expect((await feedback(app)).status).toBe(201)
    expect((await feedback(app)).status).toBe(429)
    expect((await feedback(app)).status).toBe(429)
    expect(await valueOf(app, 'hoa_rate_limit_refusals_total', { limiter: 'form-feedback' })).toBe(2)
    expect(await valueOf(app, 'hoa_rate_limit_refusals_total', { limiter: 'api' })).toBeUndefined()
  })
})

describe('read at scrape time', () => {
  const mail = { kind: 'notification', to: ['office@example.com'], subject: 'Hello', text: 'Hello' }

  test('the outbox by status, and the age of its oldest unsent message', async () => {
    const app = await start()
    expect(await valueOf(app, 'hoa_outbox_oldest_unsent_age_seconds')).toBe(0)
    const old = await enqueueMail(t.db, mail)
    await t.db.execute(
      sql`update outbox_messages set created_at = now() - interval '1 hour' where id = ${old.id}`,
    )
    await enqueueMail(t.db, mail)
    const sent = await enqueueMail(t.db, mail)
    await t.db.execute(sql`update outbox_messages set status = 'sent' where id = ${sent.id}`)
    const outbox = (status: string) => valueOf(app, 'hoa_outbox_messages', { status })
    expect(await outbox('waiting')).toBe(2)
    expect(await outbox('sent')).toBe(1)
    expect(await outbox('failed')).toBe(0)
    const age = await valueOf(app, 'hoa_outbox_oldest_unsent_age_seconds')
    expect(age).toBeGreaterThanOrEqual(3600)
    expect(age).toBeLessThan(3600 + 600)
  })

  test('the last backup’s age and outcome, once a backup has finished', async () => {
    const app = await start()
    expect(await valueOf(app, 'hoa_backup_last_age_seconds')).toBeUndefined()
    expect(await valueOf(app, 'hoa_backup_last_succeeded')).toBeUndefined()
    const backup = (status: string, hoursAgo: number) =>
      t.db.execute(sql`insert into backup_runs (kind, status, started_at, finished_at, requested_by)
        values ('manual', ${status}, now() - ${hoursAgo} * interval '1 hour',
          now() - ${hoursAgo} * interval '1 hour' + interval '1 minute', 'test')`)
    await backup('succeeded', 3)
    expect(await valueOf(app, 'hoa_backup_last_succeeded')).toBe(1)
    const age = (await valueOf(app, 'hoa_backup_last_age_seconds'))!
    expect(age).toBeGreaterThan(3 * 3600 - 120)
    expect(age).toBeLessThan(3 * 3600)
    await backup('failed', 1)
    expect(await valueOf(app, 'hoa_backup_last_succeeded')).toBe(0)
  })

  test('a failed statement counts as a database error; the pool’s connections are read', async () => {
    const app = await start()
    await expect(t.db.execute(sql`select * from no_such_table`)).rejects.toThrow()
    expect(await valueOf(app, 'hoa_db_query_errors_total', { kind: 'query' })).toBe(1)
    expect(await valueOf(app, 'hoa_db_query_errors_total', { kind: 'unavailable' })).toBe(0)
    expect(await valueOf(app, 'hoa_db_pool_max_connections')).toBe(t.handle.poolSize)
    expect(await valueOf(app, 'hoa_db_pool_open_connections')).toBeGreaterThanOrEqual(1)
    const idle = await valueOf(app, 'hoa_db_pool_idle_connections')
    if (t.handle.driver === 'pglite') expect(idle).toBeUndefined()
    else expect(idle).toBeGreaterThanOrEqual(0)
  })

  test('a source that cannot be read is left out and counted; the rest still answer', async () => {
    const app = await start()
    await t.db.execute(sql`alter table outbox_messages rename to outbox_messages_away`)
    let response: Response
    try {
      response = await scrape(app)
    } finally {
      await t.db.execute(sql`alter table outbox_messages_away rename to outbox_messages`)
    }
    expect(response.status).toBe(200)
    const found = samples(await response.text())
    const value = (name: string, source?: string) =>
      found.find((s) => s.name === name && (!source || s.labels.source === source))?.value
    expect(value('hoa_metrics_scrape_errors_total', 'outbox')).toBe(1)
    expect(value('hoa_metrics_scrape_errors_total', 'elections')).toBe(0)
    expect(value('hoa_outbox_messages')).toBeUndefined()
    expect(value('hoa_outbox_oldest_unsent_age_seconds')).toBeUndefined()
    expect(value('hoa_elections_open')).toBe(0)
    expect(await valueOf(app, 'hoa_outbox_messages', { status: 'waiting' })).toBe(0)
  })
})
