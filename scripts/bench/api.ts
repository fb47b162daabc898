// `npm run bench` (after `npm run build`): issue 16's performance budgets measured on the production
// server. It starts build/server.js itself on embedded PGlite (a fresh temporary DATA_DIR) and, when
// DATABASE_URL is set, on that PostgreSQL server (in a temporary database created for the run and dropped
// after it), with a staff account made by scripts/staff-create.ts. Each run: the server's memory idle
// after start, then after 10,000 mixed requests; then autocannon for BENCH_SECONDS (default 10) a
// scenario: feedback at 10 and 50 connections, the blog API, the law assistant, the cached /about page
// and a bare node:http server sending the same bytes (its ceiling), a survey response, and a ballot
// cast (the election set up through the staff API). Prints one table with the budgets marked.
// `-- --only=pglite|postgres` runs one engine; `-- --server=path/to/server.js` another build.
// A benchmark, not a test: a missed budget is marked; only a scenario answered other than 2xx (a broken
// benchmark, e.g. 429s) makes it exit 1.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AutocannonRequest } from 'autocannon'
import { parseEnv } from '~/lib/env.server'
import { record, startBareServer } from './api-bare'
import { describeFailures, runLoad, type Load } from './api-load'
import { printTable, type Budget, type Row } from './api-report'
import { aboutPage, ballotCast, blogPosts, feedback, lawQuery, surveyResponse } from './api-requests'
import { createStaff, rssMb, startServer, type Engine } from './api-server'
import { temporaryDir, withTemporaryDatabase } from './temporary-database'
import { createCommunities, openElection, signIn } from './api-setup'
import { staleSource } from './surveys-http'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const SETTLE_MS = 5_000
const MIXED = 10_000
const STAFF_EMAIL = 'bench-admin@example.com'
// A voting link for each ballot: 1,000 a second is more than either engine casts here (past the last link,
// a recast is answered 409 and shows as non-2xx).
const UNITS = Math.min(50_000, Math.max(2_000, SECONDS * 1_000))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const rows: Row[] = []
let broken = 0

function report(engine: Engine, row: Row) {
  rows.push(row)
  const load = row.load
  const figures = load
    ? `${Math.round(load.rps)} req/s, p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, `
    : ''
  console.log(
    `  ${engine.name}: ${row.scenario}${row.connections ? ` (${row.connections} conn)` : ''}: ${figures}RSS ${Math.round(row.rss)} MB`,
  )
  const failures = load ? describeFailures(load) : ''
  if (failures) {
    broken++
    console.log(`    NOT 2xx: ${failures}`)
  }
}

async function bench(engine: Engine, serverJs: string) {
  const password = randomBytes(18).toString('base64url')
  await createStaff(ROOT, engine, STAFF_EMAIL, password)
  const server = await startServer(serverJs, engine)
  const { origin, pid } = server
  const measure = async (
    scenario: string,
    budget: Budget,
    connections: number,
    request: AutocannonRequest,
    target = { origin, pid },
  ): Promise<Row> => {
    const load = await runLoad({ origin: target.origin, connections, requests: [request], seconds: SECONDS })
    const row: Row = { scenario, engine: engine.name, connections, load, rss: rssMb(target.pid), budget }
    report(engine, row)
    return row
  }
  try {
    await sleep(SETTLE_MS)
    report(engine, {
      scenario: `idle, ${SETTLE_MS / 1000} s after start`,
      engine: engine.name,
      rss: rssMb(pid),
      budget: 'idle',
    })
    const staff = await signIn(origin, STAFF_EMAIL, password)
    const communityIds = await createCommunities(staff)
    const survey = surveyResponse(communityIds)
    console.log(`  ${engine.name}: ${MIXED.toLocaleString('en-US')} mixed requests...`)
    const mixed: Load = await runLoad({
      origin,
      connections: 10,
      amount: MIXED,
      requests: [feedback, blogPosts, aboutPage, lawQuery, survey],
    })
    report(engine, {
      scenario: '10,000 mixed: feedback, blog, about, law, survey',
      engine: engine.name,
      connections: 10,
      load: mixed,
      rss: rssMb(pid),
      budget: 'mixed',
    })
    await measure('POST /api/feedback {"rating":5}', 'feedback', 10, feedback)
    await measure('POST /api/feedback {"rating":5}', 'feedback', 50, feedback)
    await measure('GET /api/blog-posts', 'blog-posts', 10, blogPosts)
    await measure('POST /api/utah-law-query', 'law', 10, lawQuery)
    const about = await measure('GET /about (cached page)', 'about', 10, aboutPage)
    about.ceiling = await bareCeiling(engine, origin, measure)
    await measure('POST /api/surveys/survey-2025/responses', 'none', 10, survey)
    console.log(
      `  ${engine.name}: an election of ${UNITS.toLocaleString('en-US')} units through the staff API...`,
    )
    const election = await openElection(staff, communityIds[0]!, UNITS)
    await measure(
      'POST /api/elections/ballot/:token',
      'none',
      10,
      ballotCast(election.tokens, election.contests),
    )
  } finally {
    await server.stop()
  }
}

/** The bare node:http server sending /about's bytes, measured the same way; answers its rate. */
async function bareCeiling(
  engine: Engine,
  origin: string,
  measure: (
    s: string,
    b: Budget,
    c: number,
    r: AutocannonRequest,
    t: { origin: string; pid: number },
  ) => Promise<Row>,
): Promise<number | undefined> {
  const page = await record(`${origin}/about`)
  if (page.status !== 200 || page.headers['x-page-cache'] !== 'hit')
    console.log(
      `    /about answered ${page.status}, X-Page-Cache ${String(page.headers['x-page-cache'])}: not a cached copy`,
    )
  const bare = await startBareServer(page, engine.dataDir)
  try {
    await runLoad({ origin: bare.origin, connections: 10, requests: [aboutPage], seconds: 1 }) // warm-up
    const row = await measure(
      `bare node:http, same ${page.bytes.toLocaleString('en-US')} bytes`,
      'none',
      10,
      aboutPage,
      bare,
    )
    return row.load!.rps
  } finally {
    await bare.stop()
  }
}

async function onPglite(serverJs: string) {
  const dataDir = temporaryDir('hoa-bench-api-')
  try {
    await bench({ name: 'PGlite', dataDir: dataDir.path }, serverJs)
  } finally {
    await dataDir.remove()
  }
}

async function onPostgres(serverUrl: string, serverJs: string) {
  const dataDir = temporaryDir('hoa-bench-api-')
  try {
    await withTemporaryDatabase(serverUrl, 'hoa_bench_api', (databaseUrl) =>
      bench({ name: 'PostgreSQL', dataDir: dataDir.path, databaseUrl }, serverJs),
    )
  } finally {
    await dataDir.remove()
  }
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const serverJs = path.resolve(arg('server') ?? path.join(ROOT, 'build', 'server.js'))
if (!fs.existsSync(serverJs)) {
  console.error(`No production build at ${serverJs}: run npm run build first.`)
  process.exit(1)
}
if (!(SECONDS > 0)) {
  console.error(`BENCH_SECONDS must be a number of seconds above 0, not "${process.env.BENCH_SECONDS}".`)
  process.exit(1)
}
const stale = staleSource(ROOT, serverJs)
if (stale) console.log(`Note: ${stale} is newer than this build; run npm run build for current figures.`)
console.log(
  `API benchmark of ${path.relative(ROOT, serverJs) || serverJs} on ${os.cpus().length} cores (the load generator shares them):`,
)
const env = parseEnv()
const only = arg('only')
if (only !== 'postgres') await onPglite(serverJs)
if (only !== 'pglite') {
  if (env.DATABASE_URL) await onPostgres(env.DATABASE_URL, serverJs)
  else console.log('Set DATABASE_URL (a PostgreSQL server) to measure PostgreSQL as well.')
}
printTable(rows, SECONDS)
if (broken) {
  console.log(
    `\n${broken} loads had answers other than 2xx (listed above): those figures do not measure the endpoint.`,
  )
  process.exitCode = 1
}
