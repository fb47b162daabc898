import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatUtahDateTime } from '~/lib/dates'
import { visibilityLabels, type Election } from '../types'
import { closingOf, hashPrefix, plural, quorumRule } from './detail-format'

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  )
}

/** The election at a glance: when, how secret, who sees results, and the frozen roll once opened. */
export function DetailSummary({ election }: { election: Election }) {
  const contests = election.contests.length
  const closing = closingOf(election)
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      <Item term="Community">{election.communityName}</Item>
      <Item term="Voting opens">{formatUtahDateTime(election.opensAt)}</Item>
      <Item term={closing.closed ? 'Voting closed' : 'Voting closes'}>
        {formatUtahDateTime(closing.at)}
        {closing.early ? (
          <span className="mt-0.5 block text-xs text-muted">
            Closed early; it was to close {formatUtahDateTime(election.closesAt)}.
          </span>
        ) : null}
      </Item>
      <Item term="Ballot">
        {election.secret
          ? 'Secret: staff see who voted, never how.'
          : 'Not secret: each ballot is recorded with its unit.'}
      </Item>
      <Item term="Changing a vote">
        {election.revoteAllowed
          ? 'Allowed until voting closes (the last ballot counts).'
          : 'Not allowed: the first ballot for a unit is final.'}
      </Item>
      <Item term="Results visible to">{visibilityLabels[election.resultsVisibility]}</Item>
      <Item term="Quorum">{quorumRule(election.quorum)}</Item>
      <Item term="On the ballot">{plural(contests, 'contest')}</Item>
      {election.runoffOf ? (
        <Item term="Runoff">
          Drafted to resolve a tie in{' '}
          <Link
            to={`/staff/elections/${election.runoffOf}`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            the original election
          </Link>
          .
        </Item>
      ) : null}
      {election.rollHash ? (
        <Item term="Frozen roll">
          {plural(election.rollUnits ?? 0, 'unit')}, weight {election.rollWeight}
          <span className="mt-0.5 block text-xs text-muted">
            Hash{' '}
            <code className="font-mono break-all" title={election.rollHash}>
              {hashPrefix(election.rollHash, 16)}…
            </code>
          </span>
        </Item>
      ) : null}
      {election.cancelledAt ? <Item term="Cancelled">{formatUtahDateTime(election.cancelledAt)}</Item> : null}
    </dl>
  )
}
