import { CircleCheck, CircleX } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { formatDecimal, formatPercent } from '~/i18n/format'
import { useT, type Translate } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import type { ShownOption, ShownTie } from '../types'
import { ResultsOption } from './results-option'
import { TieNotice } from './results-tie'
import type { ViewContest } from './results-view'
import { contestRule, labelName } from './results-words'

// One contest's outcome: exact weights as the tally wrote them where the viewer may see them, else each
// option's share of the weight cast, rounded on the server (results-precision.ts). The share, a decimal
// string, becomes a Number only to draw the bar.

// Shares are rounded, so two options may show the same share: the winners come first, as the count decided.
const byShare = (contest: ViewContest) => (a: ShownOption, b: ShownOption) =>
  Number(contest.winners.includes(b.label)) - Number(contest.winners.includes(a.label)) ||
  Number(b.share ?? 0) - Number(a.share ?? 0)

/** What a share is of: a cumulative race's votes, else the weight cast (results-precision.ts, shareBase). */
const shareWhole = (contest: ViewContest, t: Translate<'results'>) =>
  contest.method === 'cumulative' ? t('contest.ofVotes') : t('contest.ofCast')

export function ResultsContest({
  contest,
  tie,
  quorumMet,
}: {
  contest: ViewContest
  tie?: ShownTie
  quorumMet: boolean
}) {
  const t = useT('results')
  const headingId = `result-${contest.contestId}`
  const measure = contest.kind === 'measure'
  const seated = tie && !measure ? tie.winners : []
  // A tied measure passes when its resolution says Yes, and quorum was met, as for any measure.
  const passed =
    measure && tie && tie.resolution !== 'runoff' ? tie.winners[0] === 'Yes' && quorumMet : contest.passed
  // A race reads best from the most weight down; a measure keeps Yes, No, Abstain.
  const options = measure ? contest.options : [...contest.options].sort(byShare(contest))
  const { blank } = contest
  return (
    <Card className="p-5 sm:p-8">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 text-xl font-semibold break-words">
            {contest.shownTitle.inEnglish ? (
              <>
                <span lang="en">{contest.shownTitle.text}</span>{' '}
                <span className="text-sm font-normal text-muted">{t('inEnglishOnly')}</span>
              </>
            ) : (
              contest.shownTitle.text
            )}
          </h3>
          {measure ? <Outcome passed={Boolean(passed)} /> : null}
        </div>
        {measure ? <MeasureRule contest={contest} /> : <RaceOutcome contest={contest} seated={seated} />}
        {contest.tied.length ? <TieNotice contest={contest} tie={tie} /> : null}
        <ul className="mt-5 grid gap-4">
          {options.map((option) => (
            <ResultsOption
              key={`${option.optionId ?? 'write-in'}-${option.label}`}
              option={option}
              contest={contest}
              elected={!measure && contest.winners.includes(option.label)}
              seated={seated.includes(option.label)}
              tied={!measure && contest.tied.includes(option.label)}
              of={shareWhole(contest, t)}
            />
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">
          {blank.ballots === null
            ? t('contest.blankShare', {
                share:
                  blank.share === null
                    ? t('contest.fewerThan3')
                    : t('contest.blankShareOf', { share: formatPercent(t.locale, blank.share) }),
              })
            : t('contest.blankBallots', {
                count: blank.ballots,
                weight: formatDecimal(t.locale, blank.weight ?? '0'),
              })}
        </p>
      </section>
    </Card>
  )
}

function Outcome({ passed }: { passed: boolean }) {
  const t = useT('results')
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
        passed ? 'bg-brand-50 text-brand-800' : 'bg-rock-50 text-rock-700',
      )}
    >
      {passed ? (
        <CircleCheck aria-hidden="true" className="size-4" />
      ) : (
        <CircleX aria-hidden="true" className="size-4" />
      )}
      {passed ? t('contest.passed') : t('contest.failed')}
    </p>
  )
}

function MeasureRule({ contest }: { contest: ViewContest }) {
  const t = useT('results')
  const yes = contest.options.find((option) => option.kind === 'yes')?.weight ?? '0'
  const rule = contestRule(contest, t)
  return (
    <div className="mt-3 grid gap-1 text-sm text-muted">
      <p>
        <span className="font-semibold text-ink">{t('contest.rule')}</span>{' '}
        <span lang={contest.threshold ? undefined : 'en'}>{rule}</span>.
      </p>
      <p>
        {contest.base === null
          ? t('contest.yesShare', {
              share:
                contest.yesShare === null
                  ? t('contest.fewerThan3')
                  : t('contest.yesShareOf', { share: formatPercent(t.locale, contest.yesShare) }),
            })
          : t('contest.yesExact', {
              yes: formatDecimal(t.locale, yes),
              base: formatDecimal(t.locale, contest.base),
              required: formatDecimal(t.locale, contest.required ?? '0'),
            })}
      </p>
      {contest.thresholdMet && !contest.passed ? (
        <p className="font-semibold text-rock-700">{t('contest.noQuorum')}</p>
      ) : null}
    </div>
  )
}

function RaceOutcome({ contest, seated }: { contest: ViewContest; seated: string[] }) {
  const t = useT('results')
  const elected = [...contest.winners, ...seated].map((label) => labelName(label, contest))
  return (
    <div className="mt-3 grid gap-1 text-sm text-muted">
      <p>
        <span className="font-semibold text-ink">{t('contest.howVoted')}</span> {contestRule(contest, t)}.
      </p>
      <p>
        {t('contest.seats', { count: contest.seats })}{' '}
        {elected.length ? (
          <>
            <span className="font-semibold text-ink">{t('contest.elected')}</span> {elected.join(', ')}.
          </>
        ) : null}
      </p>
    </div>
  )
}
