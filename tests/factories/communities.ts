import type { Database } from '~/db/client.server'
import { communityMemberships } from '~/db/schema'
import { createCommunity } from '~/features/communities/communities.server'
import { commitRoll } from '~/features/communities/roll.server'
import { CommunitySettingsSchema } from '~/features/communities/schemas'
import type { Actor, CommunitySummary } from '~/features/communities/types'
import type { StaffRole } from '~/features/staff/schemas'
import { createStaff } from './staff'

/** A real staff account as the actor of community services (history rows point at it). */
export async function staffActor(db: Database, role: StaffRole = 'manager', name = 'Mia Manager') {
  const user = await createStaff(db, { role, name })
  return { id: user.id, name: user.name, role: user.role } satisfies Actor
}

let counter = 0

/** A community through the service, with the settings the payload schema fills in. */
export async function newCommunity(
  db: Database,
  actor: Actor,
  settings: Record<string, unknown> = {},
): Promise<CommunitySummary> {
  counter += 1
  const input = CommunitySettingsSchema.parse({
    name: `Test Community ${counter}`,
    associationType: 'hoa',
    ...settings,
  })
  return createCommunity(db, actor, input)
}

export async function addMembership(db: Database, userId: string, communityId: string) {
  await db.insert(communityMemberships).values({ userId, communityId })
}

export type RollRow = Partial<
  Record<
    | 'unit'
    | 'owner_name'
    | 'owner_email'
    | 'weight'
    | 'address'
    | 'owner_phone'
    | 'mailing_address'
    | 'language',
    string
  >
>
const COLUMNS = [
  'unit',
  'owner_name',
  'owner_email',
  'weight',
  'address',
  'owner_phone',
  'mailing_address',
] as const

/**
 * A roll CSV with every column, quoting each cell; the `language` column only when a row names one, as
 * most rolls have no such column (and keep the languages stored).
 */
export function rollCsv(rows: readonly RollRow[]): string {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`
  const columns = rows.some((row) => row.language !== undefined) ? [...COLUMNS, 'language' as const] : COLUMNS
  return [columns.join(','), ...rows.map((row) => columns.map((c) => quote(row[c] ?? '')).join(','))].join(
    '\r\n',
  )
}

/** `count` units "Unit 1".., one owner each, all of weight `weight`. */
export function simpleRoll(count: number, weight = '1'): string {
  return rollCsv(
    Array.from({ length: count }, (_, i) => ({
      unit: `Unit ${i + 1}`,
      owner_name: `Owner ${i + 1}`,
      owner_email: `owner${i + 1}@example.com`,
      weight,
    })),
  )
}

/** Commits a roll and fails the test when it does not save. */
export async function importRoll(db: Database, actor: Actor, communityId: string, csv: string, ack = false) {
  const result = await commitRoll(db, actor, communityId, csv, ack)
  if (!result.ok)
    throw new Error(`roll not saved: ${result.message} ${JSON.stringify(result.preview.errors)}`)
  return result.preview
}
