import { asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTransaction } from '~/db/client.server'
import { electionContests, electionOptions } from '~/db/schema'
import type { ContestInput } from './schemas'
import type { Contest, OptionKind } from './types'

// A ballot's contests and their options. A measure's options are made for it: Yes, No and Abstain.

const MEASURE_OPTIONS: Array<{ kind: OptionKind; label: string }> = [
  { kind: 'yes', label: 'Yes' },
  { kind: 'no', label: 'No' },
  { kind: 'abstain', label: 'Abstain' },
]

export type SavedContest = { id: string; options: Array<{ id: string; label: string }> }

/** Replaces a draft's contests with these, in order; answers the new ids. */
export async function saveContests(
  tx: DbOrTransaction,
  electionId: string,
  contests: ContestInput[],
): Promise<SavedContest[]> {
  await tx.delete(electionContests).where(eq(electionContests.electionId, electionId))
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
      ? MEASURE_OPTIONS
      : contest.options.map((option) => ({
          kind: 'candidate' as const,
          label: option.label,
          statement: option.statement,
        }))
    const rows = options.length
      ? await tx
          .insert(electionOptions)
          .values(options.map((option, index) => ({ contestId: row!.id, position: index, ...option })))
          .returning({ id: electionOptions.id, label: electionOptions.label })
      : []
    saved.push({ id: row!.id, options: rows })
  }
  return saved
}

/** Every contest of these elections with its options, in ballot order. */
export async function loadContests(
  db: DbOrTransaction,
  electionIds: string[],
): Promise<Map<string, Contest[]>> {
  const byElection = new Map<string, Contest[]>(electionIds.map((id) => [id, []]))
  if (electionIds.length === 0) return byElection
  const rows = await db
    .select({ contest: electionContests, option: electionOptions })
    .from(electionContests)
    .leftJoin(electionOptions, eq(electionOptions.contestId, electionContests.id))
    .where(inArray(electionContests.electionId, electionIds))
    .orderBy(asc(electionContests.electionId), asc(electionContests.position), asc(electionOptions.position))
  for (const { contest, option } of rows) {
    const list = byElection.get(contest.electionId)!
    let entry = list.at(-1)
    if (entry?.id !== contest.id) {
      entry = {
        id: contest.id,
        position: contest.position,
        kind: contest.kind,
        title: contest.title,
        description: contest.description,
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
