// `npm run bench:surveys`: issue 13's "10,000 responses to /survey-2025; results page and API answer in
// under 300 ms". On embedded PGlite (a temporary DATA_DIR) and, when DATABASE_URL is set, on that
// PostgreSQL server (in a temporary database created for the run and dropped after it): the 2025 survey is
// seeded by ensureSurvey2025, 12 communities are made, and 10,000 varied, valid responses go in one by
// one through submitResponse, the service the API calls (about 4 ms each: under a minute).
// The service stamps each response with today; the benchmark then spreads them over the 8 weeks a survey
// runs, and makes the copy's results public so /survey-responses/:id renders them on the server (a staff
// browser reads the same figures through the API). Then the production server (build/server.js, so
// `npm run build` first; `-- --server=path/to/server.js` times another build) is started in a process of
// its own on that database, and reads: with a manager's bearer, the results API (unfiltered and with each
// filter) and the CSV of every response, and where the build has them the answer filter, two groups
// compared and the report's PDF; as the public, the results page. The results are kept in memory until
// the next response, so the API and the page are timed twice: as read again, and each time after a new
// response (one more POST /responses, not timed, ahead of every request). A benchmark, not a test: it
// prints.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { openPglite, openPostgres, type DatabaseHandle } from '~/db/client.server'
import { surveys } from '~/db/schema'
import { createCommunity } from '~/features/communities/communities.server'
import { CommunitySettingsSchema } from '~/features/communities/schemas'
import { createSession } from '~/features/staff/sessions.server'
import { insertStaffUser } from '~/features/staff/staff-users.server'
import { submitResponse } from '~/features/surveys/respond.server'
import { SURVEY_2025_IDS, SURVEY_2025_SLUG } from '~/features/surveys/seed-2025'
import { ensureSurvey2025 } from '~/features/surveys/seed.server'
import { parseEnv } from '~/lib/env.server'
import { seededRandom } from '../demo/maple-hollow-roll'
import { timed } from './elections-timing'
import { benchAnswers, BENCH_COMMUNITIES, RESPONSES } from './surveys-data'
import {
  printSeries,
  series,
  staleSource,
  startBuiltServer,
  TIMED,
  WARM_UP,
  type Series,
} from './surveys-http'
import { withTemporaryDatabase } from './temporary-database'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const MIGRATIONS = path.join(ROOT, 'drizzle')
const HASH_KEY = 'bench-hash-key-that-is-long-enough-0123456789'
const DAYS = 56

type Prepared = { surveyId: string; token: string; communityId: string; communityIds: string[] }

/** The survey, its communities and 10,000 responses, through the services; a manager's session. */
async function prepare(handle: DatabaseHandle): Promise<Prepared> {
  const db = handle.db
  await handle.migrate(MIGRATIONS)
  await ensureSurvey2025(db)
  const { user } = await insertStaffUser(db, {
    email: 'bench@example.com',
    name: 'Benchmark',
    role: 'manager',
  })
  const actor = { id: user.id, name: user.name, role: 'manager' as const }
  const communityIds: string[] = []
  for (const [name] of BENCH_COMMUNITIES) {
    const settings = CommunitySettingsSchema.parse({ name, associationType: 'hoa', city: 'Sandy' })
    communityIds.push((await createCommunity(db, actor, settings)).id)
  }
  const random = seededRandom(2025)
  const [loadMs] = await timed(async () => {
    for (let i = 0; i < COUNT; i++)
      await submitResponse(
        db,
        SURVEY_2025_SLUG,
        { answers: benchAnswers(random, communityIds) },
        { browserId: `bench-browser-${String(i).padStart(8, '0')}`, hashKey: HASH_KEY },
      )
  })
  console.log(
    `  ${COUNT.toLocaleString('en-US')} responses through submitResponse in ${(loadMs / 1000).toFixed(1)} s ` +
      `(${(loadMs / COUNT).toFixed(1)} ms each)`,
  )
  // Only the benchmark's copy changes here, so it writes the rows itself (no service backdates a response).
  await db.execute(sql`update survey_responses
    set submitted_on = submitted_on - (get_byte(decode(md5(id::text), 'hex'), 0) % ${DAYS})`)
  const [survey] = await db
    .update(surveys)
    .set({ resultsPublic: true })
    .where(eq(surveys.slug, SURVEY_2025_SLUG))
    .returning({ id: surveys.id })
  const { token } = await createSession(db, user.id)
  return { surveyId: survey!.id, token, communityId: communityIds[0]!, communityIds }
}

/** Every timed request against the running server. */
async function measure(origin: string, data: Prepared): Promise<Series[]> {
  const staff = { Authorization: `Bearer ${data.token}` }
  const get =
    (url: string, headers: Record<string, string> = staff) =>
    () =>
      fetch(`${origin}${url}`, { headers })
  const api = `/api/surveys/${SURVEY_2025_SLUG}/results`
  const page = `/survey-responses/${data.surveyId}`
  const community = `community=${data.communityId}`
  const random = seededRandom(7)
  let extra = 0
  const respond = async () => {
    const response = await fetch(`${origin}/api/surveys/${SURVEY_2025_SLUG}/responses`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Survey-Browser': `bench-extra-${++extra}-browser` },
      body: JSON.stringify({ answers: benchAnswers(random, data.communityIds) }),
    })
    if (response.status !== 201) throw new Error(`a new response was refused: HTTP ${response.status}`)
  }
  const csv = `/api/surveys/${data.surveyId}/responses.csv`
  const both = `${community}&role=owner`
  const rows = [
    await series(`API  ${api}`, get(api)),
    await series(`       ?community=<${BENCH_COMMUNITIES[0][0]}>`, get(`${api}?${community}`)),
    await series('       ?role=renter', get(`${api}?role=renter`)),
    await series('       ?community=<...>&role=owner', get(`${api}?${both}`)),
    await series('page /survey-responses/:id (HTML)', get(page, {})),
    await series('       ?community=<...>&role=owner', get(`${page}?${both}`, {})),
    await series('CSV  /api/surveys/:id/responses.csv', get(csv)),
    await series('after a new response each time: API', get(api), respond),
    await series('       ?community=<...>&role=owner', get(`${api}?${both}`), respond),
    await series('after a new response each time: page', get(page, {}), respond),
  ]
  // The answer filter, two groups compared and the report's PDF; a build from before them has none.
  const pdf = `/api/surveys/${data.surveyId}/report.pdf`
  const probe = await get(pdf)()
  await probe.arrayBuffer()
  if (!probe.ok) {
    console.log('(this build has no answer filter, comparison or report: their rows are left out)')
    return rows
  }
  const answer = `role=owner&answer=${SURVEY_2025_IDS.contact}:true`
  const compare = `${community}&compare=1&b_role=renter`
  return [
    ...rows,
    await series('API  ?role=owner&answer=<may we contact: yes>', get(`${api}?${answer}`)),
    await series('       ?community=<...>&compare=1&b_role=renter', get(`${api}?${compare}`)),
    await series('after a new response each time: ?compare=...', get(`${api}?${compare}`), respond),
    await series('PDF  /api/surveys/:id/report.pdf', get(pdf)),
  ]
}

/** Prepares the database in this process, closes it, and times the server started on it. */
async function run(
  title: string,
  open: () => Promise<DatabaseHandle>,
  serverJs: string,
  dataDir: string,
  url?: string,
) {
  console.log(`\n${title}:`)
  const handle = await open()
  let data: Prepared
  try {
    data = await prepare(handle)
  } finally {
    await handle.close()
  }
  const server = await startBuiltServer(serverJs, { dataDir, databaseUrl: url })
  try {
    printSeries(`${title}, over HTTP`, await measure(server.origin, data))
    console.log(`(${3 * (WARM_UP + TIMED)} responses were added for the "after" rows)`)
  } finally {
    await server.stop()
  }
}

async function onPglite(serverJs: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoa-bench-surveys-'))
  try {
    await run(
      'PGlite (a temporary DATA_DIR, in the server process)',
      () => openPglite(path.join(dir, 'pglite')),
      serverJs,
      dir,
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function onPostgres(serverUrl: string, serverJs: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoa-bench-surveys-'))
  try {
    await withTemporaryDatabase(serverUrl, 'hoa_bench_surveys', async (url, name) => {
      const title = `PostgreSQL (${new URL(url).host}, temporary database ${name})`
      await run(title, () => openPostgres(url, { max: 5 }), serverJs, dir, url)
    })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const env = parseEnv()
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
// `-- --responses=1000` for a quick look; the figure is 10,000.
const COUNT = Number(arg('responses') ?? RESPONSES)
const serverJs = path.resolve(arg('server') ?? path.join(ROOT, 'build', 'server.js'))
if (!fs.existsSync(serverJs)) {
  console.error(`No production build at ${serverJs}: run npm run build first.`)
  process.exit(1)
}
console.log(
  `Surveys benchmark: ${COUNT.toLocaleString('en-US')} responses to /${SURVEY_2025_SLUG}, then the results ` +
    `API, page and CSV over HTTP from ${serverJs.startsWith(ROOT) ? path.relative(ROOT, serverJs) : serverJs}.`,
)
const stale = staleSource(ROOT, serverJs)
if (stale) console.log(`Note: ${stale} is newer than this build; run npm run build for current figures.`)
// `-- --only=postgres` or `-- --only=pglite` times one of them.
const only = arg('only')
if (only !== 'postgres') await onPglite(serverJs)
if (only !== 'pglite') {
  if (env.DATABASE_URL) await onPostgres(env.DATABASE_URL, serverJs)
  else console.log('\nSet DATABASE_URL (a PostgreSQL server) to time PostgreSQL as well.')
}
