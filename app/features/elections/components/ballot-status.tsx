import { Hourglass, Link2Off, Lock, Vote } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { limitText } from '../ballot-form'
import type { BallotStatus, Contest } from '../types'
import { CandidateName, CandidateStatement } from './candidate-profile'

/**
 * The times a status sentence names, already written in Utah time by the loader. `closed` is when voting
 * actually ended (staff may close it before `closes`), once it has.
 */
export type BallotTimes = { opens: string; closes: string; closed: string | null }

/** One sentence for a link that cannot vote now, with the deadline or the opening time. */
export function statusSentence(status: Exclude<BallotStatus, 'open'>, times: BallotTimes): string {
  if (status === 'voted')
    return `This unit has already voted; each unit has one vote, and voting closes ${times.closes}.`
  if (status === 'not_open') return `Voting opens ${times.opens}; come back then with this same link.`
  return times.closed
    ? `Voting in this election closed ${times.closed}.`
    : 'Voting in this election has closed.'
}

export function BallotStatusNotice({
  status,
  times,
  resultsPath,
}: {
  status: Exclude<BallotStatus, 'open'>
  times: BallotTimes
  resultsPath: string | null
}) {
  const icon = status === 'voted' ? <Vote /> : status === 'not_open' ? <Hourglass /> : <Lock />
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex gap-4">
        <span aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700 [&_svg]:size-7">
          {icon}
        </span>
        <div>
          <h2 className="text-xl font-semibold">
            {status === 'voted'
              ? 'Already voted'
              : status === 'not_open'
                ? 'Voting has not opened'
                : 'Voting is closed'}
          </h2>
          <p className="mt-2 text-muted">{statusSentence(status, times)}</p>
          {resultsPath ? (
            <p className="mt-4">
              <Link to={resultsPath} className={buttonClasses('secondary')}>
                See the results and find your receipt
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  )
}

/** A voting link that opens nothing: the service's sentence (one for unknown links, one for replaced). */
export function InvalidVotingLink({ message, replaced = false }: { message: string; replaced?: boolean }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <Link2Off aria-hidden="true" className="mx-auto size-12 text-brand-500" />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">
        {replaced ? 'This voting link was replaced' : 'This voting link does not work'}
      </h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <p className="mt-8">
        <Link to="/election-system" className={buttonClasses('primary')}>
          Go to the election page
        </Link>
      </p>
    </section>
  )
}

/** The contests, to read before voting opens: no controls. */
export function BallotOutline({ contests }: { contests: Contest[] }) {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-xl font-semibold">What is on the ballot</h2>
      <ul className="mt-4 grid gap-4">
        {contests.map((contest) => (
          <li key={contest.id} className="rounded-lg border border-line p-4">
            <h3 className="font-semibold">{contest.title}</h3>
            <p className="text-sm font-semibold text-brand-700">{limitText(contest)}</p>
            {contest.description ? (
              <p className="mt-1 whitespace-pre-line text-muted">{contest.description}</p>
            ) : null}
            <ul className="mt-3 grid gap-2 text-ink">
              {contest.options.map((option) => (
                <li key={option.id}>
                  <CandidateName option={option} />
                  <CandidateStatement option={option} className="ml-14" />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
  )
}
