import { and, eq, sql } from 'drizzle-orm'
import type { Database, DbOrTransaction } from '~/db/client.server'
import { elections, electionTieResolutions } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { requireElection, type Actor, type ElectionRow } from './access.server'
import { appendAudit } from './audit.server'
import { loadContests, saveContests } from './contests.server'
import { countedResults } from './stored-results.server'
import { tieResolutionsOf } from './tie-records.server'
import { seatsLeft, tiedOptions, type TiedOption } from './tie-rules'
import type { TieInput } from './schemas'
import { SECRET_CHANGED_MESSAGE } from './tally.server'
import type { Contest, ContestResult } from './types'

// Ties at a race's last seat, or on a measure (tally.ts, measureTied), are settled outside the count: by lot,
// a coin toss, the board's vote or a runoff, as the bylaws say. Staff record how, once per contest, while the
// election is closed and not yet certified; each recording is an audit event, and certification waits until
// every tie has one.

const invalid = (field: string, message: string) =>
  new AppError('invalid_input', 422, message, { fieldErrors: { [field]: [message] } })

type Tie = { contest: Contest; counted: ContestResult; tied: TiedOption[] }

/** The ballot's contests, and every tied one of a closed election, from the count stored at close. */
async function tiesOf(tx: DbOrTransaction, row: ElectionRow): Promise<{ contests: Contest[]; ties: Tie[] }> {
  const results = countedResults(row)
  if (!results) throw new AppError('election_key_changed', 503, SECRET_CHANGED_MESSAGE)
  const contests = (await loadContests(tx, [row.id])).get(row.id) ?? []
  const ties = results.contests.flatMap((counted) => {
    const contest = contests.find((c) => c.id === counted.contestId)
    const tied = tiedOptions(counted)
    return contest && tied.length ? [{ contest, counted, tied }] : []
  })
  return { contests, ties }
}

/** Certification's check: the sentence naming the first tie without a recorded resolution, or null. */
export async function unresolvedTie(tx: DbOrTransaction, row: ElectionRow): Promise<string | null> {
  const { ties } = await tiesOf(tx, row)
  if (ties.length === 0) return null
  const recorded = new Set((await tieResolutionsOf(tx, row.id)).map((record) => record.contestId))
  const open = ties.find((tie) => !recorded.has(tie.contest.id))
  if (!open) return null
  const names = open.tied.map((option) => option.label).join(' and ')
  const where = open.contest.kind === 'measure' ? 'is tied' : `is tied at the last seat between ${names}`
  return `“${open.contest.title}” ${where}: record how the tie was resolved before certifying.`
}

/** Records (or, before certification, replaces) how a contest's tie was resolved. */
export async function recordTieResolution(
  db: Database,
  actor: Actor,
  id: string | undefined,
  input: TieInput,
) {
  return db.transaction(async (tx) => {
    const row = await requireElection(tx, actor, id, { write: true, lock: true })
    if (row.status === 'certified')
      throw new AppError(
        'election_wrong_status',
        409,
        'This election is certified: its ties were settled before certification and can no longer change.',
      )
    if (row.status !== 'closed')
      throw new AppError(
        'election_wrong_status',
        409,
        `This election is ${row.status}; a tie is recorded once voting has closed and before certification.`,
      )
    const { contests, ties } = await tiesOf(tx, row)
    const contest = contests.find((c) => c.id === input.contestId)
    if (!contest) throw invalid('contestId', 'That contest is not on this election’s ballot.')
    const tie = ties.find((t) => t.contest.id === contest.id)
    if (!tie)
      throw new AppError('no_tie', 409, `“${contest.title}” has no tie to resolve: the count decided it.`)
    const winners = checkWinners(tie, input)
    const previous = (await tieResolutionsOf(tx, row.id)).find((r) => r.contestId === contest.id)
    if (previous?.runoffElectionId) await withdrawRunoff(tx, actor, previous.runoffElectionId)
    const runoffElectionId = input.resolution === 'runoff' ? await draftRunoff(tx, actor, row, tie) : null
    const values = {
      resolution: input.resolution,
      winnerOptionIds: winners.map((w) => w.id),
      note: input.note,
      runoffElectionId,
      recordedBy: actor.id,
      recordedByName: actor.name,
      recordedAt: new Date(),
    }
    await tx
      .insert(electionTieResolutions)
      .values({ electionId: row.id, contestId: contest.id, ...values })
      .onConflictDoUpdate({
        target: [electionTieResolutions.electionId, electionTieResolutions.contestId],
        set: values,
      })
    await appendAudit(tx, row.id, actor, 'tie_resolved', {
      contest: contest.title,
      resolution: input.resolution,
      winners: winners.map((w) => w.label),
      note: input.note,
      runoffElectionId,
      ...(previous ? { replaced: previous.resolution } : {}),
    })
    return { contestId: contest.id, resolution: input.resolution, runoffElectionId }
  })
}

/** The winners named, among the tied, filling exactly the seats left (a measure: its one outcome). */
function checkWinners(tie: Tie, input: TieInput): TiedOption[] {
  const { contest } = tie
  if (input.resolution === 'runoff') {
    if (contest.kind === 'measure')
      throw invalid(
        'resolution',
        'A tied measure is settled by lot, coin toss or the board’s vote; a runoff is for candidates.',
      )
    if (input.winnerOptionIds.length)
      throw invalid('winnerOptionIds', 'A runoff decides the seat later: name no winners now.')
    return []
  }
  const ids = [...new Set(input.winnerOptionIds)]
  const winners = ids.map((optionId) => tie.tied.find((option) => option.id === optionId))
  if (winners.some((w) => !w))
    throw invalid(
      'winnerOptionIds',
      `Choose the winners among those tied in “${contest.title}”: ${tie.tied.map((o) => o.label).join(', ')}.`,
    )
  const seats = seatsLeft(tie.counted)
  if (ids.length !== seats || ids.length !== input.winnerOptionIds.length)
    throw invalid(
      'winnerOptionIds',
      contest.kind === 'measure'
        ? `Choose the outcome of “${contest.title}”: Yes or No.`
        : `Choose exactly ${seats} of the tied candidates in “${contest.title}”, for the ${seats === 1 ? 'seat' : `${seats} seats`} left.`,
    )
  return winners as TiedOption[]
}

const DAY = 24 * 60 * 60 * 1000

/**
 * A runoff: a draft in the same community with one race among the tied, for the seats left, voted the same
 * way and under the same secrecy, quorum, visibility and reminders. It opens a week from now for as long as
 * the original was open; staff set its dates and notice before opening it.
 */
async function draftRunoff(tx: DbOrTransaction, actor: Actor, row: ElectionRow, tie: Tie) {
  const opensAt = new Date(Math.ceil((Date.now() + 7 * DAY) / 3_600_000) * 3_600_000)
  const length = Math.max(row.closesAt.getTime() - row.opensAt.getTime(), DAY)
  const title = `Runoff: ${tie.contest.title}`.slice(0, 200)
  const [runoff] = await tx
    .insert(elections)
    .values({
      communityId: row.communityId,
      title,
      description: `A runoff for the ${seatsLeft(tie.counted) === 1 ? 'last seat' : 'last seats'} of “${tie.contest.title}” in “${row.title}”, among the candidates tied at the count.`,
      notice: '',
      opensAt,
      closesAt: new Date(opensAt.getTime() + length),
      secret: row.secret,
      revoteAllowed: row.revoteAllowed,
      resultsVisibility: row.resultsVisibility,
      quorumPercent: row.quorumPercent,
      quorumBasis: row.quorumBasis,
      reminderDays: row.reminderDays,
      sendConfirmations: row.sendConfirmations,
      runoffOf: row.id,
      createdBy: actor.id,
    })
    .returning({ id: elections.id })
  const given = new Map(tie.contest.options.map((o) => [o.id, o]))
  await saveContests(tx, runoff!.id, [
    {
      kind: 'candidates',
      title: tie.contest.title,
      description: tie.contest.description,
      translations: tie.contest.translations ?? {},
      seats: seatsLeft(tie.counted),
      method: tie.contest.method,
      writeIn: false,
      options: tie.tied.map((option) => ({
        label: option.label,
        statement: given.get(option.id)?.statement ?? '',
        translations: given.get(option.id)?.translations ?? {},
      })),
    },
  ])
  await appendAudit(tx, runoff!.id, actor, 'created', { title, contests: 1, runoffOf: row.id })
  return runoff!.id
}

/** A runoff drafted for a resolution now replaced is cancelled, while it is still a draft. */
async function withdrawRunoff(tx: DbOrTransaction, actor: Actor, runoffId: string) {
  const [draft] = await tx
    .update(elections)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(elections.id, runoffId), eq(elections.status, 'draft')))
    .returning({ id: elections.id })
  if (draft)
    await appendAudit(tx, runoffId, actor, 'cancelled', {
      reason: 'The tie it was to resolve was recorded again another way.',
      was: 'draft',
    })
}
