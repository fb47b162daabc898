import type { Database } from '~/db/client.server'
import { castWithLink } from '~/features/elections/link-cast.server'
import { sweepDueConfirmations } from '~/features/elections/confirmations.server'
import { electionMailer } from '~/routes/api/elections/election-api.server'
import { randomChoices, type BenchContest } from './elections-data'

// Timing and printing for `npm run bench:elections`, and the confirmation sweep it runs beside the casts.

/** Voters casting at once. */
export const VOTERS = 200
const HASH_KEY = 'bench-hash-key-that-is-long-enough-0123456789'

/** A step's wall time and, where the database runs in this process (PGlite), the CPU time it took. */
export type Timing = { label: string; ms: number; cpuMs?: number; note?: string }

export async function timed<T>(work: () => Promise<T>): Promise<[number, T, number]> {
  const [start, cpu] = [performance.now(), process.cpuUsage()]
  const result = await work()
  const used = process.cpuUsage(cpu)
  return [performance.now() - start, result, (used.user + used.system) / 1000]
}

/** The value at `p` percent of sorted values (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Casts one ballot per token with `concurrency` voters at once; each cast's own time, in ms. With `think`,
 * each voter spends 2 to 8 seconds on a ballot before sending it, as a person reading it would.
 */
export async function castAll(
  db: Database,
  contests: BenchContest[],
  tokens: string[],
  concurrency: number,
  think = false,
) {
  const latencies: number[] = []
  let next = 0
  const voter = async () => {
    while (next < tokens.length) {
      if (think) await pause(2_000 + Math.random() * 6_000)
      if (next >= tokens.length) break
      const token = tokens[next++]!
      const [ms] = await timed(() =>
        castWithLink(db, token, { choices: randomChoices(contests, next) }, HASH_KEY),
      )
      latencies.push(ms)
    }
  }
  const [wall, , cpu] = await timed(() => Promise.all(Array.from({ length: concurrency }, voter)))
  return { latencies: latencies.sort((a, b) => a - b), wall, cpu }
}

/** Runs the confirmation sweep every 5 s until stopped, then once more for what is left; its total time. */
export function confirmationSweeps(db: Database) {
  let [total, runs, messages] = [0, 0, 0]
  let running: Promise<void> = Promise.resolve()
  const sweep = () =>
    (running = running.then(async () => {
      const [ms, queued] = await timed(() => sweepDueConfirmations(db, electionMailer))
      ;[total, runs, messages] = [total + ms, runs + 1, messages + queued]
    }))
  const timer = setInterval(sweep, 5_000)
  return {
    async stop(): Promise<Timing> {
      clearInterval(timer)
      await sweep()
      return {
        label: 'confirmation emails queued by the sweep (all sweeps)',
        ms: total,
        note: `${messages.toLocaleString('en-US')} emails in ${runs} sweeps`,
      }
    },
  }
}

type CastRun = Awaited<ReturnType<typeof castAll>>
export const castLine = (what: string, run: CastRun): Timing[] => [
  { label: `${what}: p50`, ms: percentile(run.latencies, 50), cpuMs: run.cpu / run.latencies.length },
  {
    label: `${what}: p99`,
    ms: percentile(run.latencies, 99),
    note: `${run.latencies.length.toLocaleString('en-US')} casts, ${Math.round((run.latencies.length / run.wall) * 1000)}/s`,
  },
]

const ms = (value: number | undefined) =>
  value === undefined ? '' : Math.round(value).toLocaleString('en-US')

export function print(label: string, timings: Timing[], showCpu: boolean) {
  const width = Math.max(...timings.map((t) => t.label.length))
  console.log(`\n${label}, milliseconds`)
  console.log(`${'step'.padEnd(width)}  ${'wall'.padStart(7)}${showCpu ? `  ${'cpu'.padStart(7)}` : ''}`)
  for (const t of timings)
    console.log(
      `${t.label.padEnd(width)}  ${ms(t.ms).padStart(7)}${showCpu ? `  ${ms(t.cpuMs).padStart(7)}` : ''}` +
        `${t.note ? `   (${t.note})` : ''}`,
    )
  const find = (prefix: string) => timings.find((t) => t.label.startsWith(prefix))!.ms
  const verdict = (value: number, target: number) =>
    `${value < target ? 'met' : 'MISSED'} (${Math.round(value)} ms)`
  if (showCpu) console.log('(for casts, cpu is per cast)')
  console.log(
    `targets: cast p99 < 100 ms with ${VOTERS} voters at once: ${verdict(find(`cast, ${VOTERS} voters at once: p99`), 100)}, ` +
      `reading first: ${verdict(find(`cast, ${VOTERS} voters reading 2-8 s: p99`), 100)}; ` +
      `tally < 200 ms: ${verdict(find('tally: closeElection'), 200)}`,
  )
}
