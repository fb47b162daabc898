import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

export const backupKinds = ['scheduled', 'manual', 'command'] as const
export const backupStatuses = ['running', 'succeeded', 'failed'] as const

/**
 * Every backup taken, by the schedule, from the back office or by `npm run backup`, and how it ended. A
 * scheduled one names its slot (the Utah date and time it was due): the slot is unique, so of several
 * instances sharing one database only the first to claim it takes that backup. The files themselves are in
 * the BACKUP_DIR of the instance that wrote them; this table is not part of a backup (it describes them).
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: backupKinds }).notNull(),
    /** Scheduled backups only: e.g. `2026-11-28T02:00 America/Denver`. */
    slot: text('slot'),
    status: text('status', { enum: backupStatuses }).notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The file's name in BACKUP_DIR, once written. */
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    /** Why a failed backup failed, in words an admin can act on. */
    error: text('error'),
    /** The staff account that asked for a manual backup (its email), or the host and process. */
    requestedBy: text('requested_by').notNull(),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    uniqueIndex('backup_runs_slot_idx').on(t.slot),
    index('backup_runs_started_at_idx').on(t.startedAt),
    check('backup_runs_slot_check', sql`(${t.kind} = 'scheduled') = (${t.slot} is not null)`),
  ],
)
