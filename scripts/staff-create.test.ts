import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import { openPglite, openPostgres, type DatabaseHandle } from '~/db/client.server'
import { lockDataDir } from '~/db/data-dir-lock.server'
import { login } from '~/features/staff/login.server'

// `npm run staff:create` as an operator runs it: a separate process on a DATA_DIR (or DATABASE_URL).
const ROOT = path.resolve(import.meta.dirname, '..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const SLOW = 180_000 // a process that starts TypeScript and a database on a busy machine

type Run = { code: number | null; stdout: string; stderr: string }

function runCli(args: string[], env: Record<string, string>, stdin?: string): Promise<Run> {
  const proc = spawn(TSX, ['scripts/staff-create.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  proc.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
  proc.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  proc.stdin.end(stdin ?? '')
  return new Promise((resolve) => proc.on('exit', (code) => resolve({ code, stdout, stderr })))
}

const dirs: string[] = []
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoa-staff-cli-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

async function withEmbedded<T>(dataDir: string, run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openPglite(path.join(dataDir, 'pglite'))
  try {
    return await run(handle)
  } finally {
    await handle.close()
  }
}

const ADD_ANN = ['--email', 'Ann@Example.com', '--name', 'Ann Lee', '--role', 'admin']

describe('npm run staff:create', () => {
  test(
    'creates an admin on a fresh DATA_DIR and prints a generated password once, which signs in',
    async () => {
      const dataDir = tempDataDir()
      const run = await runCli(ADD_ANN, { DATA_DIR: dataDir })
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      expect(run.stdout).toContain('Created admin account ann@example.com (Ann Lee).')
      const password = /Password \(shown only this once\): (\S+)/.exec(run.stdout)?.[1]
      expect(password).toMatch(/^[\w]{6}(-\w{6}){3}$/)
      expect(run.stdout.split(password!).length).toBe(2)
      expect(fs.existsSync(path.join(dataDir, 'hoa-site.lock'))).toBe(false)
      await withEmbedded(dataDir, async ({ db }) => {
        const session = await login(db, { email: 'ann@example.com', password: password! })
        expect(session.user).toMatchObject({ role: 'admin', name: 'Ann Lee', mustChangePassword: false })
      })
    },
    SLOW,
  )

  test(
    'takes the password from stdin, refuses a weak one, and refuses an email that exists',
    async () => {
      const dataDir = tempDataDir()
      const weak = await runCli([...ADD_ANN, '--password-stdin'], { DATA_DIR: dataDir }, 'password1234\n')
      expect(weak.code).toBe(2)
      expect(weak.stderr).toContain('--password: This password is too common.')
      const good = await runCli(
        [...ADD_ANN, '--password-stdin'],
        { DATA_DIR: dataDir },
        'saffron bicycle ledger\n',
      )
      expect(good.code).toBe(0)
      expect(good.stdout).not.toContain('saffron')
      const again = await runCli(['--email', 'ann@example.com', '--name', 'Copy', '--role', 'manager'], {
        DATA_DIR: dataDir,
      })
      expect(again.code).toBe(1)
      expect(again.stderr).toContain('A staff account with this email already exists.')
      await withEmbedded(dataDir, async ({ db }) => {
        // The trailing line break from the pipe is not part of the password.
        expect(
          (await login(db, { email: 'ann@example.com', password: 'saffron bicycle ledger' })).user.name,
        ).toBe('Ann Lee')
      })
    },
    SLOW,
  )

  test(
    'refuses, touching nothing, while a server holds the DATA_DIR',
    async () => {
      const dataDir = tempDataDir()
      const lock = lockDataDir(dataDir) // this test process plays the running server
      try {
        const run = await runCli(ADD_ANN, { DATA_DIR: dataDir })
        expect(run.code).toBe(1)
        expect(run.stderr).toContain(`is already in use by process ${process.pid}`)
        expect(run.stderr).toContain('Stop the server first')
        expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false)
      } finally {
        lock.release()
      }
    },
    SLOW,
  )

  test(
    'explains its options when they are missing or wrong',
    async () => {
      const run = await runCli(['--email', 'not-an-email', '--role', 'owner'], { DATA_DIR: tempDataDir() })
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('--email: Please enter a valid email address.')
      expect(run.stderr).toContain('--name: Please enter a name.')
      expect(run.stderr).toContain('--role: Choose admin or manager.')
      expect(run.stderr).toContain('Usage: npm run staff:create')
      const unknown = await runCli(['--emial', 'a@b.co'], { DATA_DIR: tempDataDir() })
      expect(unknown.code).toBe(2)
      expect(unknown.stderr).toContain("Unknown option '--emial'")
    },
    SLOW,
  )

  // With TEST_DATABASE_URL the CLI writes to a PostgreSQL database through DATABASE_URL; without it, to
  // the embedded database: the same test either way, against whichever engine this run uses.
  test(
    'writes to the database the environment names (DATABASE_URL when set)',
    async () => {
      const server = process.env.TEST_DATABASE_URL
      let env: Record<string, string>
      let open: () => Promise<DatabaseHandle>
      let drop = async () => {}
      if (server) {
        const name = `hoa_cli_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
        const admin = new pg.Client({ connectionString: server })
        await admin.connect()
        await admin.query(`CREATE DATABASE ${name}`)
        await admin.end()
        const url = new URL(server)
        url.pathname = `/${name}`
        env = { DATABASE_URL: url.toString(), DATA_DIR: tempDataDir() }
        open = () => openPostgres(url.toString(), { max: 1 })
        drop = async () => {
          const client = new pg.Client({ connectionString: server })
          await client.connect()
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          await client.end()
        }
      } else {
        const dataDir = tempDataDir()
        env = { DATA_DIR: dataDir }
        open = () => openPglite(path.join(dataDir, 'pglite'))
      }
      try {
        const run = await runCli(
          ['--email', 'mo@example.com', '--name', 'Mo Manager', '--role', 'manager'],
          env,
        )
        expect(run.code).toBe(0)
        const handle = await open()
        try {
          const rows = (await handle.db.execute(sql`select email, role from staff_users`)) as {
            rows: unknown[]
          }
          expect(rows.rows).toEqual([{ email: 'mo@example.com', role: 'manager' }])
        } finally {
          await handle.close()
        }
      } finally {
        await drop()
      }
    },
    SLOW,
  )
})
