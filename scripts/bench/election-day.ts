import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createStaff, rssMb, startServer, type Engine, type RunningServer } from './api-server'
import { castOverHttp, type LoadResult } from './election-day-load'
import { prepareElectionDay } from './election-day-setup'
import { UNITS } from './elections-data'
import { percentile, VOTERS } from './elections-timing'
import { staleSource } from './surveys-http'
import { temporaryDir, withTemporaryDatabase } from './temporary-database'

// The election-day scenario of `npm run bench:elections`, over HTTP against the built server
// (build/server.js) as it runs in production: a 10,200-unit election set up through the staff API (the
// roll without emails, so every voting link comes from the printed notices' CSV); one voter alone casts
// 200 units' ballots one after another; then 200 voters cast at the same moment, each sending POST
// /api/elections/ballot/:token (an Idempotency-Key of its own, never retried) and, the moment it is
// answered, the next unit's ballot, until the other 10,000 have voted. On
// PostgreSQL two server instances share one temporary database (voters alternate between them); on
// PGlite one instance, the only process its DATA_DIR admits. It prints casts a second (10,000 / the
// casting's wall time), the client's p50 and p99 of a cast, every answer other than 201 by status (the
// first error bodies), the CPU each process spent and the servers' memory at the end.
// Targets: 0 failed casts of 10,000 at 200 voters at once on both engines; on PostgreSQL with two
// instances at least 250 casts a second and p99 under 1.5 s; one voter alone, p99 under 50 ms.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const STAFF_EMAIL = 'bench-admin@example.com'
const TARGET = { castsPerSecond: 250, p99Ms: 1_500, aloneP99Ms: 50 }
/** Units that vote one after another, before the burst, to time one voter alone. */
const ALONE = 200

export type ElectionDayOptions = { serverJs: string; cpuProfile: boolean }

/** build/server.js, or null and why not (no build: run npm run build first). */
export function builtServer(): string | null {
  const serverJs = path.join(ROOT, 'build', 'server.js')
  if (!fs.existsSync(serverJs)) {
    console.error(
      `No production build at ${serverJs} for the election-day scenarios: run npm run build first.`,
    )
    return null
  }
  const stale = staleSource(ROOT, serverJs)
  if (stale) console.log(`Note: ${stale} is newer than this build; run npm run build for current figures.`)
  return serverJs
}

/** CPU time a process has used (utime + stime of /proc/<pid>/stat), in ms; a tick is 10 ms on Linux. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function report(load: LoadResult, serverCpu: number[], rss: number[], postgres: boolean) {
  const [answered, rate] = [load.latencies.length, (UNITS / load.wall) * 1000]
  const failed = UNITS - answered
  // With no 201 at all there is no latency: an infinite p99 misses its target.
  const [p50, p99] = answered
    ? [percentile(load.latencies, 50), percentile(load.latencies, 99)]
    : [Infinity, Infinity]
  const created = failed ? `; ${whole((answered / load.wall) * 1000)} answered 201 a second` : ''
  console.log(`  casting: ${whole(UNITS)} ballots in ${seconds(load.wall)}: ${whole(rate)} casts/s${created}`)
  console.log(
    `  latency of a cast (the client's, of the ${whole(answered)} 201s): ` +
      (answered
        ? `p50 ${whole(p50)} ms, p99 ${whole(p99)} ms, max ${whole(load.latencies.at(-1)!)} ms`
        : 'none answered 201'),
  )
  const byStatus = [...load.failures].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${key} x ${whole(n)}`)
  console.log(`  failures: ${whole(failed)} of ${whole(UNITS)}${failed ? `: ${byStatus.join(', ')}` : ''}`)
  for (const error of load.firstErrors) console.log(`    ${error.replace(/\s+/g, ' ')}`)
  console.log(
    `  CPU during the casting: server${serverCpu.length > 1 ? 's' : ''} ${serverCpu.map(seconds).join(' + ')}, ` +
      `this load generator ${seconds(load.clientCpu)} (on ${os.cpus().length} cores)`,
  )
  console.log(`  server RSS at the end: ${rss.map((mb) => `${whole(mb)} MB`).join(', ')}`)
  const verdict = (met: boolean, figure: string) => `${met ? 'met' : 'MISSED'} (${figure})`
  const targets = [`0 failed casts of ${whole(UNITS)}: ${verdict(failed === 0, whole(failed))}`]
  if (postgres)
    targets.push(
      `>= ${TARGET.castsPerSecond} casts/s: ${verdict(rate >= TARGET.castsPerSecond, `${whole(rate)}/s`)}`,
      `p99 < ${TARGET.p99Ms / 1000} s: ${verdict(p99 < TARGET.p99Ms, answered ? `${whole(p99)} ms` : 'no 201')}`,
    )
  console.log(`  targets: ${targets.join('; ')}`)
}

function reportAlone(load: LoadResult) {
  const failed = ALONE - load.latencies.length
  const p99 = failed ? Infinity : percentile(load.latencies, 99)
  const figures = failed
    ? `${whole(failed)} of ${whole(ALONE)} failed`
    : `p50 ${percentile(load.latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`
  const met = p99 < TARGET.aloneP99Ms ? 'met' : 'MISSED'
  console.log(
    `  one voter alone (${whole(ALONE)} casts one after another, before the burst): ${figures}; ` +
      `target p99 < ${TARGET.aloneP99Ms} ms: ${met}`,
  )
}

async function scenario(label: string, engines: Engine[], options: ElectionDayOptions) {
  console.log(`\nElection day, ${label}: ${whole(UNITS)} units, ${VOTERS} voters at once`)
  const password = randomBytes(18).toString('base64url')
  await createStaff(ROOT, engines[0]!, STAFF_EMAIL, password)
  const profiles = options.cpuProfile
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'hoa-bench-election-day-prof-'))
    : undefined
  const flags = profiles ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : []
  const servers: RunningServer[] = []
  try {
    // One after the other: each migrates the database (a no-op after the first) and takes a free port.
    for (const engine of engines) servers.push(await startServer(options.serverJs, engine, flags))
    const prepared = await prepareElectionDay(servers[0]!.origin, STAFF_EMAIL, password, UNITS + ALONE)
    console.log(`  setup through the staff API: ${prepared.steps.join(', ')}`)
    const alone = await castOverHttp([servers[0]!.origin], prepared.ballots.slice(UNITS), 1)
    reportAlone(alone)
    const ballots = prepared.ballots.slice(0, UNITS)
    const cpuBefore = servers.map((s) => cpuMs(s.pid))
    const load = await castOverHttp(
      servers.map((s) => s.origin),
      ballots,
      VOTERS,
    )
    const serverCpu = servers.map((s, i) => cpuMs(s.pid) - cpuBefore[i]!)
    report(
      load,
      serverCpu,
      servers.map((s) => rssMb(s.pid)),
      engines.some((e) => e.databaseUrl),
    )
  } finally {
    // SIGTERM, and each exits cleanly: a --cpu-prof profile is written at exit.
    await Promise.all(servers.map((s) => s.stop()))
    if (profiles)
      console.log(
        `  CPU profiles (the setup and the casting) of the server processes ${servers.map((s) => s.pid).join(', ')}: ${profiles}`,
      )
  }
}

/** Scenario B: one server instance on embedded PGlite (a temporary DATA_DIR). */
export async function electionDayOnPglite(options: ElectionDayOptions) {
  const dataDir = temporaryDir('hoa-bench-election-day-')
  try {
    await scenario('PGlite, 1 instance', [{ name: 'PGlite', dataDir: dataDir.path }], options)
  } finally {
    await dataDir.remove()
  }
}

/** Scenario A: two server instances on one temporary database of the PostgreSQL server `serverUrl`. */
export async function electionDayOnPostgres(serverUrl: string, options: ElectionDayOptions) {
  const dataDirs = [temporaryDir('hoa-bench-election-day-'), temporaryDir('hoa-bench-election-day-')]
  try {
    await withTemporaryDatabase(serverUrl, 'hoa_bench_election_day', (databaseUrl, name) =>
      scenario(
        `PostgreSQL (${new URL(serverUrl).host}, temporary database ${name}), 2 instances`,
        dataDirs.map((dir) => ({ name: 'PostgreSQL', dataDir: dir.path, databaseUrl })),
        options,
      ),
    )
  } finally {
    for (const dir of dataDirs) await dir.remove()
  }
}
