import { formatUtahDateTime } from '~/lib/dates'
import type { PrintBlock } from '~/lib/print-blocks'
import { OTHER_WRITE_INS } from './results-precision'
import {
  tieResolutionLabels,
  type Contest,
  type ShownContest,
  type ShownResults,
  type TieRecord,
} from './types'

// The contests of the results report (certificate-text.ts): each one's rule in a sentence, its totals as the
// viewer may see them, the outcome, and how a tie was resolved.

export const FEWER_THAN_3 = 'fewer than 3 ballots'

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
const utah = (iso: string) => formatUtahDateTime(iso)

/** How a contest is decided, in a sentence. */
export function contestRule(contest: Contest, rule: string | null): string {
  const seats = plural(contest.seats, 'seat')
  const top =
    contest.seats === 1
      ? 'the candidate with the most vote weight is elected'
      : `the ${contest.seats} candidates with the most vote weight are elected`
  if (contest.kind === 'measure')
    return `Measure. ${rule ?? 'A majority of the weight voting yes or no must vote yes'}; without quorum nothing passes.`
  if (contest.method === 'cumulative')
    return `Cumulative voting, ${seats}: each unit has ${plural(contest.seats, 'vote')} to give among the candidates, several to one candidate if it likes, each carrying the unit’s weight; ${top}.`
  if (contest.method === 'approval')
    return `Approval voting, ${seats}: each unit chooses any number of candidates; ${top}.`
  return `Plurality, ${seats}: each unit votes for up to ${plural(contest.seats, 'candidate')}; ${top}.`
}

const optionName = (label: string, kind: string) =>
  kind === 'write_in' && label !== OTHER_WRITE_INS ? `${label} (write-in)` : label
const shareText = (share: string | null) => (share === null ? FEWER_THAN_3 : `${share}%`)

function totalsTable(contest: ShownContest, exact: boolean): PrintBlock {
  const measure = contest.kind === 'measure'
  const outcome = (label: string) =>
    measure ? '' : contest.winners.includes(label) ? 'Elected' : contest.tied.includes(label) ? 'Tied' : ''
  const rows = contest.options.map((option) => {
    const name = optionName(option.label, option.kind)
    const strong = !measure && contest.winners.includes(option.label)
    return exact
      ? {
          cells: [
            name,
            option.weight ?? '',
            String(option.ballots ?? ''),
            shareText(option.share),
            outcome(option.label),
          ],
          strong,
        }
      : { cells: [name, shareText(option.share), outcome(option.label)], strong }
  })
  const blank = contest.blank
  rows.push(
    exact
      ? {
          cells: ['Left blank', blank.weight ?? '', String(blank.ballots ?? ''), shareText(blank.share), ''],
          strong: false,
        }
      : { cells: ['Left blank', shareText(blank.share), ''], strong: false },
  )
  const columns = exact
    ? [
        { label: 'Choice', width: 0.36 },
        { label: 'Vote weight', align: 'right' as const, width: 0.17 },
        { label: 'Ballots', align: 'right' as const, width: 0.11 },
        { label: 'Share of weight cast', align: 'right' as const, width: 0.2 },
        { label: 'Outcome', width: 0.16 },
      ]
    : [
        { label: 'Choice', width: 0.5 },
        { label: 'Share of weight cast', align: 'right' as const, width: 0.3 },
        { label: 'Outcome', width: 0.2 },
      ]
  return { kind: 'table', label: `Totals: ${contest.title}`, columns, rows }
}

function outcomeLines(contest: ShownContest, exact: boolean): string[] {
  if (contest.kind === 'measure') {
    const yes = contest.options.find((option) => option.kind === 'yes')
    const figures =
      exact && contest.base !== null
        ? `Yes: vote weight ${yes?.weight ?? '0'} of a base of ${contest.base}; at least ${contest.required} was needed.`
        : `Yes: ${contest.yesShare === null ? FEWER_THAN_3 : `${contest.yesShare}% of the rule’s base`}.`
    const quorumNote =
      contest.thresholdMet && !contest.passed
        ? ' The yes vote reached the threshold, but quorum was not met.'
        : ''
    return [`Outcome: ${contest.passed ? 'Passed' : 'Failed'}. ${figures}${quorumNote}`]
  }
  const elected = contest.winners.length
    ? `Elected: ${contest.winners.join(', ')}.`
    : 'No one is elected by the count.'
  const tied = contest.tied.length ? ` Tied at the last seat: ${contest.tied.join(', ')}.` : ''
  return [`Outcome: ${elected}${tied}`]
}

function tieLines(contest: Contest, ties: TieRecord[], tied: boolean): PrintBlock[] {
  const mine = ties.filter((tie) => tie.contestId === contest.id)
  if (mine.length === 0)
    return tied
      ? [{ kind: 'paragraph', tone: 'alert', text: 'No resolution of this tie is recorded yet.' }]
      : []
  const labelOf = (id: string) => contest.options.find((option) => option.id === id)?.label ?? id
  return mine.map((tie) => {
    const decided =
      tie.resolution === 'runoff'
        ? 'the tie goes to a runoff election'
        : `decided for ${tie.winnerOptionIds.map(labelOf).join(', ') || 'no option'}`
    const note = tie.note ? ` Note: ${tie.note}` : ''
    return {
      kind: 'paragraph',
      text: `Tie resolution: ${tieResolutionLabels[tie.resolution]}, ${decided}; recorded by ${tie.recordedByName} on ${utah(tie.recordedAt)}.${note}`,
    }
  })
}

export function contestBlocks(contests: Contest[], ties: TieRecord[], results: ShownResults): PrintBlock[] {
  const exact = results.precision === 'exact'
  return results.contests.flatMap((shown, i): PrintBlock[] => {
    const contest = contests.find((c) => c.id === shown.contestId)
    return [
      { kind: 'heading', text: `${i + 1}. ${shown.title}` },
      ...(contest
        ? [{ kind: 'paragraph' as const, tone: 'note' as const, text: contestRule(contest, shown.rule) }]
        : []),
      totalsTable(shown, exact),
      ...outcomeLines(shown, exact).map((text): PrintBlock => ({ kind: 'paragraph', text, strong: true })),
      ...(contest ? tieLines(contest, ties, shown.tied.length > 0) : []),
    ]
  })
}
