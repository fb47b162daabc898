import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { onInterrupt } from './temporary-database'
import { serveNodeFlags } from '../serve-args'

// The processes of `npm run bench`: the production server (build/server.js) as it runs in production,
// started on a database of its own with a staff account made by scripts/staff-create.ts, as the
// Playwright config does; its memory read from /proc.

/** Where a run keeps its data: always a DATA_DIR of its own; a PostgreSQL database when `databaseUrl`. */
export type Engine = { name: 'PGlite' | 'PostgreSQL'; dataDir: string; databaseUrl?: string }

export type PortRange = { from: number; to: number }

/** `3500-3599` from the environment variable `variable`, or an error naming it. */
export function portRange(value: string, variable: string): PortRange {
  const [from, to] = value.split('-').map(Number)
  if (!Number.isInteger(from) || !Number.isInteger(to) || from! < 1 || to! > 65_535 || from! > to!)
    throw new Error(`${variable} must be a range like 3500-3599, not "${value}"`)
  return { from: from!, to: to! }
}

// Ports this benchmark may use (the machine's other work has the rest); BENCH_PORTS=3500-3599 another range.
const PORTS = portRange(process.env.BENCH_PORTS ?? '3400-3499', 'BENCH_PORTS')

export async function freePort(ports: PortRange = PORTS): Promise<number> {
  for (let port = ports.from; port <= ports.to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port in ${ports.from}-${ports.to}`)
}

/** Resident memory of a process, in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
  if (!kb) throw new Error(`no VmRSS for process ${pid}`)
  return Number(kb) / 1024
}

function databaseEnv(engine: Engine): Record<string, string> {
  const env: Record<string, string> = { DATA_DIR: engine.dataDir }
  if (engine.databaseUrl) env.DATABASE_URL = engine.databaseUrl
  return env
}

async function exitOf(child: ChildProcess, what: string, output: () => string): Promise<void> {
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`${what} exited with ${code}:\n${output()}`)
}

/** An admin account on the run's fresh database, before the server opens it (the password via stdin). */
export async function createStaff(root: string, engine: Engine, email: string, password: string) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
  const args = ['scripts/staff-create.ts', '--email', email, '--name', 'Bench Admin', '--role', 'admin']
  const child = spawn(tsx, [...args, '--password-stdin'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...databaseEnv(engine) },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stdin.end(password)
  await exitOf(child, 'staff-create', () => output)
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const done = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await done
}

export type RunningServer = { origin: string; pid: number; stop: () => Promise<void> }

/** For a caller other than the benchmarks: settings over the benchmark's own, and its own port range. */
export type ServerOptions = { env?: Record<string, string>; ports?: PortRange }

/**
 * Starts the built server and waits for /healthz to answer 200. `nodeFlags` go after `npm run serve`'s
 * own (e.g. --cpu-prof).
 */
export async function startServer(
  serverJs: string,
  engine: Engine,
  nodeFlags: string[] = [],
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = await freePort(options.ports)
  // A whole environment of its own: nothing of the shell's (SMTP_URL, PUBLIC_ORIGIN...) reaches it. Every
  // request comes from this one machine, so the per-address limits that have a setting are lifted; the
  // law assistant's (30 in 15 minutes, no setting) is met with an address per visitor behind one proxy hop.
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    FORM_RATE_LIMIT_PER_HOUR: '100000000',
    BACKUP_SCHEDULE: 'off',
    ...options.env,
    ...databaseEnv(engine),
  }
  const child = spawn(process.execPath, [...serveNodeFlags(), ...nodeFlags, serverJs], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const stop = onInterrupt(() => stopChild(child))
  const exited = exitOf(child, 'the server', () => output)
  let gone = false
  void exited.then(
    () => (gone = true),
    () => (gone = true),
  )
  const origin = `http://127.0.0.1:${port}`
  const healthy = () =>
    fetch(`${origin}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    )
  for (const deadline = Date.now() + 120_000; !(await healthy());) {
    if (gone) {
      await stop()
      await exited
      throw new Error(`the server exited before answering /healthz:\n${output}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server did not answer /healthz within 120 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, pid: child.pid!, stop }
}
