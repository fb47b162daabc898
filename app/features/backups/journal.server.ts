import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { BackupHeader } from './format'

// drizzle/meta/_journal.json lists the migrations in order; drizzle records each one it applies with the
// entry's `when`, which is how a backup names the schema it holds.

export type JournalEntry = { idx: number; when: number; tag: string }

type Journal = { entries: JournalEntry[] }

const journalFile = (migrationsFolder: string) => path.join(migrationsFolder, 'meta', '_journal.json')
const readWholeJournal = async (migrationsFolder: string) =>
  JSON.parse(await fs.readFile(journalFile(migrationsFolder), 'utf8')) as Journal

export async function readJournal(migrationsFolder: string): Promise<JournalEntry[]> {
  return (await readWholeJournal(migrationsFolder)).entries
}

export const tagsByWhen = (journal: JournalEntry[]) => new Map(journal.map((e) => [e.when, e.tag]))

export class BackupRefused extends Error {
  override name = 'BackupRefused'
}

/**
 * How many of this version's migrations the backup's database had applied, or a refusal in a sentence: a
 * backup from a newer version of the site cannot be restored by this one, which does not know its tables.
 */
export function migrationsApplied(header: BackupHeader, journal: JournalEntry[]): number {
  const { migrations, lastWhen, lastTag } = header.schema
  const index = journal.findIndex((e) => e.when === lastWhen)
  const newest = journal.at(-1)
  if (index === -1 && (!newest || lastWhen > newest.when))
    throw new BackupRefused(
      `This backup was made by a newer version of the site: its database has ${migrations} migrations, up to ` +
        `${lastTag ?? 'one this version does not know'}, and this version knows ${journal.length} ` +
        `(up to ${newest?.tag ?? 'none'}). Install the newer version, then restore.`,
    )
  if (index === -1 || index + 1 !== migrations)
    throw new BackupRefused(
      `This backup's database schema (${migrations} migrations, the last ${lastTag ?? lastWhen}) is not one ` +
        `this site's migrations made, so it cannot be restored here.`,
    )
  return migrations
}

/** A copy of the migrations folder holding only the first `count`, to build the backup's own schema. */
export async function migrationsUpTo(migrationsFolder: string, count: number) {
  const journal = await readWholeJournal(migrationsFolder)
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hoa-migrations-'))
  await fs.mkdir(path.join(dir, 'meta'))
  const entries = journal.entries.slice(0, count)
  await fs.writeFile(journalFile(dir), JSON.stringify({ ...journal, entries }))
  for (const entry of entries)
    await fs.copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`))
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) }
}
