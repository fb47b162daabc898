// `npm run bench:roll`: how long previewing and committing a 10,000-row roll takes (issue 11: "10,000
// rows preview and commit in a few seconds"), on embedded PGlite and, when DATABASE_URL is set, on that
// PostgreSQL server, in a temporary database created for the run and dropped after it. A benchmark, not
// a test: it prints times and checks nothing but that each import was accepted.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '~/db/client.server'
import { createCommunity } from '~/features/communities/communities.server'
import { ROLL_COLUMNS } from '~/features/communities/roll-parse'
import { commitRoll, previewRoll } from '~/features/communities/roll.server'
import { CommunitySettingsSchema } from '~/features/communities/schemas'
import type { Actor, RollPreview } from '~/features/communities/types'
import { insertStaffUser } from '~/features/staff/staff-users.server'
import { toCsv } from '~/lib/csv'
import { parseEnv } from '~/lib/env.server'
import { seededRandom } from '../demo/maple-hollow-roll'
import { withTemporaryDatabase } from './temporary-database'

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url))
const UNITS = 9_000
const CO_OWNED = 1_000 // units with a second owner: 10,000 rows in all
const RUNS = 3

/**
 * The benchmark roll: units in buildings of 100, weights from 0.5 to 2.5 in thousandths, one owner in
 * ten without email, one in a hundred owning the next unit too. `changed` units (every 20th: 5%) get
 * their weight raised by 0.125.
 */
function benchRoll(changed: boolean): string {
  const random = seededRandom(11)
  const rows: string[][] = []
  for (let u = 0; u < UNITS; u++) {
    let thousandths = 500 + Math.floor(random() * 2_000)
    if (changed && u % 20 === 0) thousandths += 125
    const weight = `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`
    const label = `B${Math.floor(u / 100) + 1}-${(u % 100) + 101}`
    const address = `${1000 + u} S ${300 + 10 * Math.floor(u / 100)} E`
    const owner = (n: number) => {
      const paper = n % 10 === 3
      return {
        name: `Owner ${String(n).padStart(6, '0')}`,
        email: paper ? '' : `owner${n}@example.com`,
        phone: n % 4 === 0 ? `(801) 555-01${String(n % 100).padStart(2, '0')}` : '',
        mailing: paper ? `PO Box ${n}, Sandy, UT 84091` : '',
      }
    }
    const owners = [owner(u % 100 === 99 ? u - 1 : u)]
    if (u < CO_OWNED) owners.push(owner(100_000 + u))
    for (const o of owners) rows.push([label, o.name, o.email, weight, address, o.phone, o.mailing])
  }
  return toCsv(ROLL_COLUMNS, rows)
}

const SCENARIOS = [
  'new roll: preview',
  'new roll: commit',
  'same roll again: preview',
  'same roll again: commit',
  '5% of weights changed: preview',
  '5% of weights changed: commit',
] as const
type Scenario = (typeof SCENARIOS)[number]

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now()
  const result = await work()
  return [performance.now() - start, result]
}

const changes = (p: RollPreview) =>
  `${p.diff.added.length} added, ${p.diff.weightChanged.length} weights changed, ${p.diff.unchanged} unchanged`

/** Each scenario RUNS times, each run in a community of its own: the times in ms, and the diffs seen. */
async function runScenarios(db: Database, actor: Actor) {
  const [original, changed] = [benchRoll(false), benchRoll(true)]
  const times = new Map<Scenario, number[]>(SCENARIOS.map((s) => [s, []]))
  const seen = new Map<Scenario, string>()
  const step = async (scenario: Scenario, work: () => Promise<RollPreview>) => {
    const [ms, preview] = await timed(work)
    times.get(scenario)!.push(ms)
    seen.set(scenario, changes(preview))
  }
  const commit = (id: string, csv: string) => async () => {
    const result = await commitRoll(db, actor, id, csv, false)
    if (!result.ok) throw new Error(`the benchmark roll was refused: ${result.message}`)
    return result.preview
  }
  for (let run = 1; run <= RUNS; run++) {
    const settings = { name: `Benchmark ${run}`, associationType: 'condominium', weightBasis: 'custom' }
    const { id } = await createCommunity(db, actor, CommunitySettingsSchema.parse(settings))
    await step('new roll: preview', () => previewRoll(db, actor, id, original))
    await step('new roll: commit', commit(id, original))
    await step('same roll again: preview', () => previewRoll(db, actor, id, original))
    await step('same roll again: commit', commit(id, original))
    await step('5% of weights changed: preview', () => previewRoll(db, actor, id, changed))
    await step('5% of weights changed: commit', commit(id, changed))
  }
  return { times, seen }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number) => Math.round(value).toLocaleString('en-US')

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate(MIGRATIONS)
  const { user } = await insertStaffUser(handle.db, {
    email: 'bench@example.com',
    name: 'Benchmark',
    role: 'manager',
  })
  const { times, seen } = await runScenarios(handle.db, { id: user.id, name: user.name, role: 'manager' })
  const width = Math.max(...SCENARIOS.map((s) => s.length))
  console.log(`\n${label}: median of ${RUNS} runs, milliseconds`)
  console.log(`${'scenario'.padEnd(width)}  ${'median'.padStart(7)}  runs`)
  for (const scenario of SCENARIOS) {
    const values = times.get(scenario)!
    const runs = values.map(ms).join(' / ')
    console.log(
      `${scenario.padEnd(width)}  ${ms(median(values)).padStart(7)}  ${runs}   (${seen.get(scenario)})`,
    )
  }
}

async function onPglite(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoa-bench-roll-'))
  const handle = await openPglite(path.join(dir, 'pglite'))
  try {
    await bench('PGlite (a temporary DATA_DIR)', handle)
  } finally {
    await handle.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function onPostgres(serverUrl: string): Promise<void> {
  await withTemporaryDatabase(serverUrl, 'hoa_bench', async (url, name) => {
    const handle = await openPostgres(url, { max: 2 })
    try {
      await bench(`PostgreSQL (${new URL(url).host}, temporary database ${name})`, handle)
    } finally {
      await handle.close()
    }
  })
}

const env = parseEnv()
const csvBytes = Buffer.byteLength(benchRoll(false))
console.log(
  `Roll import benchmark: ${(UNITS + CO_OWNED).toLocaleString('en-US')} rows, ` +
    `${UNITS.toLocaleString('en-US')} units (${CO_OWNED.toLocaleString('en-US')} co-owned), ` +
    `${(csvBytes / 1024).toFixed(0)} KiB of CSV. Each run imports into a new community.`,
)
await onPglite()
if (env.DATABASE_URL) await onPostgres(env.DATABASE_URL)
else console.log('\nSet DATABASE_URL (a PostgreSQL server) to time PostgreSQL as well.')
