import fs from 'node:fs'
import path from 'node:path'
import { upgradeLegacyElections } from '~/features/elections/legacy-upgrade.server'
import type { Database } from './client.server'

// Work in Node that follows an SQL migration because it needs what SQL does not have (the server secret),
// named by the migration it follows. Each runs once: in the migrate call that applies that migration, so
// nothing later in the database can ask for it again (re-running the SQL migration itself would fail).

const DATA_MIGRATIONS: Array<{ after: string; run: (db: Database) => Promise<unknown> }> = [
  { after: '0010_sealed_ballots', run: upgradeLegacyElections },
]

/** The data migrations that follow SQL migrations applied in this call (`before` of them were applied already). */
export function dataMigrationsBetween(migrationsFolder: string, before: number, after: number) {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>
  }
  return DATA_MIGRATIONS.filter((migration) => {
    const entry = journal.entries.find((e) => e.tag === migration.after)
    return entry !== undefined && entry.idx >= before && entry.idx < after
  })
}
