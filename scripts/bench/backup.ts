// `npm run bench:backup`: how long a backup and its restore take with the demo data plus 10,000 survey
// responses and 10,000 sealed ballots (budgets: backup under 30 s, restore under 60 s). On embedded PGlite
// (a temporary DATA_DIR, backed up as a running server does: through a snapshot) and, when DATABASE_URL is
// set, on that PostgreSQL server in a temporary database; each backup is restored into a new DATA_DIR and,
// with DATABASE_URL, into a new PostgreSQL database too. A benchmark, not a test: it prints what it sees.
// `-- --only=pglite|postgres` runs one engine.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPglite, openPostgres, type DatabaseHandle } from '~/db/client.server'
import { restoreBackup, type RestoreTarget } from '~/features/backups/restore.server'
import { takeBackup } from '~/features/backups/take-backup.server'
import { commitRoll } from '~/features/communities/roll.server'
import { createElection } from '~/features/elections/elections.server'
import { openElection } from '~/features/elections/lifecycle.server'
import type { ElectionMail } from '~/features/elections/messages'
import { printNotices } from '~/features/elections/outreach.server'
import { ElectionInputSchema } from '~/features/elections/schemas'
import { createCommunity } from '~/features/communities/communities.server'
import { CommunitySettingsSchema } from '~/features/communities/schemas'
import { submitResponse } from '~/features/surveys/respond.server'
import { SURVEY_2025_SLUG } from '~/features/surveys/seed-2025'
import { ensureSurvey2025 } from '~/features/surveys/seed.server'
import { parseEnv } from '~/lib/env.server'
import { installServerSecret } from '~/lib/keyring.server'
import { seededRandom } from '../demo/maple-hollow-roll'
import { ensureDemoAccount } from '../demo/demo-account'
import { seedDemo } from '../demo/seed'
import { benchElectionInput, benchRollCsv, UNITS } from './elections-data'
import { castAll, timed } from './elections-timing'
import { benchAnswers, BENCH_COMMUNITIES, RESPONSES } from './surveys-data'
import { withTemporaryDatabase } from './temporary-database'

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url))
const ORIGIN = 'https://bench.example.test'
const BUDGET = { backup: 30_000, restore: 60_000 }

/** The demo, then a 10,000-unit election with a ballot from every unit and 10,000 survey responses. */
async function fill(handle: DatabaseHandle) {
  const db = handle.db
  await handle.migrate(MIGRATIONS)
  await seedDemo(db, { firstAdminEmail: 'admin@example.com', publicOrigin: ORIGIN })
  const { actor } = await ensureDemoAccount(db)
  await ensureSurvey2025(db) // the server publishes it at start
  const communityIds: string[] = []
  for (const [name] of BENCH_COMMUNITIES) {
    const settings = CommunitySettingsSchema.parse({ name, associationType: 'hoa', city: 'Sandy' })
    communityIds.push((await createCommunity(db, actor, settings)).id)
  }
  const random = seededRandom(2025)
  for (let i = 0; i < RESPONSES; i++)
    await submitResponse(
      db,
      SURVEY_2025_SLUG,
      { answers: benchAnswers(random, communityIds) },
      {
        browserId: `bench-browser-${String(i).padStart(8, '0')}`,
        hashKey: 'bench-hash-key-that-is-long-enough-0123',
      },
    )
  const community = await createCommunity(
    db,
    actor,
    CommunitySettingsSchema.parse({ name: 'Benchmark HOA', associationType: 'hoa', weightBasis: 'custom' }),
  )
  const roll = await commitRoll(db, actor, community.id, benchRollCsv(), false)
  if (!roll.ok) throw new Error(`the benchmark roll was refused: ${roll.message}`)
  const created = await createElection(
    db,
    actor,
    ElectionInputSchema.parse(benchElectionInput(community.id, 'units')),
  )
  const mails: ElectionMail[] = []
  await openElection(db, actor, created.id, {
    mailer: async (_tx, m) => void mails.push(...m),
    origin: ORIGIN,
  })
  const notices = await printNotices(db, actor, created.id, ORIGIN)
  const tokenOf = (link: string) => link.split('/vote/')[1]!
  const tokens = [
    ...new Set(mails.map((m) => tokenOf(m.fields.find((f) => f.label === 'Your voting link')!.value))),
    ...notices.map((n) => tokenOf(n.link)),
  ]
  const contests = created.contests.map((c) => ({ id: c.id, optionIds: c.options.map((o) => o.id) }))
  const cast = await castAll(db, contests, tokens, 50)
  return { ballots: cast.latencies.length }
}

type Line = { what: string; ms: number; budget?: number; note?: string }

function print(title: string, lines: Line[]) {
  console.log(`\n${title}`)
  for (const line of lines) {
    const verdict = line.budget === undefined ? '' : line.ms <= line.budget ? '  PASS' : '  FAIL'
    const budget = line.budget === undefined ? '' : ` (budget ${line.budget / 1000} s)`
    console.log(
      `  ${line.what.padEnd(44)} ${(line.ms / 1000).toFixed(1).padStart(6)} s${budget}${verdict}${line.note ? `  ${line.note}` : ''}`,
    )
  }
}

async function restoreTimed(file: string, target: RestoreTarget, label: string): Promise<Line> {
  const [ms, summary] = await timed(() => restoreBackup({ file, target, migrationsFolder: MIGRATIONS }))
  return {
    what: `restore into ${label}`,
    ms,
    budget: BUDGET.restore,
    note: `${summary.rows.toLocaleString('en-US')} rows`,
  }
}

async function bench(label: string, handle: DatabaseHandle, work: string, serverUrl?: string) {
  const [fillMs, filled] = await timed(() => fill(handle))
  console.log(
    `\n${label}: filled in ${(fillMs / 1000).toFixed(0)} s (${filled.ballots.toLocaleString('en-US')} ballots of ${UNITS.toLocaleString('en-US')} units, ${RESPONSES.toLocaleString('en-US')} responses, the demo`,
  )
  const options = {
    dir: path.join(work, 'backups'),
    migrationsFolder: MIGRATIONS,
    kind: 'command' as const,
    requestedBy: 'bench',
    keep: 5,
  }
  const [backupMs, outcome] = await timed(() => takeBackup(handle, options))
  if (outcome.status !== 'succeeded')
    throw new Error(`the backup failed: ${outcome.status === 'failed' ? outcome.error : 'skipped'}`)
  const mb = (outcome.file.sizeBytes / 1e6).toFixed(1)
  const lines: Line[] = [
    {
      what: 'backup (as a running server takes it)',
      ms: backupMs,
      budget: BUDGET.backup,
      note: `${mb} MB, ${outcome.rows.toLocaleString('en-US')} rows`,
    },
  ]
  lines.push(
    await restoreTimed(
      outcome.file.path,
      { kind: 'pglite', dataDir: path.join(work, 'restored') },
      'a new DATA_DIR (PGlite)',
    ),
  )
  if (serverUrl)
    await withTemporaryDatabase(serverUrl, 'hoa_bench_restore', async (url) => {
      lines.push(
        await restoreTimed(outcome.file.path, { kind: 'postgres', url }, 'a new PostgreSQL database'),
      )
    })
  print(label, lines)
}

const env = parseEnv()
installServerSecret('bench-session-secret-that-is-long-enough-0123456789')
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hoa-bench-backup-'))
try {
  if (only !== 'postgres') {
    fs.mkdirSync(path.join(work, 'source'))
    const handle = await openPglite(path.join(work, 'source', 'pglite'))
    try {
      await bench('PGlite (a temporary DATA_DIR)', handle, path.join(work, 'pglite'), env.DATABASE_URL)
    } finally {
      await handle.close()
    }
  }
  if (only !== 'pglite' && env.DATABASE_URL)
    await withTemporaryDatabase(env.DATABASE_URL, 'hoa_bench_backup', async (url) => {
      const handle = await openPostgres(url, { max: 10 })
      try {
        await bench(
          'PostgreSQL (a temporary database)',
          handle,
          path.join(work, 'postgres'),
          env.DATABASE_URL,
        )
      } finally {
        await handle.close()
      }
    })
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
