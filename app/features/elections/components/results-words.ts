import { formatPercent } from '~/i18n/format'
import type { Translate } from '~/i18n/i18n-provider'
import { OTHER_WRITE_INS } from '../results-precision'
import type { ShownOption, ShownTie, Threshold, TieResolution } from '../types'
import type { ViewContest } from './results-view'

// The results' sentences that are built from the count: a contest's rule, an option's name and a tie's
// resolution, in the page's language. In English they read word for word as the stored count and the
// console write them (tally.ts ruleText, voting-methods.ts raceRule, tie-rules.ts tieSentence).

type T = Translate<'results'>

/** A measure's threshold in words: "More than half of the weight voting yes or no must vote yes". */
export function measureRule(threshold: Threshold, t: T): string {
  const { numerator: n, denominator: d } = threshold
  const share =
    n * 2 === d
      ? t('rule.half')
      : d === 100
        ? t('rule.percent', { percent: formatPercent(t.locale, String(n)) })
        : n === 2 && d === 3
          ? t('rule.twoThirds')
          : `${n}/${d}`
  return t('rule.measure', {
    comparison: threshold.comparison === 'more_than' ? t('rule.moreThan') : t('rule.atLeast'),
    share,
    base: t(`rule.base.${threshold.base}`),
  })
}

/** The rule a race was counted by, from its method and seats. */
export function raceRule(contest: Pick<ViewContest, 'method' | 'seats'>, t: T): string {
  const count = contest.seats
  if (contest.method === 'cumulative')
    return t('rule.cumulative', {
      votes: t('rule.votes', { count }),
      elected: t('rule.electedMost', { count }),
    })
  if (contest.method === 'approval')
    return t('rule.approval', { elected: t('rule.electedApproved', { count }) })
  return t('rule.plurality', { count, elected: t('rule.electedMost', { count }) })
}

/** A contest's rule: stated in the page's language, or as counted where the threshold is not known. */
export function contestRule(contest: ViewContest, t: T): string | null {
  if (contest.kind === 'measure') return contest.threshold ? measureRule(contest.threshold, t) : contest.rule
  return raceRule(contest, t)
}

/** How an option is called: a measure's answers and the grouped write-ins in the page's words. */
export function optionName(option: Pick<ShownOption, 'kind' | 'label'>, contest: ViewContest, t: T): string {
  if (option.kind === 'yes' || option.kind === 'no' || option.kind === 'abstain')
    return t(`option.${option.kind}`)
  if (option.kind === 'write_in' && option.label === OTHER_WRITE_INS) return t('contest.otherWriteIns')
  return contest.labels[option.label] ?? option.label
}

/** A name among the winners or the tied, which hold labels as counted. */
export const labelName = (label: string, contest: ViewContest) => contest.labels[label] ?? label

const how: Record<Exclude<TieResolution, 'runoff'>, 'tie.how.lot' | 'tie.how.coin' | 'tie.how.board'> = {
  lot: 'tie.how.lot',
  coin: 'tie.how.coin',
  board: 'tie.how.board',
}

/** A recorded resolution in one sentence; `on` is the date as the page writes it. */
export function tieSentence(contest: ViewContest, tie: ShownTie, on: string, t: T): string {
  const kind = contest.kind
  const what = kind === 'measure' ? t('tie.onMeasure') : t('tie.atLastSeat')
  if (tie.resolution === 'runoff') return t('tie.runoff', { what, on })
  const outcome =
    kind === 'measure'
      ? tie.winners[0] === 'Yes'
        ? t('tie.passes')
        : t('tie.fails')
      : t('tie.seated', { names: tie.winners.map((label) => labelName(label, contest)).join(', ') })
  return t('tie.resolved', { what, how: t(how[tie.resolution]), on, outcome })
}
