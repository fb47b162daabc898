import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { DataDirInUseError, lockDataDir } from './data-dir-lock.server'

const ROOT = path.resolve(import.meta.dirname, '../..')
const HOLDER = ['--import', 'tsx', 'tests/setup/data-dir-lock-holder.ts']
const SLOW = 60_000 // a child that starts TypeScript on a busy machine

const dirs: string[] = []
const children: ChildProcess[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoa-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  children.splice(0).forEach((child) => child.exitCode === null && child.kill('SIGKILL'))
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }))
})

// A container as far as the lock can tell: its own PID namespace (the server is PID 1) and its own host
// name. Root runs unshare as it is; otherwise a user namespace (-r) may allow it. Null where neither works.
const CONTAINER = [
  ['unshare', '--pid', '--fork', '--kill-child', '--uts'],
  ['unshare', '-r', '--pid', '--fork', '--kill-child', '--uts'],
].find((cmd) => spawnSync(cmd[0]!, [...cmd.slice(1), 'true']).status === 0)

type Holder = { child: ChildProcess; pid: number; outerPid: number; host: string }

/** Starts a process that takes the lock on `dir`, and resolves once it holds it. */
function startHolder(dir: string, container?: { host: string }): Promise<Holder> {
  const node = [process.execPath, ...HOLDER, dir]
  const [cmd, ...args] = container
    ? [...CONTAINER!, 'sh', '-c', 'hostname "$0" && exec "$@"', container.host, ...node]
    : node
  const child = spawn(cmd!, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve({ child, ...(JSON.parse(out) as Omit<Holder, 'child'>) })
    })
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`the lock holder exited (${code}): ${err}`)))
  })
}

/** SIGKILLs the holder (from outside its namespace, where PID 1 can be killed) and waits for it to end. */
async function killHolder(holder: Holder) {
  const ended = new Promise((resolve) => holder.child.once('exit', resolve))
  process.kill(holder.outerPid, 'SIGKILL')
  await ended
}

const lockText = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'hoa-site.lock'), 'utf8'))

test('a second holder of the same directory is refused with a clear message', () => {
  const dir = tempDir()
  const lock = lockDataDir(dir)
  expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
  expect(() => lockDataDir(dir)).toThrow(new RegExp(`already in use by process ${process.pid}`))
  lock.release()
  expect(fs.existsSync(path.join(dir, 'hoa-site.lock'))).toBe(false)
  lockDataDir(dir).release()
})

test('a lock file written by another host, whose process no longer runs, does not block', () => {
  const dir = tempDir()
  fs.writeFileSync(
    path.join(dir, 'hoa-site.lock'),
    JSON.stringify({ pid: 1, host: 'other-host', startedAt: '2026-01-01T00:00:00Z' }),
  )
  const lock = lockDataDir(dir)
  expect(lockText(dir)).toMatchObject({ pid: process.pid, host: os.hostname() })
  lock.release()
})

test(
  'a second live process is refused, naming it; once it is killed with SIGKILL the directory can be taken',
  async () => {
    const dir = tempDir()
    const holder = await startHolder(dir)
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`already in use by process ${holder.pid} on ${holder.host}, since `),
    )
    await killHolder(holder)
    const lock = lockDataDir(dir)
    expect(lockText(dir)).toMatchObject({ pid: process.pid })
    lock.release()
  },
  SLOW,
)

describe.skipIf(!CONTAINER)('a server in a container (PID 1) on a shared directory', () => {
  test(
    'while it runs, a process outside is refused',
    async () => {
      const dir = tempDir()
      const holder = await startHolder(dir, { host: 'other-host' })
      expect(holder).toMatchObject({ pid: 1, host: 'other-host' })
      expect(() => lockDataDir(dir)).toThrow(/already in use by process 1 on other-host/)
    },
    SLOW,
  )

  test.each([
    ['this host name', os.hostname()],
    ['another host name', 'other-host'],
  ])(
    'killed with SIGKILL under %s, it leaves nothing that blocks a restart',
    async (_, host) => {
      const dir = tempDir()
      await killHolder(await startHolder(dir, { host }))
      // What used to block: a lock naming PID 1, which is always alive, or a host that is not this one.
      expect(lockText(dir)).toMatchObject({ pid: 1, host })
      const lock = lockDataDir(dir)
      expect(lockText(dir)).toMatchObject({ pid: process.pid })
      lock.release()
      // and the restarted container can take it again
      await killHolder(await startHolder(dir, { host }))
    },
    SLOW,
  )
})
