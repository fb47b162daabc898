import { ruleText } from '../tally'
import type {
  Election,
  ResultsVisibility,
  Threshold,
  ThresholdBase,
  ThresholdComparison,
  VotingMethod,
} from '../types'
import { isoToUtahLocal, utahLocalToIso } from '~/lib/utah-local-time'
import { spanishOf, spanishTexts, withoutSpanish } from './election-form-spanish'

// What the election form holds while staff fill it in, and how it becomes the API's payload. Everything
// a person types stays a string until it is sent, so the schema's messages, not NaN, describe a mistake.

/** The community settings an election starts from (GET /api/communities answers with these and more). */
export type CommunityChoice = {
  id: string
  name: string
  quorumPercent: string
  quorumBasis: 'units' | 'weight'
  secretBallotDefault: boolean
  revoteAllowedDefault: boolean
  totals?: { units: number; totalWeight: string }
}

export const THRESHOLD_PRESETS = [
  { id: 'majority', label: 'Majority (more than 1/2)', numerator: 1, denominator: 2 },
  { id: 'two-thirds', label: 'Two-thirds (2/3)', numerator: 2, denominator: 3 },
  { id: '67-percent', label: '67% (67/100)', numerator: 67, denominator: 100 },
  { id: 'custom', label: 'Custom fraction', numerator: 0, denominator: 0 },
] as const
export type ThresholdPreset = (typeof THRESHOLD_PRESETS)[number]['id']

/**
 * `id`: the saved option's id, sent back on save so the candidate keeps it and its photo. `labelEs` and
 * `statementEs`: the Spanish beside the English, blank where the ballot shows the English.
 */
export type CandidateValues = {
  key: string
  label: string
  statement: string
  labelEs: string
  statementEs: string
  id?: string
}

export type RaceValues = {
  key: string
  kind: 'candidates'
  title: string
  description: string
  titleEs: string
  descriptionEs: string
  seats: string
  method: VotingMethod
  writeIn: boolean
  options: CandidateValues[]
}

export type MeasureValues = {
  key: string
  kind: 'measure'
  title: string
  description: string
  titleEs: string
  descriptionEs: string
  preset: ThresholdPreset
  numerator: string
  denominator: string
  comparison: ThresholdComparison
  base: ThresholdBase
}

export type ContestValues = RaceValues | MeasureValues

export type ElectionFormValues = {
  communityId: string
  title: string
  description: string
  notice: string
  /** The Spanish title, description and notice beside the English (optional, each on its own). */
  titleEs: string
  descriptionEs: string
  noticeEs: string
  /** Staff write the election in Spanish too: the Spanish fields show, and their text is saved. */
  spanish: boolean
  opensAt: string
  closesAt: string
  secret: boolean
  revoteAllowed: boolean
  resultsVisibility: ResultsVisibility
  sendConfirmations: boolean
  quorumPercent: string
  quorumBasis: 'units' | 'weight'
  reminderDays: string
  contests: ContestValues[]
}

let counter = 0
/** Keys for list items that can move: stable across reorders, unlike their index. */
export const newKey = () => `k${(counter += 1)}`

export const newCandidate = (label = '', statement = ''): CandidateValues => ({
  key: newKey(),
  label,
  statement,
  labelEs: '',
  statementEs: '',
})

export const newRace = (): RaceValues => ({
  key: newKey(),
  kind: 'candidates',
  title: '',
  description: '',
  titleEs: '',
  descriptionEs: '',
  seats: '1',
  method: 'plurality',
  writeIn: false,
  options: [newCandidate(), newCandidate()],
})

export const newMeasure = (): MeasureValues => ({
  key: newKey(),
  kind: 'measure',
  title: '',
  description: '',
  titleEs: '',
  descriptionEs: '',
  preset: 'majority',
  numerator: '1',
  denominator: '2',
  comparison: 'more_than',
  base: 'yes_no',
})

/** A new election starts from its community's settings (issue 11); Utah's defaults before one is chosen. */
export function newElectionValues(community?: CommunityChoice): ElectionFormValues {
  return {
    communityId: community?.id ?? '',
    title: '',
    description: '',
    notice: '',
    titleEs: '',
    descriptionEs: '',
    noticeEs: '',
    spanish: false,
    opensAt: '',
    closesAt: '',
    secret: community?.secretBallotDefault ?? true,
    revoteAllowed: community?.revoteAllowedDefault ?? false,
    resultsVisibility: 'voters',
    sendConfirmations: true,
    quorumPercent: community?.quorumPercent ?? '0',
    quorumBasis: community?.quorumBasis ?? 'units',
    reminderDays: '7, 1',
    contests: [],
  }
}

/** Picking another community brings its defaults with it. */
export function withCommunity(values: ElectionFormValues, community: CommunityChoice): ElectionFormValues {
  return {
    ...values,
    communityId: community.id,
    secret: community.secretBallotDefault,
    revoteAllowed: community.revoteAllowedDefault,
    quorumPercent: community.quorumPercent,
    quorumBasis: community.quorumBasis,
  }
}

export function presetOf(numerator: number, denominator: number): ThresholdPreset {
  const found = THRESHOLD_PRESETS.find((p) => p.numerator === numerator && p.denominator === denominator)
  return found?.id ?? 'custom'
}

/** A fraction's usual comparison: a majority is "more than half", any other share is "at least". */
export const usualComparison = (n: number, d: number): ThresholdComparison =>
  n * 2 === d ? 'more_than' : 'at_least'

/** A draft election, back in the form for editing. */
export function electionToValues(election: Election): ElectionFormValues {
  const values: ElectionFormValues = {
    communityId: election.communityId,
    title: election.title,
    description: election.description,
    notice: election.notice,
    titleEs: spanishOf(election, 'title'),
    descriptionEs: spanishOf(election, 'description'),
    noticeEs: spanishOf(election, 'notice'),
    spanish: false,
    opensAt: isoToUtahLocal(election.opensAt),
    closesAt: isoToUtahLocal(election.closesAt),
    secret: election.secret,
    revoteAllowed: election.revoteAllowed,
    resultsVisibility: election.resultsVisibility,
    sendConfirmations: election.sendConfirmations,
    quorumPercent: election.quorum.percent,
    quorumBasis: election.quorum.basis,
    reminderDays: election.reminderDays.join(', '),
    contests: election.contests.map((contest): ContestValues => {
      if (contest.kind === 'candidates')
        return {
          key: newKey(),
          kind: 'candidates',
          title: contest.title,
          description: contest.description,
          titleEs: spanishOf(contest, 'title'),
          descriptionEs: spanishOf(contest, 'description'),
          seats: String(contest.seats),
          method: contest.method,
          writeIn: contest.writeIn,
          options: contest.options.map((option) => ({
            ...newCandidate(option.label, option.statement),
            labelEs: spanishOf(option, 'label'),
            statementEs: spanishOf(option, 'statement'),
            id: option.id,
          })),
        }
      const t = contest.threshold ?? { numerator: 1, denominator: 2, base: 'yes_no', comparison: 'more_than' }
      return {
        key: newKey(),
        kind: 'measure',
        title: contest.title,
        description: contest.description,
        titleEs: spanishOf(contest, 'title'),
        descriptionEs: spanishOf(contest, 'description'),
        preset: presetOf(t.numerator, t.denominator),
        numerator: String(t.numerator),
        denominator: String(t.denominator),
        comparison: t.comparison,
        base: t.base,
      }
    }),
  }
  // A draft with any Spanish opens with "Also in Spanish" ticked, so saving it again keeps that Spanish.
  return { ...values, spanish: spanishTexts(values).some((text) => text.trim()) }
}

/** A whole number as typed, or the text itself so the schema names the mistake. */
const whole = (text: string): number | string => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : text)

/** The measure's threshold as the API takes it, or null while the fraction is not two whole numbers. */
export function thresholdOf(measure: MeasureValues): Threshold | null {
  const n = whole(measure.numerator)
  const d = whole(measure.denominator)
  if (typeof n !== 'number' || typeof d !== 'number' || n < 1 || d < 1 || n > d) return null
  const comparison = measure.preset === 'custom' ? measure.comparison : usualComparison(n, d)
  return { numerator: n, denominator: d, base: measure.base, comparison }
}

/** The rule in words, as the results page will state it ("More than half of the … must vote yes"). */
export function ruleInWords(measure: MeasureValues): string | null {
  const threshold = thresholdOf(measure)
  return threshold ? `${ruleText(threshold)}.` : null
}

/** "7, 1" as [7, 1]; anything else is handed on as written for the schema to refuse. */
function reminderDaysOf(text: string): unknown {
  const parts = text.split(/[\s,]+/).filter(Boolean)
  return parts.map((part) => whole(part))
}

/** Empty stays absent ("Enter when voting opens"); a date that is not one fails the schema's date check. */
const instantOf = (local: string) => (local ? (utahLocalToIso(local) ?? 'not a date') : undefined)

/** The body of POST /api/elections (PATCH drops `communityId`). Checked by the schema before sending. */
export function valuesToInput(written: ElectionFormValues) {
  const values = written.spanish ? written : withoutSpanish(written)
  return {
    communityId: values.communityId,
    title: values.title,
    description: values.description,
    notice: values.notice,
    translations: {
      es: { title: values.titleEs, description: values.descriptionEs, notice: values.noticeEs },
    },
    opensAt: instantOf(values.opensAt),
    closesAt: instantOf(values.closesAt),
    secret: values.secret,
    revoteAllowed: values.revoteAllowed,
    resultsVisibility: values.resultsVisibility,
    sendConfirmations: values.sendConfirmations,
    quorum: { percent: values.quorumPercent, basis: values.quorumBasis },
    reminderDays: reminderDaysOf(values.reminderDays),
    contests: values.contests.map((contest) =>
      contest.kind === 'candidates'
        ? {
            kind: 'candidates' as const,
            title: contest.title,
            description: contest.description,
            translations: { es: { title: contest.titleEs, description: contest.descriptionEs } },
            seats: whole(contest.seats),
            method: contest.method,
            writeIn: contest.writeIn,
            options: contest.options.map(({ id, label, statement, labelEs, statementEs }) => ({
              id,
              label,
              statement,
              translations: { es: { label: labelEs, statement: statementEs } },
            })),
          }
        : {
            kind: 'measure' as const,
            title: contest.title,
            description: contest.description,
            translations: { es: { title: contest.titleEs, description: contest.descriptionEs } },
            threshold: {
              numerator: whole(contest.numerator),
              denominator: whole(contest.denominator),
              base: contest.base,
              comparison:
                contest.preset === 'custom'
                  ? contest.comparison
                  : usualComparison(Number(contest.numerator), Number(contest.denominator)),
            },
          },
    ),
  }
}
