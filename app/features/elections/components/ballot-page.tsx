import { PageHeader } from '~/components/page-header'
import { useT } from '~/i18n/i18n-provider'
import type { BallotProblems } from '../ballot-form'
import type { BallotSubmission } from '../schemas'
import type { BallotView } from '../types'
import { BallotChoices } from './ballot-choices'
import { BallotIntro } from './ballot-intro'
import { BallotReceipt } from './ballot-receipt'
import { BallotReview } from './ballot-review'
import { BallotOutline, BallotStatusNotice, InvalidVotingLink, type BallotTimes } from './ballot-status'
import { BallotVoted, KeepReceipt } from './ballot-voted'
import { InEnglishText } from './in-english-text'
import { localPath } from './vote-paths'

// The voting page's steps (issue 12): choices, review, receipt; or one sentence when the link cannot
// vote now. The route's loader and action hand in what they found.

export type VoteLoaderData =
  | { kind: 'invalid'; message: string; replaced?: boolean }
  | { kind: 'ballot'; ballot: BallotView; times: BallotTimes }

export type VoteActionData =
  | { step: 'choices'; submission: BallotSubmission; problems: BallotProblems; message?: string }
  | {
      step: 'review'
      submission: BallotSubmission
      castKey: string
      message?: string
      /** The last confirm got no answer (clientAction in app/routes/vote.tsx). */
      lost?: boolean
    }
  | { step: 'receipt'; receipt: string; replaced: boolean }
  | { step: 'invalid'; message: string }

const NOTHING_CHOSEN: BallotSubmission = { choices: [] }
const NO_PROBLEMS: BallotProblems = {}

export function BallotPage({
  loaderData,
  actionData,
  token,
}: {
  loaderData: VoteLoaderData
  actionData: VoteActionData | undefined
  token: string
}) {
  const t = useT('vote')
  if (loaderData.kind === 'invalid')
    return <InvalidVotingLink message={loaderData.message} replaced={loaderData.replaced} />
  if (actionData?.step === 'invalid') return <InvalidVotingLink message={actionData.message} />
  const { ballot, times } = loaderData
  const { election } = ballot
  const resultsPath = election.resultsAvailable
    ? `${localPath(`/results/${election.id}`, t.locale)}?token=${encodeURIComponent(token)}`
    : null
  const canVote = ballot.status === 'open' || ballot.canChange

  let body
  const voted = ballot.voted ? <BallotVoted ballot={ballot} /> : null
  if (actionData?.step === 'receipt')
    body = (
      <>
        <KeepReceipt electionId={election.id} unit={ballot.unit.label} receipt={actionData.receipt} />
        <BallotReceipt
          receipt={actionData.receipt}
          replaced={actionData.replaced}
          secret={election.secret}
          resultsPath={resultsPath}
        />
      </>
    )
  else if (canVote && actionData?.step === 'review')
    body = (
      <BallotReview
        ballot={ballot}
        submission={actionData.submission}
        castKey={actionData.castKey}
        message={actionData.message}
        lost={actionData.lost}
      />
    )
  else if (canVote)
    body = (
      <>
        {voted}
        <BallotIntro ballot={ballot} closes={times.closes} closed={times.closed} />
        {ballot.canChange ? (
          <p role="note" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900">
            {t('ballot.canChange', { closes: times.closes })}
          </p>
        ) : null}
        <BallotChoices
          contests={ballot.contests}
          chosen={actionData?.step === 'choices' ? actionData.submission : NOTHING_CHOSEN}
          problems={actionData?.step === 'choices' ? actionData.problems : NO_PROBLEMS}
          message={actionData?.step === 'choices' ? actionData.message : undefined}
        />
      </>
    )
  else {
    const status = ballot.status === 'open' ? 'voted' : ballot.status
    body = (
      <>
        {status === 'voted' ? null : (
          <BallotStatusNotice status={status} times={times} resultsPath={resultsPath} />
        )}
        {voted}
        <BallotIntro ballot={ballot} closes={times.closes} closed={times.closed} />
        {status === 'not_open' ? <BallotOutline contests={ballot.contests} /> : null}
      </>
    )
  }

  return (
    <>
      <PageHeader
        crumbs={[
          { name: t('crumbs.home'), path: '/' },
          { name: t('crumbs.electionSystem'), path: '/election-system' },
          { name: t('crumbs.ballot'), path: '/vote' },
        ]}
        eyebrow={election.communityName}
        title={
          <InEnglishText item={election} field="title">
            {election.title}
          </InEnglishText>
        }
        lead={
          times.closed
            ? t('ballot.leadClosed', { closed: times.closed })
            : t('ballot.leadCloses', { closes: times.closes })
        }
      />
      <div className="bg-canvas py-10 md:py-14">
        <div className="mx-auto grid max-w-3xl gap-6 px-4 sm:px-6">{body}</div>
      </div>
    </>
  )
}
