import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { submissionActivity } from '~/db/schema'
import { validate } from '~/lib/http.server'
import { commonTable, findSubmission, listActivity, submissionNotFound } from './inbox.server'
import { AddNoteSchema, ChangeStatusSchema } from './inbox-schemas'
import type { SubmissionActivity } from './inbox-types'
import type { SubmissionStatus, SubmissionType } from './kinds'

// What staff do to a submission. Every change leaves an activity row saying who, when and from what.

type Actor = { id: string }

export type StatusChange = { status: SubmissionStatus; changed: boolean; activity: SubmissionActivity[] }

/**
 * Moves a submission to new, in progress or done. The row is locked while it changes, so two staff
 * clicking at once record two true "from -> to" steps; choosing the current status records nothing.
 */
export async function changeSubmissionStatus(
  db: Database,
  actor: Actor,
  type: SubmissionType,
  id: string,
  input: unknown,
): Promise<StatusChange> {
  const { status } = validate(ChangeStatusSchema, input)
  await findSubmission(db, type, id) // 404 for an unknown type or id, before any transaction
  const t = commonTable(type)
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: t.status }).from(t).where(eq(t.id, id)).for('update')
    if (!current) throw submissionNotFound()
    if (current.status === status) return false
    await tx
      .update(t)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(t.id, id))
    await tx.insert(submissionActivity).values({
      submissionType: type,
      submissionId: id,
      kind: 'status',
      body: status,
      fromStatus: current.status,
      authorId: actor.id,
    })
    return true
  })
  return { status, changed, activity: await listActivity(db, type, id) }
}

/** An internal note on a submission; the sender never sees it. */
export async function addSubmissionNote(
  db: Database,
  actor: Actor,
  type: SubmissionType,
  id: string,
  input: unknown,
): Promise<SubmissionActivity[]> {
  const { body } = validate(AddNoteSchema, input)
  await findSubmission(db, type, id)
  await db.insert(submissionActivity).values({
    submissionType: type,
    submissionId: id,
    kind: 'note',
    body,
    authorId: actor.id,
  })
  return listActivity(db, type, id)
}
