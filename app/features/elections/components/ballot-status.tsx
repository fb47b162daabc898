import { Hourglass, Link2Off, Lock, Vote } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { InEnglishMark } from '~/components/in-english-mark'
import { useT } from '~/i18n/i18n-provider'
import { limitText, type VoteText } from '../ballot-form'
import type { BallotStatus, Contest } from '../types'
import { CandidateName, CandidateStatement } from './candidate-profile'
import { InEnglishText } from './in-english-text'
import { leadsToEnglish, localPath } from './vote-paths'

/**
 * The times a status sentence names, already written in Utah time by the loader. `closed` is when voting
 * actually ended (staff may close it before `closes`), once it has.
 */
export type BallotTimes = { opens: string; closes: string; closed: string | null }

/** One sentence for a link that cannot vote now, with the deadline or the opening time. */
export function statusSentence(
  status: Exclude<BallotStatus, 'open'>,
  times: BallotTimes,
  t: VoteText,
): string {
  if (status === 'voted') return t('state.voted', { closes: times.closes })
  if (status === 'not_open') return t('state.notOpen', { opens: times.opens })
  return times.closed ? t('state.closedAt', { closed: times.closed }) : t('state.closedMessage')
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
  const t = useT('vote')
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
              ? t('state.votedTitle')
              : status === 'not_open'
                ? t('state.notOpenTitle')
                : t('state.closedTitle')}
          </h2>
          <p className="mt-2 text-muted">{statusSentence(status, times, t)}</p>
          {resultsPath ? (
            <p className="mt-4">
              <Link to={resultsPath} className={buttonClasses('secondary')}>
                {t('state.seeResults')}
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
  const t = useT('vote')
  const electionPage = localPath('/election-system', t.locale)
  const english = leadsToEnglish('/election-system', t.locale)
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <Link2Off aria-hidden="true" className="mx-auto size-12 text-brand-500" />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">
        {replaced ? t('link.replacedTitle') : t('link.notValidTitle')}
      </h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <p className="mt-8">
        <Link to={electionPage} hrefLang={english ? 'en-US' : undefined} className={buttonClasses('primary')}>
          {t('link.toElectionPage')}
          {english ? <InEnglishMark /> : null}
        </Link>
      </p>
    </section>
  )
}

/** The contests, to read before voting opens: no controls. */
export function BallotOutline({ contests }: { contests: Contest[] }) {
  const t = useT('vote')
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-xl font-semibold">{t('outline.title')}</h2>
      <ul className="mt-4 grid gap-4">
        {contests.map((contest) => (
          <li key={contest.id} className="rounded-lg border border-line p-4">
            <h3 className="font-semibold">
              <InEnglishText item={contest} field="title">
                {contest.title}
              </InEnglishText>
            </h3>
            <p className="text-sm font-semibold text-brand-700">{limitText(contest, t)}</p>
            {contest.description ? (
              <p className="mt-1 whitespace-pre-line text-muted">
                <InEnglishText item={contest} field="description">
                  {contest.description}
                </InEnglishText>
              </p>
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
