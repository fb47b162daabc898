import { Eye, Lock, UserCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'
import type { BallotView } from '../types'

/**
 * What a voter reads before the contests: the unit and its weight, who is voting for it, how the ballot
 * is kept, and the election's own description and notice (plain text: line breaks kept, never HTML).
 */
export function BallotIntro({
  ballot,
  closes,
  closed = null,
}: {
  ballot: BallotView
  closes: string
  /** When voting actually closed, once it has (staff may close it early). */
  closed?: string | null
}) {
  const { election, unit } = ballot
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-xl font-semibold">About this vote</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact term="Community">{election.communityName}</Fact>
        {closed ? <Fact term="Voting closed">{closed}</Fact> : <Fact term="Voting closes">{closes}</Fact>}
        <Fact term="Your unit">{unit.label}</Fact>
        <Fact term="Vote weight">{unit.weight}</Fact>
      </dl>
      {ballot.proxyHolder ? (
        <Note icon={<UserCheck className="size-5" />}>
          You are voting as proxy: {ballot.proxyHolder} holds the proxy for {unit.label}, and this ballot
          counts as that unit’s vote.
        </Note>
      ) : null}
      <Note icon={election.secret ? <Lock className="size-5" /> : <Eye className="size-5" />}>
        {election.secret ? (
          <>
            This is a secret ballot: your choices are stored without your unit, with only a receipt code, so
            no one can see how your unit voted, only that it voted.
            {election.revoteAllowed
              ? ' Because you may change your vote, the ballot also keeps a code made from your unit with a' +
                ' server secret, so a new ballot can replace it; someone holding both the database and that' +
                ' secret could link the two.'
              : null}
          </>
        ) : (
          'This is not a secret ballot: your choices are recorded with your unit, and the association can see how your unit voted.'
        )}
      </Note>
      {election.description ? (
        <div className="mt-6">
          <h3 className="font-semibold">Description</h3>
          <p className="mt-1 whitespace-pre-line text-muted">{election.description}</p>
        </div>
      ) : null}
      {election.notice ? (
        <div className="mt-6">
          <h3 className="font-semibold">Notice of the vote</h3>
          <p className="mt-1 whitespace-pre-line break-words text-muted">{election.notice}</p>
        </div>
      ) : null}
    </Card>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-ink">{children}</dd>
    </div>
  )
}

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="mt-5 flex gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700">
        {icon}
      </span>
      <span>{children}</span>
    </p>
  )
}
