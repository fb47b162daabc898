import { formatMillionths, toMillionths } from '~/lib/decimal'
import type {
  ContestResult,
  ElectionResults,
  Precision,
  QuorumResult,
  Share,
  ShownContest,
  ShownOption,
  ShownQuorum,
  ShownResults,
  ShownTie,
} from './types'

// The results as a viewer may see them (types.ts, Precision). Shares are computed from the exact millionths
// and rounded once, half up, to a tenth of a percent; in rounded form no weight and no ballot count per
// option is shown, write-ins with fewer than 3 ballots that neither won nor tied are one line, and a group
// of 1 or 2 ballots shows no share at all.

export const OTHER_WRITE_INS = 'Other write-ins'
const SMALL_GROUP = 3

/** part / whole as a percentage with one decimal, rounded half up; 0 of nothing is "0.0". */
export function shareOf(part: bigint, whole: bigint): Share {
  if (whole <= 0n) return '0.0'
  const tenths = (part * 2000n + whole) / (2n * whole) // round(part * 1000 / whole)
  return `${tenths / 10n}.${tenths % 10n}`
}

const m = toMillionths

/**
 * A share is shown of a group of at least 3 ballots only: one or two ballots' share of the weight cast pins
 * their units' weights to 0.05%, which beside the roll can name them. Zero ballots say nothing of anyone.
 */
const tooFew = (precision: Precision, ballots: number) =>
  precision === 'rounded' && ballots > 0 && ballots < SMALL_GROUP

export function showQuorum(quorum: QuorumResult, precision: Precision): ShownQuorum {
  const weightShare = tooFew(precision, quorum.units) ? null : shareOf(m(quorum.weight), m(quorum.rollWeight))
  return { ...quorum, weight: precision === 'exact' ? quorum.weight : null, weightShare }
}

function groupSmallWriteIns(contest: ContestResult, options: ContestResult['options']) {
  const decided = new Set([...contest.winners, ...contest.tied])
  const small = options.filter(
    (o) => o.kind === 'write_in' && o.ballots < SMALL_GROUP && !decided.has(o.label),
  )
  if (small.length === 0) return options
  const grouped = {
    optionId: null,
    label: OTHER_WRITE_INS,
    kind: 'write_in' as const,
    weight: formatMillionths(small.reduce((sum, o) => sum + m(o.weight), 0n)),
    ballots: small.reduce((sum, o) => sum + o.ballots, 0),
  }
  return [...options.filter((o) => !small.includes(o)), grouped]
}

/**
 * What an option's share is a share of. In a plurality or approval race, and for a measure's answers, the
 * weight cast: every ballot counted, whatever it chose here, so 42.0% reads "units holding 42.0% of the weight
 * cast chose this". In a cumulative race, the weight of all the votes cast in that race: each vote carries its
 * unit's full weight and a unit may give one candidate all its votes, so a share of the weight cast could pass
 * 100%; of the votes, the shares add up to what the race received and each reads as part of it. That whole is
 * never shown in a rounded view, and the rule on small groups still counts ballots, not votes, so a cumulative
 * share says no more about a unit than a plurality share does (decision 0011).
 */
function shareBase(contest: ContestResult, cast: bigint): bigint {
  if (contest.method !== 'cumulative') return cast
  return contest.options.reduce((sum, o) => sum + m(o.weight), 0n)
}

function showContest(contest: ContestResult, cast: bigint, precision: Precision): ShownContest {
  const exact = precision === 'exact'
  const options = exact ? contest.options : groupSmallWriteIns(contest, contest.options)
  const whole = shareBase(contest, cast)
  const yes = contest.options.find((o) => o.kind === 'yes')
  return {
    ...contest,
    options: options.map((o): ShownOption => ({
      ...o,
      weight: exact ? o.weight : null,
      ballots: exact ? o.ballots : null,
      share: tooFew(precision, o.ballots) ? null : shareOf(m(o.weight), whole),
    })),
    blank: {
      ballots: exact ? contest.blank.ballots : null,
      weight: exact ? contest.blank.weight : null,
      share: tooFew(precision, contest.blank.ballots) ? null : shareOf(m(contest.blank.weight), cast),
    },
    base: exact ? contest.base : null,
    required: exact ? contest.required : null,
    yesShare:
      contest.kind === 'measure' && contest.base && !tooFew(precision, yes?.ballots ?? 0)
        ? shareOf(m(yes?.weight ?? '0'), m(contest.base))
        : null,
  }
}

export function showResults(
  results: ElectionResults,
  precision: Precision,
  ties: ShownTie[] = [],
): ShownResults {
  const cast = m(results.weight)
  return {
    ties,
    ...results,
    precision,
    weight: precision === 'exact' ? results.weight : null,
    weightShare: tooFew(precision, results.ballots) ? null : shareOf(cast, m(results.quorum.rollWeight)),
    quorum: showQuorum(results.quorum, precision),
    contests: results.contests.map((contest) => showContest(contest, cast, precision)),
  }
}
