// `npm run bench:elections`: issue 12's figures for a 10,000-unit roll, on embedded PGlite and, when
// DATABASE_URL is set, on that PostgreSQL server (in a temporary database created for the run and dropped
// after it): the roll import; opening (snapshot and credentials, and the invitations apart); casting
// through castWithLink (the voting-link cast) with 200 voters at once, p50 and p99, beside the sweep that queues the owners'
// confirmation emails every 5 s as the server does; and the count at close of 10,000 ballots with
// 3 contests. Targets: cast p99 < 100 ms, tally < 200 ms. Then election day over HTTP against the built
// server (election-day.ts; after `npm run build`): 10,000 casts by 200 voters at once, on one PGlite
// instance and on two PostgreSQL instances. A benchmark, not a test: it prints what it sees.
// `-- --only=pglite|postgres` runs one engine (in process and election day), `-- --only=election-day`
// the election-day scenarios alone; `-- --cpu-prof` writes the election-day servers' CPU profiles.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPglite, openPostgres, type DatabaseHandle } from '~/db/client.server'
import { createCommunity } from '~/features/communities/communities.server'
import { commitRoll } from '~/features/communities/roll.server'
import { CommunitySettingsSchema } from '~/features/communities/schemas'
import { requireElection } from '~/features/elections/access.server'
import { createElection } from '~/features/elections/elections.server'
import { closeElection, openElection } from '~/features/elections/lifecycle.server'
import type { ElectionMail } from '~/features/elections/messages'
import { printNotices } from '~/features/elections/outreach.server'
import { ElectionInputSchema } from '~/features/elections/schemas'
import { ballotDigest, tallyElection } from '~/features/elections/tally.server'
import { insertStaffUser } from '~/features/staff/staff-users.server'
import { parseEnv } from '~/lib/env.server'
import { installServerSecret } from '~/lib/keyring.server'
import { electionMailer } from '~/routes/api/elections/election-api.server'
import { builtServer, electionDayOnPglite, electionDayOnPostgres } from './election-day'
import { benchElectionInput, benchRollCsv, UNITS, type BenchContest } from './elections-data'
import { castAll, castLine, confirmationSweeps, print, timed, VOTERS, type Timing } from './elections-timing'
import { withTemporaryDatabase } from './temporary-database'

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url))
const TIMED_CASTS = 2_000
const ORIGIN = 'https://bench.example.test'

async function bench(handle: DatabaseHandle): Promise<Timing[]> {
  const db = handle.db
  await handle.migrate(MIGRATIONS)
  const { user } = await insertStaffUser(db, {
    email: 'bench@example.com',
    name: 'Benchmark',
    role: 'manager',
  })
  const actor = { id: user.id, name: user.name, role: 'manager' as const }
  const settings = CommunitySettingsSchema.parse({
    name: 'Benchmark HOA',
    associationType: 'hoa',
    weightBasis: 'custom',
  })
  const community = await createCommunity(db, actor, settings)
  const timings: Timing[] = []

  const [importMs, imported, importCpu] = await timed(() =>
    commitRoll(db, actor, community.id, benchRollCsv(), false),
  )
  if (!imported.ok) throw new Error(`the benchmark roll was refused: ${imported.message}`)
  timings.push({
    label: `roll import (${UNITS.toLocaleString('en-US')} units)`,
    ms: importMs,
    cpuMs: importCpu,
  })

  const input = ElectionInputSchema.parse(benchElectionInput(community.id, 'weight'))
  const created = await createElection(db, actor, input)
  const contests: BenchContest[] = created.contests.map((c) => ({
    id: c.id,
    optionIds: c.options.map((o) => o.id),
  }))
  const mails: ElectionMail[] = []
  let [mailMs, mailCpu] = [0, 0]
  const mailer = async (tx: unknown, messages: ElectionMail[]) => {
    mails.push(...messages)
    ;[mailMs, , mailCpu] = await timed(() => electionMailer(tx, messages))
  }
  const [openMs, opened, openCpu] = await timed(() =>
    openElection(db, actor, created.id, { mailer, origin: ORIGIN }),
  )
  timings.push(
    {
      label: 'open: snapshot + credentials',
      ms: openMs - mailMs,
      cpuMs: openCpu - mailCpu,
      note: `${opened.units.toLocaleString('en-US')} units, ${opened.invited.toLocaleString('en-US')} links by email`,
    },
    {
      label: 'open: invitations to the outbox',
      ms: mailMs,
      cpuMs: mailCpu,
      note: `${opened.messages.toLocaleString('en-US')} messages, in the same transaction`,
    },
  )
  const tokenOf = (mail: ElectionMail) =>
    mail.fields.find((f) => f.label === 'Your voting link')!.value.split('/vote/')[1]!
  const byEmail = [...new Set(mails.map(tokenOf))]
  const [noticesMs, notices, noticesCpu] = await timed(() => printNotices(db, actor, created.id, ORIGIN))
  timings.push({
    label: 'printed notices (new links)',
    ms: noticesMs,
    cpuMs: noticesCpu,
    note: `${notices.length.toLocaleString('en-US')} units without email`,
  })
  const tokens = [...byEmail, ...notices.map((n) => n.link.split('/vote/')[1]!)]

  const batch = (n: number) => tokens.slice(n === 0 ? 0 : 200 + (n - 1) * TIMED_CASTS, 200 + n * TIMED_CASTS)
  // The owners' confirmations are queued as the server does it: a sweep every 5 s beside the casts.
  const sweeps = confirmationSweeps(db)
  timings.push(...castLine('cast, 1 voter at a time', await castAll(db, contests, batch(0), 1)))
  // The worst case: 200 voters who send a ballot, and the next one the moment it is answered.
  timings.push(...castLine(`cast, ${VOTERS} voters at once`, await castAll(db, contests, batch(1), VOTERS)))
  timings.push(
    ...castLine(`cast, ${VOTERS} voters reading 2-8 s`, await castAll(db, contests, batch(2), VOTERS, true)),
  )
  const rest = await castAll(db, contests, tokens.slice(200 + 2 * TIMED_CASTS), VOTERS)
  timings.push({
    label: 'the remaining casts (not timed each)',
    ms: rest.wall,
    note: `${rest.latencies.length.toLocaleString('en-US')} casts`,
  })
  timings.push(await sweeps.stop())

  // Where closing spends its time: the count and the digest, each read alone, then the close itself.
  const row = await requireElection(db, actor, created.id)
  const [tallyMs, , tallyCpu] = await timed(() => tallyElection(db, row))
  const [digestMs, , digestCpu] = await timed(() => ballotDigest(db, created.id))
  const [closeMs, results, closeCpu] = await timed(() => closeElection(db, actor, created.id))
  timings.push(
    {
      label: `tally: closeElection (${results.ballots.toLocaleString('en-US')} ballots x 3 contests)`,
      ms: closeMs,
      cpuMs: closeCpu,
      note: `quorum ${results.quorum.met ? 'met' : 'not met'}`,
    },
    { label: '  the count alone (tallyElection, with the digest)', ms: tallyMs, cpuMs: tallyCpu },
    { label: '  the ballot digest alone', ms: digestMs, cpuMs: digestCpu },
  )
  return timings
}

async function onPglite(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoa-bench-elections-'))
  const handle = await openPglite(path.join(dir, 'pglite'))
  try {
    // PGlite runs in this process: its CPU time is the step's cost even when other work slows the wall clock.
    print('PGlite (a temporary DATA_DIR; one connection, so casts queue)', await bench(handle), true)
  } finally {
    await handle.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function onPostgres(serverUrl: string): Promise<void> {
  await withTemporaryDatabase(serverUrl, 'hoa_bench_elections', async (url, name) => {
    const handle = await openPostgres(url, { max: 10 })
    try {
      const host = new URL(url).host
      print(`PostgreSQL (${host}, temporary database ${name}, a pool of 10)`, await bench(handle), false)
    } finally {
      await handle.close()
    }
  })
}

const env = parseEnv()
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
if (only !== undefined && !['pglite', 'postgres', 'election-day'].includes(only)) {
  console.error(`--only= takes pglite, postgres or election-day, not "${only}".`)
  process.exit(1)
}
const [pglite, postgres] = [only !== 'postgres', only !== 'pglite' && Boolean(env.DATABASE_URL)]
// The election-day scenarios need the build: checked first, not after minutes of in-process figures.
const serverJs = pglite || postgres ? builtServer() : null
if ((pglite || postgres) && !serverJs) process.exit(1)
if (only !== 'election-day') {
  // Ballots are sealed and the audit chain keyed under the server secret: a fresh one per run.
  installServerSecret(randomBytes(32).toString('base64url'))
  console.log(
    `Elections benchmark: a roll of ${UNITS.toLocaleString('en-US')} units, one ballot each (3 contests), ` +
      `cast through castWithLink (a sweep every 5 s queuing the owners’ confirmation emails); twice ${TIMED_CASTS.toLocaleString('en-US')} of them timed with ${VOTERS} voters at once.`,
  )
  if (pglite) await onPglite()
  if (postgres) await onPostgres(env.DATABASE_URL!)
}
if (only !== 'pglite' && !env.DATABASE_URL)
  console.log('\nSet DATABASE_URL (a PostgreSQL server) to time PostgreSQL as well.')
const options = { serverJs: serverJs!, cpuProfile: process.argv.includes('--cpu-prof') }
if (pglite) await electionDayOnPglite(options)
if (postgres) await electionDayOnPostgres(env.DATABASE_URL!, options)
