import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { electionContests, electionOptionPhotos, electionOptions } from '~/db/schema'
import { candidatePhotoPath } from './candidate-photo-check'
import type { ContestInput } from './schemas'
import type { Contest, OptionKind } from './types'

// A ballot's contests and their options. A measure's options are made for it: Yes, No and Abstain.

const MEASURE_OPTIONS: Array<{ kind: OptionKind; label: string }> = [
  { kind: 'yes', label: 'Yes' },
  { kind: 'no', label: 'No' },
  { kind: 'abstain', label: 'Abstain' },
]

export type SavedContest = { id: string; options: Array<{ id: string; label: string }> }

/**
 * Replaces a draft's contests with these, in order; answers the ids. A candidate sent back with the id
 * it was given keeps it, and so keeps its photo (which goes with its option): the option moves into the
 * new race before the old contests are deleted. An id this draft does not have makes a new candidate.
 */
export async function saveContests(
  tx: DbOrTransaction,
  electionId: string,
  contests: ContestInput[],
): Promise<SavedContest[]> {
  const kept = await tx
    .select({ id: electionOptions.id })
    .from(electionOptions)
    .innerJoin(electionContests, eq(electionContests.id, electionOptions.contestId))
    .where(and(eq(electionContests.electionId, electionId), eq(electionOptions.kind, 'candidate')))
  const reusable = new Set(kept.map((option) => option.id))
  // The old contests step aside to negative positions until the new ones are in, then go.
  await tx
    .update(electionContests)
    .set({ position: sql`-1 - ${electionContests.position}` })
    .where(eq(electionContests.electionId, electionId))
  const saved: SavedContest[] = []
  for (const [position, contest] of contests.entries()) {
    const measure = contest.kind === 'measure'
    const [row] = await tx
      .insert(electionContests)
      .values({
        electionId,
        position,
        kind: contest.kind,
        title: contest.title,
        description: contest.description,
        translations: contest.translations ?? {},
        seats: measure ? 1 : contest.seats,
        writeIn: measure ? false : contest.writeIn,
        thresholdNumerator: measure ? contest.threshold.numerator : null,
        thresholdDenominator: measure ? contest.threshold.denominator : null,
        thresholdBase: measure ? contest.threshold.base : null,
        thresholdComparison: measure ? contest.threshold.comparison : null,
        method: measure ? 'plurality' : contest.method,
      })
      .returning({ id: electionContests.id })
    const options = measure
      ? MEASURE_OPTIONS.map((option) => ({ ...option, id: undefined, statement: '', translations: {} }))
      : contest.options.map((option) => ({
          kind: 'candidate' as const,
          ...option,
          translations: option.translations ?? {},
        }))
    const rows: SavedContest['options'] = []
    for (const [index, { id, ...option }] of options.entries()) {
      const values = { contestId: row!.id, position: index, ...option }
      const [written] =
        id && reusable.delete(id)
          ? await tx.update(electionOptions).set(values).where(eq(electionOptions.id, id)).returning(columns)
          : await tx.insert(electionOptions).values(values).returning(columns)
      rows.push(written!)
    }
    saved.push({ id: row!.id, options: rows })
  }
  await tx
    .delete(electionContests)
    .where(and(eq(electionContests.electionId, electionId), lt(electionContests.position, 0)))
  return saved
}

const columns = { id: electionOptions.id, label: electionOptions.label }

/** Every contest of these elections with its options, in ballot order. */
export async function loadContests(
  db: DbOrTransaction,
  electionIds: string[],
): Promise<Map<string, Contest[]>> {
  const byElection = new Map<string, Contest[]>(electionIds.map((id) => [id, []]))
  if (electionIds.length === 0) return byElection
  const rows = await db
    .select({
      contest: electionContests,
      option: electionOptions,
      photoAt: electionOptionPhotos.uploadedAt,
    })
    .from(electionContests)
    .leftJoin(electionOptions, eq(electionOptions.contestId, electionContests.id))
    .leftJoin(electionOptionPhotos, eq(electionOptionPhotos.optionId, electionOptions.id))
    .where(inArray(electionContests.electionId, electionIds))
    .orderBy(asc(electionContests.electionId), asc(electionContests.position), asc(electionOptions.position))
  for (const { contest, option, photoAt } of rows) {
    const list = byElection.get(contest.electionId)!
    let entry = list.at(-1)
    if (entry?.id !== contest.id) {
      entry = {
        id: contest.id,
        position: contest.position,
        kind: contest.kind,
        title: contest.title,
        description: contest.description,
        translations: contest.translations,
        seats: contest.seats,
        writeIn: contest.writeIn,
        method: contest.method,
        threshold:
          contest.kind === 'measure'
            ? {
                numerator: contest.thresholdNumerator!,
                denominator: contest.thresholdDenominator!,
                base: contest.thresholdBase!,
                comparison: contest.thresholdComparison!,
              }
            : null,
        options: [],
      }
      list.push(entry)
    }
    if (option)
      entry.options.push({
        id: option.id,
        label: option.label,
        kind: option.kind,
        statement: option.statement,
        translations: option.translations,
        photo: photoAt ? candidatePhotoPath(contest.electionId, option.id, String(photoAt.getTime())) : null,
      })
  }
  return byElection
}

// Once an election opens its ballot never changes, so the contests of open and closed elections are kept
// in memory (a few hundred bytes each): casting a ballot then reads no contest rows.
const frozen = new Map<string, Contest[]>()
const FROZEN_LIMIT = 200

/** The ballot's contests; from memory when the election is past its draft. */
export async function contestsOf(
  db: DbOrTransaction,
  election: { id: string; status: string },
): Promise<Contest[]> {
  const cached = frozen.get(election.id)
  if (cached) return cached
  const contests = (await loadContests(db, [election.id])).get(election.id) ?? []
  if (election.status !== 'draft') {
    if (frozen.size >= FROZEN_LIMIT) frozen.delete(frozen.keys().next().value!)
    frozen.set(election.id, contests)
  }
  return contests
}
