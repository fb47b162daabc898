import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { signedInStaff } from '../../../../tests/factories/staff'
import { countRows, routeContext } from '../../../../tests/setup/route-context'
import { loadServerBuild, startTestApp, type TestApp } from '../../../../tests/setup/test-app'
import { MIGRATIONS, setupTestDatabase } from '../../../../tests/setup/test-database'
import { createBackupService, type BackupService } from '~/features/backups/backup-service.server'
import type { BackupsOverview, TakenBackup } from '~/features/backups/types'
import * as backupsRoute from './backups'

// The back office's backups over HTTP, through the Express app the server runs, with a real backup service
// writing real files into a temporary BACKUP_DIR.

vi.setConfig({ testTimeout: 120_000 })

const t = setupTestDatabase()
let root: string
let dir: string
let service: BackupService
let server: Awaited<ReturnType<typeof loadServerBuild>>
let app: TestApp

const serviceIn = (backupDir: string, migrationsFolder = MIGRATIONS) =>
  createBackupService(
    t.handle,
    { dir: backupDir, keep: 14, schedule: '02:00', migrationsFolder },
    pino({ level: 'silent' }),
  )

/** /api/staff/backups called on the route module, as React Router would, with this backup service. */
function direct(method: string, token: string, backups: BackupService | null) {
  const request = new Request('http://127.0.0.1/api/staff/backups', {
    method,
    headers: { Authorization: `Bearer ${token}` },
  })
  const handler = method === 'GET' ? backupsRoute.loader : backupsRoute.action
  return handler({ request, context: routeContext(t.db, { backups }), params: {} } as never)
}

beforeAll(async () => {
  // DATA_DIR's shape: the server's secret beside the backups folder, which a path in a name must not reach.
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'backups-api-'))
  dir = path.join(root, 'backups')
  await fs.mkdir(dir)
  await fs.writeFile(path.join(root, 'session-secret'), 'not for download')
  service = serviceIn(dir)
  server = await loadServerBuild()
  app = await startTestApp(t.db, server.build, { backups: service })
}, 180_000)
afterAll(async () => {
  await app?.close()
  await server?.close()
  await fs.rm(root, { recursive: true, force: true })
})

function send(urlPath: string, token?: string, method = 'GET') {
  return fetch(`${app.origin}${urlPath}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
}

const list = async (token: string) =>
  (await (await send('/api/staff/backups', token)).json()) as BackupsOverview

describe('an admin', () => {
  test('lists the backups, takes one, and downloads it byte for byte', async () => {
    const { token, user } = await signedInStaff(t.db, { role: 'admin' })
    const before = await list(token)
    expect(before).toMatchObject({
      settings: { times: ['02:00'], keep: 14, dir },
      runs: [],
      lastFailed: null,
    })

    const taken = await send('/api/staff/backups', token, 'POST')
    expect(taken.status).toBe(201)
    const { file } = (await taken.json()) as TakenBackup
    expect(file.fileName).toMatch(/^hoa-backup-.+\.ndjson\.gz$/)

    const after = await list(token)
    expect(after.files.map((f) => f.fileName)).toContain(file.fileName)
    expect(after.files.find((f) => f.fileName === file.fileName)).toMatchObject({
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
    })
    expect(after.runs[0]).toMatchObject({
      kind: 'manual',
      status: 'succeeded',
      fileName: file.fileName,
      sha256: file.sha256,
      requestedBy: user.email,
    })
    expect(after.lastFailed).toBeNull()

    const download = await send(`/api/staff/backups/${file.fileName}`, token)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/gzip')
    expect(download.headers.get('content-length')).toBe(String(file.sizeBytes))
    expect(download.headers.get('content-disposition')).toContain(`filename="${file.fileName}"`)
    expect(download.headers.get('cache-control')).toBe('no-store')
    const bytes = Buffer.from(await download.arrayBuffer())
    expect(bytes.equals(await fs.readFile(path.join(dir, file.fileName)))).toBe(true)
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256)
    expect(gunzipSync(bytes).toString('utf8')).toMatch(/^#backup \{/)
  })

  // Called on the route module itself: the server build over HTTP holds its own copy of the feature's modules.
  test('gets a 409 with a sentence while another backup is being taken', async () => {
    const { token } = await signedInStaff(t.db, { role: 'admin' })
    const first = direct('POST', token, service)
    await vi.waitFor(async () => expect(await countRows(t.db, 'backup_runs')).toBe(1), { timeout: 10_000 })
    const second = await direct('POST', token, service)
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ message: 'A backup is being taken now; wait for it to finish.' })
    expect((await first).status).toBe(201)
    expect(await countRows(t.db, 'backup_runs')).toBe(1)
  })

  test('is told why a backup failed, and the list says the last one failed', async () => {
    const { token } = await signedInStaff(t.db, { role: 'admin' })
    // Migrations that cannot be read: the backup fails once its file is begun.
    const broken = serviceIn(dir, path.join(root, 'no-migrations'))
    const failed = await direct('POST', token, broken)
    expect(failed.status).toBe(500)
    const { message } = (await failed.json()) as { message: string }
    expect(message).toMatch(/^The backup failed: .+\.$/)
    const overview = (await (await direct('GET', token, broken)).json()) as BackupsOverview
    expect(overview.lastFailed).toMatchObject({ kind: 'manual', status: 'failed' })
    expect(message).toContain(overview.lastFailed!.error)
    expect(overview.lastFailed!.finishedAt).toEqual(expect.any(String))
    // The file it had begun is not left behind.
    expect((await fs.readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([])
  })

  test('is told when the backup folder cannot be read', async () => {
    const { token } = await signedInStaff(t.db, { role: 'admin' })
    const notADir = path.join(root, 'not-a-directory')
    await fs.writeFile(notADir, '')
    const answer = await direct('GET', token, serviceIn(notADir))
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({
      message: `The backup folder ${notADir} cannot be read (ENOTDIR).`,
    })
  })
})

describe('everyone else', () => {
  test('a manager and a board account get the 403 the staff-users API gives them; no token is a 401', async () => {
    const manager = await signedInStaff(t.db, { role: 'manager' })
    const board = await signedInStaff(t.db, { role: 'board' })
    const refusal = await send('/api/staff/users', manager.token)
    expect(refusal.status).toBe(403)
    const sentence = await refusal.json()
    const paths = ['/api/staff/backups', '/api/staff/backups/hoa-backup-2026-01-01T09-00-00Z.ndjson.gz']
    for (const { token } of [manager, board])
      for (const [urlPath, method] of [...paths.map((p) => [p, 'GET']), [paths[0]!, 'POST']]) {
        const answer = await send(urlPath!, token, method)
        expect(answer.status, `${method} ${urlPath}`).toBe(403)
        expect(await answer.json()).toEqual(sentence)
      }
    for (const urlPath of paths) expect((await send(urlPath)).status).toBe(401)
    expect((await send(paths[0]!, undefined, 'POST')).status).toBe(401)
    expect(await countRows(t.db, 'backup_runs')).toBe(0)
  })

  test('a name that is not a backup in this server’s folder is a 404', async () => {
    const { token } = await signedInStaff(t.db, { role: 'admin' })
    await fs.writeFile(path.join(dir, 'foo.ndjson.gz'), 'x')
    // A backup another instance wrote, in its own BACKUP_DIR.
    const elsewhere = path.join(root, 'other-instance')
    await fs.mkdir(elsewhere, { recursive: true })
    await fs.writeFile(path.join(elsewhere, 'hoa-backup-2026-01-01T09-00-00Z.ndjson.gz'), 'x')
    for (const name of [
      '..%2Fsession-secret',
      '..%2F..%2Fetc%2Fpasswd',
      'foo.ndjson.gz',
      'hoa-backup-2026-01-01T09-00-00Z.ndjson.gz',
      '..%2Fother-instance%2Fhoa-backup-2026-01-01T09-00-00Z.ndjson.gz',
      'hoa-backup-2026-01-01T09-00-00Z.ndjson.gz.sha256',
      '%2Fetc%2Fpasswd',
    ]) {
      const answer = await send(`/api/staff/backups/${name}`, token)
      expect(answer.status, name).toBe(404)
      expect(await answer.json(), name).toEqual({ message: 'There is no such backup on this server.' })
    }
  })

  test('without a backup service the API says so with a 503', async () => {
    const { token } = await signedInStaff(t.db, { role: 'admin' })
    for (const method of ['GET', 'POST']) {
      const answer = await direct(method, token, null)
      expect(answer.status).toBe(503)
      expect(await answer.json()).toEqual({ message: 'Backups are not available on this server.' })
    }
  })
})
