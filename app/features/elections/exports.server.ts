import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { electionBallots, electionParticipation, electionRoll } from '~/db/schema'
import { toCsv } from '~/lib/csv'
import { utahIsoTime, utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import {
  hidesVoters,
  precisionFor,
  requireElection,
  VOTERS_HIDDEN_MESSAGE,
  type Actor,
} from './access.server'
import { auditFor } from './audit.server'
import { OTHER_WRITE_INS, showResults } from './results-precision'
import { countedResults } from './stored-results.server'
import { FAILED_VERIFICATION_MESSAGE, verifyElection } from './verify.server'

// The election's CSV exports (issue 12; Utah Code 57-8a-227 lets owners examine records). Participation
// says who voted and how, never for whom; receipts carry no unit. toCsv adds the formula guard.

export const EXPORT_NAMES = ['results', 'participation', 'receipts', 'audit'] as const
export type ExportName = (typeof EXPORT_NAMES)[number]

/** A race's voting method (results counted before methods existed were plurality); empty for a measure. */
const raceMethod = (contest: { kind: string; method?: string }) =>
  contest.kind === 'measure' ? '' : (contest.method ?? 'plurality')

export async function exportCsv(
  db: Database,
  actor: Actor,
  id: string | undefined,
  name: string,
): Promise<string> {
  const election = await requireElection(db, actor, id)
  switch (name) {
    case 'results': {
      if (!election.results)
        throw new AppError('results_not_counted', 409, 'Results are counted when voting closes.')
      const { ok, problems } = await verifyElection(db, election)
      if (!ok)
        throw new AppError(
          'results_failed_verification',
          409,
          `${FAILED_VERIFICATION_MESSAGE} ${problems.join(' ')}`,
        )
      // The same precision as the results page: a board account gets a secret election's shares, rounded.
      const results = showResults(countedResults(election)!, precisionFor(actor, election))
      const text = (value: string | number | null) => (value === null ? '' : String(value))
      const rows = results.contests.flatMap((contest) => [
        ...contest.options.map((option) => [
          contest.title,
          option.kind === 'write_in' && option.optionId === null && option.label !== OTHER_WRITE_INS
            ? `${option.label} (write-in)`
            : option.label,
          text(option.weight),
          text(option.ballots),
          text(option.share),
          contest.winners.includes(option.label)
            ? 'winner'
            : contest.tied.includes(option.label)
              ? 'tied'
              : '',
          contest.passed === null ? '' : contest.passed ? 'passed' : 'failed',
          raceMethod(contest),
        ]),
        [
          contest.title,
          '(blank)',
          text(contest.blank.weight),
          text(contest.blank.ballots),
          text(contest.blank.share),
          '',
          '',
          raceMethod(contest),
        ],
      ])
      // A cumulative race's share_percent is of the votes cast in it (results-precision.ts, shareBase).
      return toCsv(
        ['contest', 'option', 'weight', 'ballots', 'share_percent', 'outcome', 'measure', 'method'],
        rows,
      )
    }
    case 'participation': {
      if (hidesVoters(actor, election)) throw new AppError('forbidden', 403, VOTERS_HIDDEN_MESSAGE)
      const rows = await db
        .select({
          label: electionRoll.label,
          weight: electionRoll.weight,
          method: electionParticipation.method,
          votedAt: electionParticipation.votedAt,
          enteredBy: electionParticipation.enteredByName,
        })
        .from(electionRoll)
        .leftJoin(
          electionParticipation,
          and(
            eq(electionParticipation.electionId, electionRoll.electionId),
            eq(electionParticipation.unitId, electionRoll.unitId),
          ),
        )
        .where(eq(electionRoll.electionId, election.id))
        .orderBy(asc(electionRoll.sortKey))
      // A secret election's export gives the day only, like its ballots, so times cannot be matched.
      const when = (at: Date | null) => (at ? (election.secret ? utahToday(at) : utahIsoTime(at)) : '')
      return toCsv(
        ['unit', 'weight', 'voted', 'method', election.secret ? 'voted_on' : 'voted_at', 'entered_by'],
        rows.map((r) => [
          r.label,
          r.weight,
          r.method ? 'yes' : 'no',
          r.method ?? '',
          when(r.votedAt),
          r.enteredBy ?? '',
        ]),
      )
    }
    case 'receipts': {
      const rows = await db
        .select({ receipt: electionBallots.receipt, castOn: electionBallots.castOn })
        .from(electionBallots)
        .where(eq(electionBallots.electionId, election.id))
        .orderBy(asc(electionBallots.receipt))
      return toCsv(
        ['receipt', 'cast_on'],
        rows.map((r) => [r.receipt, r.castOn]),
      )
    }
    case 'audit': {
      const { events, check } = await auditFor(db, actor, election)
      const broken = check.valid ? Infinity : check.brokenAt
      return toCsv(
        ['seq', 'at', 'kind', 'actor', 'details', 'prev_hash', 'hash', 'chain'],
        events.map((e) => [
          String(e.seq),
          utahIsoTime(e.at),
          e.kind,
          e.actorName,
          JSON.stringify(e.details),
          e.prevHash,
          e.hash,
          e.seq < broken ? 'ok' : 'BROKEN',
        ]),
      )
    }
    default:
      throw new AppError(
        'not_found',
        404,
        'There is no such export. Choose results, participation, receipts or audit.',
      )
  }
}
