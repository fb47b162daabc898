import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { cn } from '~/lib/cn'
import { OTHER_WRITE_INS } from '../results-precision'
import type { ShownContest, ShownOption } from '../types'

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

export function ResultsContest({ contest }: { contest: ShownContest }) {
  const headingId = `result-${contest.contestId}`
  const measure = contest.kind === 'measure'
  // A race reads best from the most weight down; a measure keeps Yes, No, Abstain.
  const options = measure ? contest.options : [...contest.options].sort(byShare(contest))
  return (
    <Card className="p-5 sm:p-8">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 text-xl font-semibold break-words">
            {contest.title}
          </h3>
          {measure ? <Outcome passed={Boolean(contest.passed)} /> : null}
        </div>
        {measure ? <MeasureRule contest={contest} /> : <RaceOutcome contest={contest} />}
        <ul className="mt-5 grid gap-4">
          {options.map((option) => (
            <OptionRow
              key={`${option.optionId ?? 'write-in'}-${option.label}`}
              option={option}
              elected={!measure && contest.winners.includes(option.label)}
              tied={!measure && contest.tied.includes(option.label)}
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

function RaceOutcome({ contest }: { contest: ShownContest }) {
  return (
    <div className="mt-3 grid gap-2 text-sm">
      <p className="text-muted">
        {plural(contest.seats, 'seat', 'seats')} to fill.{' '}
        {contest.winners.length ? (
          <>
            <span className="font-semibold text-ink">Elected:</span> {contest.winners.join(', ')}.
          </>
        ) : null}
      </p>
      {contest.tied.length ? (
        <p className="flex gap-2 rounded-lg border border-rock-100 bg-rock-50 p-3 text-rock-700">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">Tie:</span> {contest.tied.join(', ')} have the same vote weight
            for the last {contest.seats - contest.winners.length === 1 ? 'seat' : 'seats'}, so the count does
            not decide it; the association’s rules say how a tie is broken.
          </span>
        </p>
      ) : null}
    </div>
  )
}

function OptionRow({ option, elected, tied }: { option: ShownOption; elected: boolean; tied: boolean }) {
  const share = Math.min(100, Number(option.share ?? 0))
  return (
    <li>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold break-words">
          {option.label}
          {option.kind === 'write_in' && option.label !== OTHER_WRITE_INS ? (
            <span className="font-normal text-muted"> (write-in)</span>
          ) : null}
          {elected ? <Tag tone="brand">Elected</Tag> : null}
          {tied ? <Tag tone="rock">Tied</Tag> : null}
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
              of the weight cast
            </>
          )}
        </p>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-3 overflow-hidden rounded-full bg-canvas ring-1 ring-line">
        <div
          className={cn(
            'h-full rounded-full',
            elected ? 'bg-brand-700' : tied ? 'bg-rock-600' : 'bg-brand-300',
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
