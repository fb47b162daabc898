import { and, eq } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { electionContests, electionOptionPhotos, electionOptions, elections } from '~/db/schema'
import { AppError, isAppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { requireElection, type Actor, type ElectionRow } from './access.server'
import { appendAudit } from './audit.server'
import { candidatePhotoPath, type PhotoType } from './candidate-photo-check'

// Candidates' photos: staff upload and remove them while the election is a draft, as they edit its ballot.
// Who may fetch one: staff and board accounts who may see the election, always; anyone else only once the
// election has opened. From then its ballot is in every voter's hands and its photos cannot change; a
// candidate's photo is not secret, but a draft (its candidates, that it exists) stays with staff.

export type CandidatePhoto = { type: PhotoType; bytes: Uint8Array }

const NO_CANDIDATE = 'There is no such candidate in this election.'
const noPhoto = () => new AppError('photo_not_found', 404, 'This candidate has no photo.')

const photosFrozen = (row: ElectionRow) =>
  new AppError(
    'election_not_draft',
    409,
    `This election is ${row.status}; candidate photos can be added or removed only while it is a draft.`,
  )

/** The candidate of this election with this option id: its name and race, or a 404 sentence. */
async function requireCandidate(db: DbOrTransaction, electionId: string, optionId: string | undefined) {
  const notFound = new AppError('candidate_not_found', 404, NO_CANDIDATE)
  if (!isUuid(optionId)) throw notFound
  const [row] = await db
    .select({ id: electionOptions.id, label: electionOptions.label, race: electionContests.title })
    .from(electionOptions)
    .innerJoin(electionContests, eq(electionContests.id, electionOptions.contestId))
    .where(
      and(
        eq(electionOptions.id, optionId),
        eq(electionOptions.kind, 'candidate'),
        eq(electionContests.electionId, electionId),
      ),
    )
  if (!row) throw notFound
  return row
}

/**
 * A candidate whose photo this actor may change now: 404 for no such election or candidate, 403 for a
 * board account, 409 past the draft. The endpoint asks before reading an upload, and again as it saves.
 */
export async function requireEditableCandidate(
  db: DbOrTransaction,
  actor: Actor,
  id: string | undefined,
  optionId: string | undefined,
  lock = false,
) {
  const election = await requireElection(db, actor, id, { write: true, lock })
  if (election.status !== 'draft') throw photosFrozen(election)
  return { election, candidate: await requireCandidate(db, election.id, optionId) }
}

/** Adds or replaces a draft candidate's photo; answers where it is now served. */
export async function saveCandidatePhoto(
  db: Database,
  actor: Actor,
  id: string | undefined,
  optionId: string | undefined,
  photo: CandidatePhoto,
) {
  return db.transaction(async (tx) => {
    const { election, candidate } = await requireEditableCandidate(tx, actor, id, optionId, true)
    const values = {
      contentType: photo.type,
      bytes: photo.bytes,
      uploadedBy: actor.id,
      uploadedAt: new Date(),
    }
    const [saved] = await tx
      .insert(electionOptionPhotos)
      .values({ optionId: candidate.id, ...values })
      .onConflictDoUpdate({ target: electionOptionPhotos.optionId, set: values })
      .returning({ uploadedAt: electionOptionPhotos.uploadedAt })
    await appendAudit(tx, election.id, actor, 'candidate_photo_saved', {
      candidate: candidate.label,
      race: candidate.race,
    })
    return { photo: candidatePhotoPath(election.id, candidate.id, String(saved!.uploadedAt.getTime())) }
  })
}

/** Removes a draft candidate's photo; the ballot then shows the candidate's initials. */
export async function removeCandidatePhoto(
  db: Database,
  actor: Actor,
  id: string | undefined,
  optionId: string | undefined,
) {
  return db.transaction(async (tx) => {
    const { election, candidate } = await requireEditableCandidate(tx, actor, id, optionId, true)
    const removed = await tx
      .delete(electionOptionPhotos)
      .where(eq(electionOptionPhotos.optionId, candidate.id))
      .returning({ optionId: electionOptionPhotos.optionId })
    if (removed.length === 0) throw noPhoto()
    await appendAudit(tx, election.id, actor, 'candidate_photo_removed', {
      candidate: candidate.label,
      race: candidate.race,
    })
  })
}

/** Whether this viewer may see the election's photos (see the rule at the top of this file). */
async function maySee(db: Database, actor: Actor | undefined, row: ElectionRow) {
  if (row.openedAt) return true
  if (!actor) return false
  try {
    await requireElection(db, actor, row.id)
    return true
  } catch (error) {
    if (isAppError(error) && error.status === 404) return false
    throw error
  }
}

/**
 * A candidate's photo with its type, and whether it can no longer change (the election has opened). A
 * draft's photo is "not found" to anyone who may not see the draft: the same answer as no photo at all.
 */
export async function candidatePhoto(
  db: Database,
  actor: Actor | undefined,
  id: string | undefined,
  optionId: string | undefined,
) {
  if (!isUuid(id) || !isUuid(optionId)) throw noPhoto()
  const [election] = await db.select().from(elections).where(eq(elections.id, id))
  if (!election || !(await maySee(db, actor, election))) throw noPhoto()
  const [row] = await db
    .select({
      type: electionOptionPhotos.contentType,
      bytes: electionOptionPhotos.bytes,
      uploadedAt: electionOptionPhotos.uploadedAt,
    })
    .from(electionOptionPhotos)
    .innerJoin(electionOptions, eq(electionOptions.id, electionOptionPhotos.optionId))
    .innerJoin(electionContests, eq(electionContests.id, electionOptions.contestId))
    .where(and(eq(electionOptionPhotos.optionId, optionId), eq(electionContests.electionId, election.id)))
  if (!row) throw noPhoto()
  return { ...row, frozen: election.openedAt !== null }
}
