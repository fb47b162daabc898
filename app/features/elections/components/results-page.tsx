import { BarChart3, Fingerprint, TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { formatDecimal, formatPercent } from '~/i18n/format'
import { useT, type Translate } from '~/i18n/i18n-provider'
import { ResultsContest } from './results-contest'
import { ResultsQuorum } from './results-quorum'
import { ResultsReceipts, type ReceiptPage } from './results-receipts'
import type { ResultsView } from './results-view'
import { localPath } from './vote-paths'

// The results page (issue 12): quorum with its figures, each contest, the ballot digest and the receipt
// finder. Before certification (staff only) it says the figures are preliminary.

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

const crumbs = (t: Translate<'results'>) => [
  { name: t('crumbs.home'), path: '/' },
  { name: t('crumbs.electionSystem'), path: '/election-system' },
  { name: t('crumbs.results'), path: '/results' },
]

function lead(view: ResultsView, t: Translate<'results'>): string {
  const { results } = view
  return (
    t('lead.ballots', { count: results.ballots }) +
    (results.weight !== null
      ? t('lead.weight', { weight: formatDecimal(t.locale, results.weight) })
      : results.weightShare !== null
        ? t('lead.weightShare', { share: formatPercent(t.locale, results.weightShare) })
        : t('lead.tooFew')) +
    (view.closed ? t('lead.closed', { closed: view.closed }) : '')
  )
}

export function ResultsPage({ data }: { data: Extract<ResultsData, { kind: 'results' }> }) {
  const { view, receipts, q, token, staff } = data
  const { election, results } = view
  const t = useT('results')
  return (
    <>
      <PageHeader
        crumbs={crumbs(t)}
        eyebrow={t('lead.eyebrow', { community: election.communityName })}
        title={
          election.title.inEnglish ? (
            <>
              <span lang="en">{election.title.text}</span>{' '}
              <span className="text-base font-normal text-muted">{t('inEnglishOnly')}</span>
            </>
          ) : (
            election.title.text
          )
        }
        lead={lead(view, t)}
      />
      <div className="bg-canvas py-10 md:py-14">
        <div className="mx-auto grid max-w-4xl gap-6 px-4 sm:px-6">
          {results.certified ? (
            view.certified ? (
              <p className="text-sm text-muted">{t('certified', { certified: view.certified })}</p>
            ) : null
          ) : (
            <p className="flex gap-3 rounded-lg border border-rock-100 bg-rock-50 p-4 text-rock-700">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                <span className="font-semibold">{t('preliminary')}</span> {t('preliminaryMore')}
              </span>
            </p>
          )}
          <ResultsQuorum quorum={results.quorum} />
          <h2 className="mt-2 text-2xl font-semibold">{t('contests')}</h2>
          {results.precision === 'rounded' ? <p className="text-sm text-muted">{t('rounded')}</p> : null}
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
              {t('digest')}
            </h2>
            <p className="mt-3 font-mono text-sm break-all text-ink">{results.digest}</p>
            <p className="mt-2 text-sm text-muted">{t('digestHelp')}</p>
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

export function ResultsNotPublished({ message }: { message: string }) {
  const t = useT('results')
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <BarChart3 aria-hidden="true" className="mx-auto size-12 text-brand-500" />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{t('hidden.title')}</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <p className="mt-8">
        <Link to={localPath('/election-system', t.locale)} className={buttonClasses('primary')}>
          {t('hidden.toElectionPage')}
        </Link>
      </p>
    </section>
  )
}
