import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { openPglite } from '~/db/client.server'
import { installServerSecret } from '~/lib/keyring.server'
import { rewrittenBackup } from '../../../tests/setup/backup-kit'
import {
  createScratchDatabase,
  MIGRATIONS,
  setupTestDatabase,
  TEST_SERVER_SECRET,
} from '../../../tests/setup/test-database'
import { staffActor } from '../../../tests/factories/communities'
import { restoreBackup, type RestoreTarget } from './restore.server'
import { takeBackup } from './take-backup.server'

const database = setupTestDatabase()
let tmp: string
let file: string

beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'restore-refusals-'))
  await staffActor(database.db, 'admin', 'Ann Admin')
  const outcome = await takeBackup(database.handle, {
    dir: path.join(tmp, 'backups'),
    migrationsFolder: MIGRATIONS,
    kind: 'command',
    requestedBy: 'test',
    keep: 14,
  })
  if (outcome.status !== 'succeeded') throw new Error(`backup ${outcome.status}`)
  file = outcome.file.path
})
afterEach(async () => {
  installServerSecret(TEST_SERVER_SECRET)
  await fs.rm(tmp, { recursive: true, force: true })
})

const dataDir = () => path.join(tmp, 'restored')
const pglite = (): RestoreTarget => ({ kind: 'pglite', dataDir: dataDir() })
const restore = (
  options: { file?: string; target?: RestoreTarget; replace?: boolean; otherSecret?: boolean } = {},
) => restoreBackup({ file, target: pglite(), migrationsFolder: MIGRATIONS, ...options })

const exists = (p: string) =>
  fs.stat(p).then(
    () => true,
    () => false,
  )

async function staffNames(dir: string): Promise<string[]> {
  const handle = await openPglite(path.join(dir, 'pglite'))
  try {
    const result = (await handle.db.execute('select name from staff_users order by name')) as unknown as {
      rows: Array<{ name: string }>
    }
    return result.rows.map((r) => r.name)
  } finally {
    await handle.close()
  }
}

describe('a restore refuses, changing nothing', () => {
  test('a target that holds a database, unless --replace; then the old one is kept aside', async () => {
    // What the restore looks for: a database cluster's PG_VERSION in DATA_DIR/pglite.
    await fs.mkdir(path.join(dataDir(), 'pglite'), { recursive: true })
    await fs.writeFile(path.join(dataDir(), 'pglite', 'PG_VERSION'), '17\n')
    await expect(restore()).rejects.toThrow(/already holds a database.*--replace/s)
    const summary = await restore({ replace: true })
    expect(await staffNames(dataDir())).toEqual(['Ann Admin'])
    expect(summary.replacedDir).toMatch(/pglite-replaced-/)
    expect(await fs.readFile(path.join(summary.replacedDir!, 'PG_VERSION'), 'utf8')).toBe('17\n')
  })

  test.runIf(process.env.TEST_DATABASE_URL)(
    'a PostgreSQL database that holds data, unless --replace',
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!)
      try {
        const target: RestoreTarget = { kind: 'postgres', url: scratch.url }
        await restore({ target })
        await expect(restore({ target })).rejects.toThrow(/already holds data.*--replace/s)
        await expect(restore({ target, replace: true })).resolves.toMatchObject({
          tables: expect.any(Number),
        })
      } finally {
        await scratch.drop()
      }
    },
  )

  test('a file changed after it was written: its checksum does not match', async () => {
    const bytes = await fs.readFile(file)
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff
    await fs.writeFile(file, bytes)
    await expect(restore()).rejects.toThrow(/does not match its checksum/)
    expect(await exists(dataDir())).toBe(false)
  })

  test('a file cut short, even without its .sha256', async () => {
    const bytes = await fs.readFile(file)
    await fs.writeFile(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    await fs.rm(`${file}.sha256`)
    await expect(restore()).rejects.toThrow(/damaged|cut short/)
    expect(await exists(dataDir())).toBe(false)
  })

  test('a backup from a newer version of the site', async () => {
    const newer = await rewrittenBackup(file, (header) => ({
      ...header,
      schema: {
        migrations: header.schema.migrations + 1,
        lastWhen: header.schema.lastWhen + 1,
        lastTag: '0099_later',
      },
    }))
    await expect(restore({ file: newer.path })).rejects.toThrow(
      /newer version of the site.*0099_later.*Install the newer version/s,
    )
    expect(await exists(dataDir())).toBe(false)
  })

  test('a server secret other than the one the ballots were sealed under, unless told', async () => {
    installServerSecret('another-secret-that-is-long-enough-0123456789')
    await expect(restore()).rejects.toThrow(/sealed under another server secret.*SESSION_SECRET/s)
    expect(await exists(dataDir())).toBe(false)
    await expect(restore({ otherSecret: true })).resolves.toMatchObject({ rows: expect.any(Number) })
  })
})
