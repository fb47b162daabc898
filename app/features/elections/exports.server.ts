import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { electionBallots, electionParticipation, electionRoll } from '~/db/schema'
import { toCsv } from '~/lib/csv'
import { utahToday } from '~/lib/dates'
import { AppError } from '~/lib/errors'
import { requireElection, type Actor } from './access.server'
import { checkedAudit } from './audit.server'
import type { ElectionResults } from './types'

// The election's CSV exports (issue 12; Utah Code 57-8a-227 lets owners examine records). Participation
// says who voted and how, never for whom; receipts carry no unit. toCsv adds the formula guard.

export const EXPORT_NAMES = ['results', 'participation', 'receipts', 'audit'] as const
export type ExportName = (typeof EXPORT_NAMES)[number]

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
      const results = election.results as ElectionResults
      const rows = results.contests.flatMap((contest) => [
        ...contest.options.map((option) => [
          contest.title,
          option.kind === 'write_in' ? `${option.label} (write-in)` : option.label,
          option.weight,
          String(option.ballots),
          contest.winners.includes(option.label)
            ? 'winner'
            : contest.tied.includes(option.label)
              ? 'tied'
              : '',
          contest.passed === null ? '' : contest.passed ? 'passed' : 'failed',
        ]),
        [contest.title, '(blank)', contest.blank.weight, String(contest.blank.ballots), '', ''],
      ])
      return toCsv(['contest', 'option', 'weight', 'ballots', 'outcome', 'measure'], rows)
    }
    case 'participation': {
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
      const when = (at: Date | null) => (at ? (election.secret ? utahToday(at) : at.toISOString()) : '')
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
      const { events, check } = await checkedAudit(db, election.id)
      const broken = check.valid ? Infinity : check.brokenAt
      return toCsv(
        ['seq', 'at', 'kind', 'actor', 'details', 'prev_hash', 'hash', 'chain'],
        events.map((e) => [
          String(e.seq),
          e.at,
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
