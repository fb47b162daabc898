import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { staffCall } from '~/lib/staff-client'
import type { ShownContest, ShownResults } from '../types'
import { votingMethodLabels } from '../voting-methods'
import { DetailBadge } from './detail-badge'
import { hashPrefix, plural } from './detail-format'
import { DetailTie } from './detail-tie'

function Outcome({ contest }: { contest: ShownContest }) {
  if (contest.kind === 'measure')
    return (
      <p className="flex flex-wrap items-center gap-2">
        {contest.passed ? (
          <DetailBadge tone="good">Passed</DetailBadge>
        ) : (
          <DetailBadge tone="warn">Failed</DetailBadge>
        )}
        {contest.rule ? <span className="text-muted">{contest.rule}.</span> : null}
      </p>
    )
  return (
    <p className="text-muted">
      {votingMethodLabels[contest.method]}, {plural(contest.seats, 'seat')}.{' '}
      {contest.winners.length
        ? `${contest.winners.length === 1 ? 'Winner' : 'Winners'}: ${contest.winners.join(', ')}.`
        : contest.tied.length
          ? 'No winner yet.'
          : 'No winner.'}
    </p>
  )
}

/** The results as counted at close, in brief, with the way to the full results page. */
export function DetailResults({
  electionId,
  refreshKey,
  canRecordTies,
  onChanged,
}: {
  electionId: string
  refreshKey: string
  /** Staff who run the election, while it is closed: they record how ties were resolved. */
  canRecordTies: boolean
  onChanged: () => void
}) {
  const [state, setState] = useState<{ results: ShownResults } | { message: string } | null>(null)
  useEffect(() => {
    let live = true
    void staffCall<{ results: ShownResults }>(
      'GET',
      `/api/elections/${encodeURIComponent(electionId)}/results`,
    ).then((answer) => {
      if (live) setState(answer.ok ? { results: answer.data.results } : { message: answer.message })
    })
    return () => {
      live = false
    }
  }, [electionId, refreshKey])

  if (!state) return <p className="text-sm text-muted">Loading the results…</p>
  if ('message' in state) return <p className="text-sm text-rock-700">{state.message}</p>
  const { results } = state
  return (
    <div className="grid gap-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span>
          {plural(results.ballots, 'ballot')},{' '}
          {results.weight !== null
            ? `weight ${results.weight}`
            : results.weightShare !== null
              ? `${results.weightShare}% of the vote weight`
              : 'too few to show their share of the vote weight'}
          .
        </span>
        {results.quorum.met ? (
          <DetailBadge tone="good">Quorum met</DetailBadge>
        ) : (
          <DetailBadge tone="warn">Quorum not met</DetailBadge>
        )}
        {results.certified ? (
          <DetailBadge tone="info">Certified</DetailBadge>
        ) : (
          <DetailBadge>Not certified yet</DetailBadge>
        )}
      </p>
      <ul className="grid gap-3">
        {results.contests.map((contest) => (
          <li key={contest.contestId} className="rounded-lg border border-line p-3">
            <h3 className="font-semibold text-ink">{contest.title}</h3>
            <div className="mt-1">
              <Outcome contest={contest} />
            </div>
            {contest.tied.length ? (
              <DetailTie
                electionId={electionId}
                contest={contest}
                tie={results.ties.find((tie) => tie.contestId === contest.contestId)}
                canRecord={canRecordTies}
                onRecorded={onChanged}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-xs break-all text-muted">
        Ballot digest sealed at close:{' '}
        <code className="font-mono" title={results.digest}>
          {hashPrefix(results.digest, 24)}…
        </code>
      </p>
      <Link to={`/results/${electionId}`} className={buttonClasses('secondary', 'sm', 'justify-self-start')}>
        Full results and receipts
      </Link>
    </div>
  )
}
