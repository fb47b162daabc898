import type { Translations } from '~/i18n/translations'
// Shapes the elections API answers with and the pages read (issue 12). Weights are decimal strings
// everywhere (never numbers), times are ISO strings in UTC, shown in America/Denver.

export const ELECTION_STATUSES = ['draft', 'open', 'closed', 'certified', 'cancelled'] as const
export type ElectionStatus = (typeof ELECTION_STATUSES)[number]
export const RESULTS_VISIBILITIES = ['staff', 'voters', 'public'] as const
export type ResultsVisibility = (typeof RESULTS_VISIBILITIES)[number]
export const THRESHOLD_BASES = ['yes_no', 'ballots_cast', 'all_weight'] as const
export type ThresholdBase = (typeof THRESHOLD_BASES)[number]
export const THRESHOLD_COMPARISONS = ['more_than', 'at_least'] as const
export type ThresholdComparison = (typeof THRESHOLD_COMPARISONS)[number]
export const PARTICIPATION_METHODS = ['online', 'paper', 'proxy'] as const
export type ParticipationMethod = (typeof PARTICIPATION_METHODS)[number]

export const statusLabels: Record<ElectionStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
  certified: 'Certified',
  cancelled: 'Cancelled',
}

export const visibilityLabels: Record<ResultsVisibility, string> = {
  staff: 'Staff and board only',
  voters: 'Voters of this election',
  public: 'Anyone (public)',
}

export const thresholdBaseLabels: Record<ThresholdBase, string> = {
  yes_no: 'weight voting yes or no',
  ballots_cast: 'weight of all ballots cast',
  all_weight: 'all voting weight on the roll',
}

export type Threshold = {
  numerator: number
  denominator: number
  base: ThresholdBase
  comparison: ThresholdComparison
}

export type OptionKind = 'candidate' | 'yes' | 'no' | 'abstain'
/**
 * `statement` is a candidate's own words ('' when none was given, and for a measure's options); `photo`
 * is where the candidate's photo is served, null when there is none (absent where no photos were read).
 */
export type ElectionOption = {
  id: string
  label: string
  kind: OptionKind
  statement: string
  photo?: string | null
  /** The label and statement in other languages (`{ es: { label, statement } }`); absent where none was read. */
  translations?: Translations
  /** Set by localized.ts: the fields shown in English on a page in another language, for want of a translation. */
  inEnglish?: readonly string[]
}

/**
 * How a candidate race is voted (a measure is always plurality of one): plurality chooses up to `seats`
 * candidates; cumulative (Utah Code 16-6a-717) spreads up to `seats` votes, several to one candidate if the
 * voter likes, each vote carrying the unit's weight; approval chooses any number of candidates.
 */
export const VOTING_METHODS = ['plurality', 'cumulative', 'approval'] as const
export type VotingMethod = (typeof VOTING_METHODS)[number]

export type Contest = {
  id: string
  position: number
  kind: 'candidates' | 'measure'
  title: string
  description: string
  /** Seats to fill; a voter chooses up to this many (plurality) or casts this many votes (cumulative). 1 for a measure. */
  seats: number
  method: VotingMethod
  writeIn: boolean
  threshold: Threshold | null
  options: ElectionOption[]
  /** The title and description in other languages (`{ es: { title, description } }`). */
  translations?: Translations
  /** Set by localized.ts: the fields shown in English for want of a translation. */
  inEnglish?: readonly string[]
}

export type Quorum = { percent: string; basis: 'units' | 'weight' }

export type Election = {
  id: string
  communityId: string
  communityName: string
  title: string
  description: string
  notice: string
  opensAt: string
  closesAt: string
  status: ElectionStatus
  secret: boolean
  revoteAllowed: boolean
  resultsVisibility: ResultsVisibility
  quorum: Quorum
  reminderDays: number[]
  /** After each ballot, email the unit's owners that it voted and when (never how). */
  sendConfirmations: boolean
  /** The election whose tie this runoff resolves. */
  runoffOf: string | null
  rollHash: string | null
  rollUnits: number | null
  rollWeight: string | null
  ballotDigest: string | null
  createdAt: string
  updatedAt: string
  openedAt: string | null
  closedAt: string | null
  certifiedAt: string | null
  publishedAt: string | null
  cancelledAt: string | null
  contests: Contest[]
  /** The title, description and notice in other languages (`{ es: { title, description, notice } }`). */
  translations: Translations
}

/** Who has voted so far, by units and by weight; never how. */
export type Turnout = {
  units: number
  /**
   * Null (here and in the quorum) for a board account in a secret election: turnout weight that grows one
   * unit's weight at a time would name each voter, and with the results, how they voted.
   */
  weight: string | null
  rollUnits: number
  rollWeight: string
  byMethod: Record<ParticipationMethod, number>
  quorum: ShownQuorum
}

export type QuorumResult = {
  met: boolean
  basis: 'units' | 'weight'
  percent: string
  /** Units and weight that took part, and what quorum needs on its basis. */
  units: number
  weight: string
  rollUnits: number
  rollWeight: string
  required: string
}

export type OptionResult = {
  optionId: string | null
  label: string
  kind: OptionKind | 'write_in'
  weight: string
  ballots: number
}

export type ContestResult = {
  contestId: string
  title: string
  kind: 'candidates' | 'measure'
  seats: number
  /** How the race was voted (a measure: 'plurality'); results counted before methods existed lack it. */
  method: VotingMethod
  options: OptionResult[]
  /** Ballots that chose nothing in this contest, and their weight. */
  blank: { ballots: number; weight: string }
  /**
   * Candidate races: the top `seats` by weight; `tied` are the options level at the last seat. A measure is
   * tied (`tied` is Yes and No) when its yes weight sits exactly on the threshold and equals its no weight
   * (tally.ts, measureTied).
   */
  winners: string[]
  tied: string[]
  /** Measures: whether it passed, with the rule in words and the figures compared; races: the method in words. */
  passed: boolean | null
  thresholdMet: boolean | null
  rule: string | null
  base: string | null
  required: string | null
}

export type ElectionResults = {
  electionId: string
  computedAt: string
  ballots: number
  weight: string
  quorum: QuorumResult
  contests: ContestResult[]
  digest: string
  certified: boolean
}

/**
 * What a viewer is shown of the results. Company staff see the exact count. In a secret election everyone
 * else (voters, the public, board accounts) sees each option's share of the weight cast rounded to 0.1%,
 * no weights and no ballot counts per option, and write-ins with fewer than 3 ballots grouped: exact
 * weights, set beside the roll and who voted, would tell how units voted (decision 0011).
 */
export type Precision = 'exact' | 'rounded'

/** A share of a whole as a percentage with one decimal ("42.3"), rounded half up. */
export type Share = string

/** `share` is null where 1 or 2 ballots chose the option in a rounded view (results-precision.ts). */
export type ShownOption = Omit<OptionResult, 'weight' | 'ballots'> & {
  weight: string | null
  ballots: number | null
  share: Share | null
}

/** `weightShare` is null in a board account's live turnout of a secret election (see Turnout), or of 1 or 2 ballots. */
export type ShownQuorum = Omit<QuorumResult, 'weight'> & { weight: string | null; weightShare: Share | null }

export type ShownContest = Omit<ContestResult, 'options' | 'blank' | 'base' | 'required'> & {
  options: ShownOption[]
  blank: { ballots: number | null; weight: string | null; share: Share | null }
  base: string | null
  required: string | null
  /** Measures: the yes weight as a share of the rule's base. */
  yesShare: Share | null
}

export type ShownResults = Omit<ElectionResults, 'weight' | 'quorum' | 'contests'> & {
  precision: Precision
  weight: string | null
  /** The weight cast as a share of the roll's weight (null where 1 or 2 ballots were cast, in a rounded view). */
  weightShare: Share | null
  quorum: ShownQuorum
  contests: ShownContest[]
  /** How each tie was resolved, with the winners' names. */
  ties: ShownTie[]
}

/** A tie resolution as the results show it: the winners by name, without who keyed it. */
export type ShownTie = Omit<TieRecord, 'recordedByName'> & { winners: string[] }

export const TIE_RESOLUTIONS = ['lot', 'coin', 'runoff', 'board'] as const
export type TieResolution = (typeof TIE_RESOLUTIONS)[number]

export const tieResolutionLabels: Record<TieResolution, string> = {
  lot: 'Lot drawn',
  coin: 'Coin toss',
  runoff: 'Runoff election',
  board: 'Vote of the board',
}

/** How staff resolved a tie at a race's last seat or on a measure; certification waits for one per tie. */
export type TieRecord = {
  contestId: string
  resolution: TieResolution
  /** The options the resolution seats (or the measure's outcome); empty for a runoff, which decides later. */
  winnerOptionIds: string[]
  note: string
  runoffElectionId: string | null
  recordedByName: string
  recordedAt: string
}

/** What a voting link opens. */
export type BallotStatus = 'open' | 'voted' | 'closed' | 'not_open'

export type BallotView = {
  election: Pick<
    Election,
    | 'id'
    | 'title'
    | 'description'
    | 'notice'
    | 'opensAt'
    | 'closesAt'
    | 'secret'
    | 'revoteAllowed'
    | 'communityName'
    | 'closedAt'
    | 'translations'
  > & {
    resultsAvailable: boolean
    /** Set by localized.ts: the fields shown in English for want of a translation. */
    inEnglish?: readonly string[]
  }
  unit: { label: string; weight: string }
  /** Set when the link belongs to a proxy holder. */
  proxyHolder: string | null
  contests: Contest[]
  status: BallotStatus
  /** Voted, and the election lets a unit replace its ballot until voting closes. */
  canChange: boolean
  /** The Utah day the unit's ballot was recorded (its latest, where it may be changed), and how. */
  voted: { on: string; method: ParticipationMethod } | null
}

export type AuditEvent = {
  seq: number
  kind: string
  actorId: string | null
  actorName: string
  details: Record<string, unknown>
  at: string
  prevHash: string
  hash: string
}

export type Proxy = {
  id: string
  unitId: string
  unitLabel: string
  holderName: string
  holderEmail: string | null
  kind: 'general' | 'directed'
  receivedOn: string
  expiresOn: string
  hasDocument: boolean
  recordedByName: string
  createdAt: string
  revokedAt: string | null
  revokedReason: string | null
}

/** A unit of the frozen roll as the console lists it: whether and how it voted, never how it voted. */
export type RollEntry = {
  unitId: string
  label: string
  weight: string
  owners: Array<{ name: string; email: string | null }>
  /** `hidden` for a board account in a secret election: it learns how many units voted, not which. */
  voted: ParticipationMethod | 'hidden' | null
  proxy: { holderName: string; kind: 'general' | 'directed' } | null
}
