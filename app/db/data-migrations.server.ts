import { upgradeLegacyElections } from '~/features/elections/legacy-upgrade.server'
import type { Database } from './client.server'

// Work in Node that follows the SQL migrations because it needs what SQL does not have (the server secret).
// Each runs after every migrate and does nothing once its work is done, so one that failed part-way (a
// crash, a timeout) is finished by the next start instead of leaving the database half upgraded.

const DATA_MIGRATIONS: Array<(db: Database) => Promise<unknown>> = [
  // After 0010_sealed_ballots: seals ballots kept in the clear, while its legacy tables are there.
  upgradeLegacyElections,
]

export async function runDataMigrations(db: Database) {
  for (const migration of DATA_MIGRATIONS) await migration(db)
}
