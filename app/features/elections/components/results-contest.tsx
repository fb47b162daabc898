import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { cn } from '~/lib/cn'
import { formatUtahDateTime } from '~/lib/dates'
import { OTHER_WRITE_INS } from '../results-precision'
import { tieSentence } from '../tie-rules'
import type { ShownContest, ShownOption, ShownTie } from '../types'
import { votingMethodLabels } from '../voting-methods'

// One contest's outcome: exact weights as the tally wrote them where the viewer may see them, else each
// option's share of the weight cast, rounded on the server (results-precision.ts). The share, a decimal
// string, becomes a Number only to draw the bar.

/** In place of a share that would single out the one or two units behind it (results-precision.ts). */
export const FEWER_THAN_3 = 'fewer than 3 ballots'

// Shares are rounded, so two options may show the same share: the winners come first, as the count decided.
const byShare = (contest: ShownContest) => (a: ShownOption, b: ShownOption) =>
  Number(contest.winners.includes(b.label)) - Number(contest.winners.includes(a.label)) ||
  Number(b.share ?? 0) - Number(a.share ?? 0)

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** What a share is of: a cumulative race's votes, else the weight cast (results-precision.ts, shareBase). */
const shareWhole = (contest: ShownContest) =>
  contest.method === 'cumulative' ? 'of all votes’ weight in this race' : 'of the weight cast'

export function ResultsContest({
  contest,
  tie,
  quorumMet,
}: {
  contest: ShownContest
  tie?: ShownTie
  quorumMet: boolean
}) {
  const headingId = `result-${contest.contestId}`
  const measure = contest.kind === 'measure'
  const seated = tie && !measure ? tie.winners : []
  // A tied measure passes when its resolution says Yes, and quorum was met, as for any measure.
  const passed =
    measure && tie && tie.resolution !== 'runoff' ? tie.winners[0] === 'Yes' && quorumMet : contest.passed
  // A race reads best from the most weight down; a measure keeps Yes, No, Abstain.
  const options = measure ? contest.options : [...contest.options].sort(byShare(contest))
  return (
    <Card className="p-5 sm:p-8">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 text-xl font-semibold break-words">
            {contest.title}
          </h3>
          {measure ? <Outcome passed={Boolean(passed)} /> : null}
        </div>
        {measure ? <MeasureRule contest={contest} /> : <RaceOutcome contest={contest} seated={seated} />}
        {contest.tied.length ? <TieNotice contest={contest} tie={tie} /> : null}
        <ul className="mt-5 grid gap-4">
          {options.map((option) => (
            <OptionRow
              key={`${option.optionId ?? 'write-in'}-${option.label}`}
              option={option}
              elected={!measure && contest.winners.includes(option.label)}
              seated={seated.includes(option.label)}
              tied={!measure && contest.tied.includes(option.label)}
              of={shareWhole(contest)}
            />
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">
          {contest.blank.ballots === null
            ? `Left blank: ${contest.blank.share === null ? FEWER_THAN_3 : `${contest.blank.share}% of the weight cast`}.`
            : `Left blank: ${plural(contest.blank.ballots, 'ballot', 'ballots')} (vote weight ${contest.blank.weight}).`}
        </p>
      </section>
    </Card>
  )
}

function Outcome({ passed }: { passed: boolean }) {
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
      {passed ? 'Passed' : 'Failed'}
    </p>
  )
}

function MeasureRule({ contest }: { contest: ShownContest }) {
  const yes = contest.options.find((option) => option.kind === 'yes')?.weight ?? '0'
  return (
    <div className="mt-3 grid gap-1 text-sm text-muted">
      <p>
        <span className="font-semibold text-ink">Rule:</span> {contest.rule}.
      </p>
      <p>
        {contest.base === null
          ? `Yes: ${contest.yesShare === null ? FEWER_THAN_3 : `${contest.yesShare}% of that weight`}.`
          : `Yes: vote weight ${yes} of a base of ${contest.base}; at least ${contest.required} was needed to pass.`}
      </p>
      {contest.thresholdMet && !contest.passed ? (
        <p className="font-semibold text-rock-700">
          The yes vote reached the threshold, but quorum was not met.
        </p>
      ) : null}
    </div>
  )
}

function RaceOutcome({ contest, seated }: { contest: ShownContest; seated: string[] }) {
  const elected = [...contest.winners, ...seated]
  return (
    <div className="mt-3 grid gap-1 text-sm text-muted">
      <p>
        <span className="font-semibold text-ink">How owners voted:</span>{' '}
        {contest.rule ? `${contest.rule}.` : `${votingMethodLabels[contest.method]}.`}
      </p>
      <p>
        {plural(contest.seats, 'seat', 'seats')} to fill.{' '}
        {elected.length ? (
          <>
            <span className="font-semibold text-ink">Elected:</span> {elected.join(', ')}.
          </>
        ) : null}
      </p>
    </div>
  )
}

/** A tie the count left open, and how it was resolved once staff record it (ties.server.ts). */
function TieNotice({ contest, tie }: { contest: ShownContest; tie?: ShownTie }) {
  const measure = contest.kind === 'measure'
  if (tie)
    return (
      <p className="mt-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
        {tieSentence(contest.kind, tie, formatUtahDateTime(tie.recordedAt))}
        {tie.note ? ` Note: ${tie.note}` : null}
      </p>
    )
  const left = contest.seats - contest.winners.length
  return (
    <p className="mt-3 flex gap-2 rounded-lg border border-rock-100 bg-rock-50 p-3 text-sm text-rock-700">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">Tie:</span>{' '}
        {measure
          ? 'as much vote weight voted no as yes, exactly at the threshold, so the count does not decide it'
          : `${contest.tied.join(', ')} have the same vote weight for the last ${left === 1 ? 'seat' : 'seats'}, so the count does not decide it`}
        ; the association’s rules say how a tie is broken.
      </span>
    </p>
  )
}

function OptionRow({
  option,
  elected,
  seated,
  tied,
  of,
}: {
  option: ShownOption
  elected: boolean
  seated: boolean
  tied: boolean
  of: string
}) {
  const share = Math.min(100, Number(option.share ?? 0))
  return (
    <li>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold break-words">
          {option.label}
          {option.kind === 'write_in' && option.label !== OTHER_WRITE_INS ? (
            <span className="font-normal text-muted"> (write-in)</span>
          ) : null}
          {elected || seated ? <Tag tone="brand">Elected</Tag> : null}
          {tied ? <Tag tone="rock">{seated ? 'Tie resolved' : 'Tied'}</Tag> : null}
        </p>
        <p className="text-sm text-muted">
          {option.weight !== null && option.ballots !== null ? (
            <>
              Vote weight <span className="font-semibold text-ink">{option.weight}</span> ·{' '}
              {plural(option.ballots, 'ballot', 'ballots')} ·{' '}
            </>
          ) : null}
          {option.share === null ? (
            FEWER_THAN_3
          ) : (
            <>
              <span className={option.weight === null ? 'font-semibold text-ink' : undefined}>
                {option.share}%
              </span>{' '}
              {of}
            </>
          )}
        </p>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-3 overflow-hidden rounded-full bg-canvas ring-1 ring-line">
        <div
          className={cn(
            'h-full rounded-full',
            elected || seated ? 'bg-brand-700' : tied ? 'bg-rock-600' : 'bg-brand-300',
          )}
          style={{ width: `${share}%` }}
        />
      </div>
    </li>
  )
}

function Tag({ tone, children }: { tone: 'brand' | 'rock'; children: string }) {
  return (
    <span
      className={cn(
        'ml-2 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-semibold',
        tone === 'brand' ? 'bg-brand-700 text-white' : 'bg-rock-600 text-white',
      )}
    >
      {children}
    </span>
  )
}
