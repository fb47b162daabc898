import { and, eq } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { communityMemberships, surveys } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import type { SurveyT } from './words'

// Scope (decision 0010, as for elections): company staff run every survey; a board account reads its own
// communities' surveys and changes none. Another community's survey, or one with no community, is "not
// found" to it.

/** Whoever acts on a survey: a signed-in staff or board account, or the server itself (scheduler). */
export type Actor = { id: string | null; name: string; role: 'admin' | 'manager' | 'board' | 'system' }

export const SYSTEM_ACTOR: Actor = { id: null, name: 'System (scheduled)', role: 'system' }

export type SurveyRow = typeof surveys.$inferSelect

export const surveyNotFound = (t?: SurveyT) =>
  new AppError('survey_not_found', 404, t ? t('api.notFound') : 'There is no survey at this address.')

export const BOARD_SURVEY_MESSAGE = 'Board accounts can read a survey and its results but not change it.'

async function isMember(db: DbOrTransaction, actor: Actor, communityId: string | null): Promise<boolean> {
  if (!actor.id || !communityId) return false
  const [row] = await db
    .select({ id: communityMemberships.communityId })
    .from(communityMemberships)
    .where(and(eq(communityMemberships.userId, actor.id), eq(communityMemberships.communityId, communityId)))
  return Boolean(row)
}

/** May this actor read the survey (staff always; board for its communities)? */
export async function canRead(db: DbOrTransaction, actor: Actor, row: SurveyRow): Promise<boolean> {
  return actor.role !== 'board' || isMember(db, actor, row.communityId)
}

// A survey's address is its UUID or its slug (lowercase letters, digits, dashes): anything else is not
// found before it reaches SQL, where a U+0000 would be a database error, a 500.
const SURVEY_ADDRESS = /^[\w-]{1,100}$/

/** A survey by its id or its slug. `lock` holds the row to the end of the transaction. */
export async function findSurvey(
  db: DbOrTransaction,
  idOrSlug: string | undefined,
  options: { lock?: boolean } = {},
): Promise<SurveyRow | undefined> {
  if (!idOrSlug || !SURVEY_ADDRESS.test(idOrSlug)) return undefined
  const where = isUuid(idOrSlug) ? eq(surveys.id, idOrSlug) : eq(surveys.slug, idOrSlug)
  const query = db.select().from(surveys).where(where)
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

/**
 * The survey when the actor may see it (404 otherwise) and, for a change, may change it (403 for a board
 * account). Staff address surveys by id or slug alike.
 */
export async function requireSurvey(
  db: DbOrTransaction,
  actor: Actor,
  idOrSlug: string | undefined,
  options: { write?: boolean; lock?: boolean } = {},
): Promise<SurveyRow> {
  const row = await findSurvey(db, idOrSlug, options)
  if (!row || !(await canRead(db, actor, row))) throw surveyNotFound()
  if (options.write && actor.role === 'board') throw new AppError('forbidden', 403, BOARD_SURVEY_MESSAGE)
  return row
}

/** A change a board account may never make, refused before anything is read. */
export function requireWriter(actor: Actor) {
  if (actor.role === 'board') throw new AppError('forbidden', 403, BOARD_SURVEY_MESSAGE)
}

/** The communities a board account may see, or null for company staff, who see all. */
export async function visibleCommunities(db: DbOrTransaction, actor: Actor): Promise<string[] | null> {
  if (actor.role !== 'board') return null
  if (!actor.id) return []
  const rows = await db
    .select({ id: communityMemberships.communityId })
    .from(communityMemberships)
    .where(eq(communityMemberships.userId, actor.id))
  return rows.map((row) => row.id)
}
