import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { openPglite, openPostgres, type DatabaseHandle } from '~/db/client.server'
import { submissionFiles } from '~/db/schema'
import { installServerSecret } from '~/lib/keyring.server'
import { columnsAtMigration, contents, rewrittenBackup } from '../../../tests/setup/backup-kit'
import {
  createScratchDatabase,
  MIGRATIONS,
  setupTestDatabase,
  TEST_SERVER_SECRET,
} from '../../../tests/setup/test-database'
import { staffActor } from '../../../tests/factories/communities'
import { electionCommunity, openedElection, pick, unitsOf, vote } from '../../../tests/factories/elections'
import { readJournal } from './journal.server'
import { restoreBackup, type RestoreTarget } from './restore.server'
import { takeBackup } from './take-backup.server'

const database = setupTestDatabase()
let tmp: string

beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-test-'))
})
afterEach(async () => {
  installServerSecret(TEST_SERVER_SECRET)
  await fs.rm(tmp, { recursive: true, force: true })
})

/** Every byte value, so an encoding that mangles one shows. */
const ALL_BYTES = Buffer.from(Array.from({ length: 256 }, (_, i) => i))

/** Rows a restore could get wrong: sealed ballots, exact weights, bytes, times, quotes and line breaks. */
async function fixture() {
  const db = database.db
  const actor = await staffActor(db, 'admin', 'Ana "Admin" O\'Neil\nSecond line \\ é 漢')
  const community = await electionCommunity(db, actor, unitsOf(3, '0.333333'))
  const election = await openedElection(db, actor, community.id)
  await vote(db, election.links.get('U1'), [pick(election, 0, 'Ana Ortiz'), pick(election, 1, 'Yes')])
  await vote(db, election.links.get('U2'), [
    pick(election, 0, 'Ben Cho', 'Cara Diaz'),
    pick(election, 1, 'No'),
  ])
  await db.insert(submissionFiles).values({
    submissionType: 'quote',
    submissionId: randomUUID(),
    field: 'budget_file',
    fileName: 'budget 2026.pdf',
    contentType: 'application/pdf',
    sizeBytes: ALL_BYTES.length,
    sha256: 'x'.repeat(64),
    content: ALL_BYTES,
  })
}

const backUp = (handle: DatabaseHandle, exclusive = false) =>
  takeBackup(handle, {
    dir: path.join(tmp, 'backups'),
    migrationsFolder: MIGRATIONS,
    kind: 'command',
    requestedBy: 'test',
    keep: 14,
    exclusive,
  })

async function backupFile(handle = database.handle) {
  const outcome = await backUp(handle)
  if (outcome.status !== 'succeeded') throw new Error(`backup ${outcome.status}`)
  return outcome.file.path
}

/** Opens what a restore into `target` left, reads it, and closes it again. */
async function read<T>(target: RestoreTarget, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle =
    target.kind === 'pglite'
      ? await openPglite(path.join(target.dataDir, 'pglite'))
      : await openPostgres(target.url, { max: 1 })
  try {
    return await work(handle)
  } finally {
    await handle.close()
  }
}

const pgliteTarget = (): RestoreTarget => ({ kind: 'pglite', dataDir: path.join(tmp, 'restored') })

describe('a backup restores', () => {
  test('every row, sealed ballot and file byte, into an empty PGlite DATA_DIR', async () => {
    await fixture()
    const file = await backupFile()
    const target = pgliteTarget()
    const summary = await restoreBackup({ file, target, migrationsFolder: MIGRATIONS })
    expect(summary.backup.checksumFile).toBe(true)
    expect(summary.migratedTo).toBe(summary.migratedFrom)
    const before = await contents(database.db)
    const after = await read(target, (h) => contents(h.db))
    expect(after).toEqual(before)
    expect(after.election_ballots).toHaveLength(2)
    expect(after.submission_files!.join()).toContain(`\\\\x${ALL_BYTES.toString('hex')}`)
  })

  test.runIf(process.env.TEST_DATABASE_URL)('across engines, into an empty PostgreSQL database', async () => {
    await fixture()
    const file = await backupFile()
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!)
    try {
      const target: RestoreTarget = { kind: 'postgres', url: scratch.url }
      await restoreBackup({ file, target, migrationsFolder: MIGRATIONS })
      expect(await read(target, (h) => contents(h.db))).toEqual(await contents(database.db))
    } finally {
      await scratch.drop()
    }
  })

  test('from an older schema version, brought up to date after it is loaded', async () => {
    await fixture()
    const journal = await readJournal(MIGRATIONS)
    // The same rows without what the last migration added: a faithful backup of the schema before it, as
    // long as the fixture leaves the newest columns at their defaults.
    const previous = journal.at(-2)!
    const older = await rewrittenBackup(
      await backupFile(),
      (header) => ({
        ...header,
        schema: { migrations: journal.length - 1, lastWhen: previous.when, lastTag: previous.tag },
      }),
      await columnsAtMigration(MIGRATIONS, journal.length - 1),
    )
    const target = pgliteTarget()
    const summary = await restoreBackup({ file: older.path, target, migrationsFolder: MIGRATIONS })
    expect(summary).toMatchObject({ migratedFrom: journal.length - 1, migratedTo: journal.length })
    expect(await read(target, (h) => contents(h.db))).toEqual(await contents(database.db))
    // Three databases are built and migrated here (the source, the older schema, the target): about 5 s
    // alone, past 30 s on a machine busy with journeys.
  }, 90_000)
})
