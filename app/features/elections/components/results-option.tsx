import { formatDecimal, formatPercent } from '~/i18n/format'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import { OTHER_WRITE_INS } from '../results-precision'
import type { ShownOption } from '../types'
import type { ViewContest } from './results-view'
import { optionName } from './results-words'

/** One option's line: its name and marks, its weight and ballots where shown, its share and a bar. */
export function ResultsOption({
  option,
  contest,
  elected,
  seated,
  tied,
  of,
}: {
  option: ShownOption
  contest: ViewContest
  elected: boolean
  seated: boolean
  tied: boolean
  of: string
}) {
  const t = useT('results')
  const share = Math.min(100, Number(option.share ?? 0))
  return (
    <li>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold break-words">
          {optionName(option, contest, t)}
          {option.kind === 'write_in' && option.label !== OTHER_WRITE_INS ? (
            <span className="font-normal text-muted">{t('contest.writeInMark')}</span>
          ) : null}
          {elected || seated ? <Tag tone="brand">{t('contest.electedTag')}</Tag> : null}
          {tied ? <Tag tone="rock">{seated ? t('contest.tieResolved') : t('contest.tied')}</Tag> : null}
        </p>
        <p className="text-sm text-muted">
          {option.weight !== null && option.ballots !== null ? (
            <>
              {t('contest.voteWeight')}{' '}
              <span className="font-semibold text-ink">{formatDecimal(t.locale, option.weight)}</span> ·{' '}
              {t('contest.ballotCount', { count: option.ballots })} ·{' '}
            </>
          ) : null}
          {option.share === null ? (
            t('contest.fewerThan3')
          ) : (
            <>
              <span className={option.weight === null ? 'font-semibold text-ink' : undefined}>
                {formatPercent(t.locale, option.share)}
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
