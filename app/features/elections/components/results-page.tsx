import { BarChart3, Fingerprint, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { formatUtahDateTime } from '~/lib/dates'
import type { Election, ShownQuorum, ShownResults } from '../types'
import { FEWER_THAN_3, ResultsContest } from './results-contest'
import { ResultsReceipts, type ReceiptPage } from './results-receipts'

// The results page (issue 12): quorum with its figures, each contest, the ballot digest and the receipt
// finder. Before certification (staff only) it says the figures are preliminary.

export type ResultsView = {
  election: Pick<Election, 'id' | 'title' | 'communityName'>
  results: ShownResults
  closed: string | null
  certified: string | null
}

export type ResultsData =
  | { kind: 'hidden'; message: string }
  | {
      kind: 'results'
      view: ResultsView
      receipts: ReceiptPage
      q: string
      token: string | null
      staff: boolean
    }

/** The parts of the answer the page shows, with times written in Utah time. */
export function resultsView(election: Election, results: ShownResults): ResultsView {
  return {
    election: { id: election.id, title: election.title, communityName: election.communityName },
    results,
    closed: election.closedAt ? formatUtahDateTime(election.closedAt) : null,
    certified: election.certifiedAt ? formatUtahDateTime(election.certifiedAt) : null,
  }
}

const crumbs = (title: string) =>
  [
    { name: 'Home', path: '/' },
    { name: 'Election System', path: '/election-system' },
    { name: title, path: '/results' },
  ] as const

export function ResultsPage({ data }: { data: Extract<ResultsData, { kind: 'results' }> }) {
  const { view, receipts, q, token, staff } = data
  const { election, results } = view
  return (
    <>
      <PageHeader
        crumbs={crumbs('Results')}
        eyebrow={`Results · ${election.communityName}`}
        title={election.title}
        lead={
          `${plural(results.ballots, 'ballot was', 'ballots were')} counted, ` +
          (results.weight !== null
            ? `with a total vote weight of ${results.weight}.`
            : results.weightShare !== null
              ? `${results.weightShare}% of the association’s vote weight.`
              : 'too few for their share of the vote weight to be shown.') +
          (view.closed ? ` Voting closed ${view.closed}.` : '')
        }
      />
      <div className="bg-canvas py-10 md:py-14">
        <div className="mx-auto grid max-w-4xl gap-6 px-4 sm:px-6">
          {results.certified ? (
            view.certified ? (
              <p className="text-sm text-muted">Certified {view.certified}.</p>
            ) : null
          ) : (
            <p className="flex gap-3 rounded-lg border border-rock-100 bg-rock-50 p-4 text-rock-700">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                <span className="font-semibold">Preliminary: not yet certified.</span> These are the counts
                made when voting closed; they become official when the election is certified.
              </span>
            </p>
          )}
          <Quorum quorum={results.quorum} />
          <h2 className="mt-2 text-2xl font-semibold">Contests</h2>
          {results.precision === 'rounded' ? (
            <p className="text-sm text-muted">
              This was a secret ballot. So that no one can work out how a unit voted from the totals, each
              share is rounded to a tenth of a percent, no counts per choice are shown, write-ins with fewer
              than 3 ballots are grouped, and a choice made on only 1 or 2 ballots shows no share. The exact
              count is on the certified report the association keeps with its records.
            </p>
          ) : null}
          {results.contests.map((contest) => (
            <ResultsContest
              key={contest.contestId}
              contest={contest}
              tie={results.ties.find((tie) => tie.contestId === contest.contestId)}
              quorumMet={results.quorum.met}
            />
          ))}
          <Card className="p-5 sm:p-8">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <Fingerprint aria-hidden="true" className="size-5 text-brand-700" />
              Ballot digest (SHA-256)
            </h2>
            <p className="mt-3 font-mono text-sm break-all text-ink">{results.digest}</p>
            <p className="mt-2 text-sm text-muted">
              A fingerprint of every ballot counted, sealed into the election’s audit log when voting closed:
              if any ballot were changed afterwards, it would no longer match.
            </p>
          </Card>
          <ResultsReceipts
            key={election.id}
            electionId={election.id}
            initial={receipts}
            q={q}
            token={token}
            staff={staff}
          />
        </div>
      </div>
    </>
  )
}

function Quorum({ quorum }: { quorum: ShownQuorum }) {
  const byUnits = quorum.basis === 'units'
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <BarChart3 aria-hidden="true" className="size-5 text-brand-700" />
        {quorum.met ? 'Quorum met' : 'Quorum not met'}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-3">
        <Figure term="Units that took part">
          {quorum.units.toLocaleString('en-US')} of {quorum.rollUnits.toLocaleString('en-US')}
        </Figure>
        <Figure term="Vote weight that took part">
          {quorum.weight !== null
            ? `${quorum.weight} of ${quorum.rollWeight}`
            : quorum.weightShare !== null
              ? `${quorum.weightShare}% of the total`
              : FEWER_THAN_3}
        </Figure>
        <Figure term="Quorum required">
          {quorum.percent}% of the {byUnits ? 'units' : 'vote weight'}:{' '}
          {byUnits ? plural(Number(quorum.required), 'unit', 'units') : `vote weight ${quorum.required}`}
        </Figure>
      </dl>
    </Card>
  )
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-0.5 font-semibold break-words">{children}</dd>
    </div>
  )
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

export function ResultsNotPublished({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <BarChart3 aria-hidden="true" className="mx-auto size-12 text-brand-500" />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Results not available</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <p className="mt-8">
        <Link to="/election-system" className={buttonClasses('primary')}>
          Go to the election page
        </Link>
      </p>
    </section>
  )
}
