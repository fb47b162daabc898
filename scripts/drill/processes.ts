import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { portRange, startServer, type Engine, type RunningServer } from '../bench/api-server'

// The processes of the restore drill: the production server and the two commands under test, each given
// the same server secret (a backup's ballots and audit chains open only under the secret they were sealed
// with) and no backup schedule (a scheduled backup during the drill would be one more file and one more run).

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const DRILL_SECRET = 'restore-drill-session-secret-that-is-long-enough-0123456789'

// Ports the drill's servers may use, apart from the benchmarks' (BENCH_PORTS) so both can run at once.
const PORTS = portRange(process.env.DRILL_PORTS ?? '3700-3799', 'DRILL_PORTS')

const settings = { SESSION_SECRET: DRILL_SECRET, BACKUP_SCHEDULE: 'off' }

let starting: Promise<unknown> = Promise.resolve()

/**
 * Starts build/server.js on the engine's database. One start at a time: a server takes the port it was given
 * only when it listens, so two starting together could be given the same free port.
 */
export function startDrillServer(serverJs: string, engine: Engine): Promise<RunningServer> {
  const start = starting.then(() => startServer(serverJs, engine, [], { env: settings, ports: PORTS }))
  starting = start.catch(() => undefined)
  return start
}

export type CommandRun = { seconds: number; output: string }

/**
 * `npm run <script> -- <args>` on the engine's database, as an operator types it, timed from start to exit.
 * Its environment is only the engine's and the drill's settings (and what npm needs to run): nothing of the
 * shell's DATABASE_URL or DATA_DIR reaches it.
 */
export async function npmRun(
  script: 'backup' | 'restore',
  args: string[],
  engine: Engine,
): Promise<CommandRun> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? ROOT,
    ...settings,
    DATA_DIR: engine.dataDir,
  }
  if (engine.databaseUrl) env.DATABASE_URL = engine.databaseUrl
  const started = performance.now()
  const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  const seconds = (performance.now() - started) / 1000
  if (code !== 0) throw new Error(`npm run ${script} on ${engine.name} exited with ${code}:\n${output}`)
  return { seconds, output }
}
