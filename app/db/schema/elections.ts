import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { communities } from './communities'
import type { Translations } from '~/i18n/translations'
import { staffUsers } from './staff'

// Weighted-voting elections (issue 12; docs/decisions/0011). The secrecy model lives in the tables:
// `election_ballots` holds no unit, owner, credential, fine timestamp or sequential id in a secret
// election; `election_participation` says who voted and how, never for whom.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

export const electionStatuses = ['draft', 'open', 'closed', 'certified', 'cancelled'] as const
export type ElectionStatus = (typeof electionStatuses)[number]
export const resultsVisibilities = ['staff', 'voters', 'public'] as const
export type ResultsVisibility = (typeof resultsVisibilities)[number]

export const elections = pgTable(
  'elections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The roll snapshot is a permanent record (Utah Code 16-6a-1601): a community with elections stays.
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Utah Code 16-6a-709(3): the notice states the quorum, the approval needed and the deadline. */
    notice: text('notice').notNull().default(''),
    /** Text in other languages, by language then field (`{ es: { title: '…' } }`); English is the columns. */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: electionStatuses }).notNull().default('draft'),
    secret: boolean('secret').notNull(),
    revoteAllowed: boolean('revote_allowed').notNull(),
    resultsVisibility: text('results_visibility', { enum: resultsVisibilities }).notNull().default('voters'),
    quorumPercent: numeric('quorum_percent').notNull(),
    quorumBasis: text('quorum_basis', { enum: ['units', 'weight'] }).notNull(),
    /** Days before closing when units that have not voted are reminded. */
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{7,1}'::integer[]`),
    rollHash: text('roll_hash'),
    rollUnits: integer('roll_units'),
    rollWeight: numeric('roll_weight'),
    /** The tally stored at close; certification freezes it. */
    results: jsonb('results'),
    ballotDigest: text('ballot_digest'),
    /**
     * The fingerprint of the server secret the election's keys come from (ballots are sealed and the audit
     * chain keyed under it), so a changed secret is named instead of surfacing as ballots that do not open.
     */
    keyFingerprint: text('key_fingerprint'),
    /** A keyed hash over the audit chain's event count and last hash: removing the last events breaks it. */
    auditSeal: text('audit_seal'),
    /** Email the unit's owners "Lot 12 voted on Nov 30" (never the choices) after each ballot. */
    sendConfirmations: boolean('send_confirmations').notNull().default(true),
    /** A runoff drafted to resolve a tie in another election names it. */
    runoffOf: uuid('runoff_of'),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('elections_community_idx').on(table.communityId, table.createdAt),
    index('elections_due_idx').on(table.status, table.closesAt),
    check('elections_window_check', sql`${table.closesAt} > ${table.opensAt}`),
    check(
      'elections_quorum_check',
      sql`${table.quorumPercent} >= 0 and ${table.quorumPercent} <= 100 and scale(${table.quorumPercent}) <= 2`,
    ),
  ],
)

export const contestKinds = ['candidates', 'measure'] as const
export type ContestKind = (typeof contestKinds)[number]
export const thresholdBases = ['yes_no', 'ballots_cast', 'all_weight'] as const
export type ThresholdBase = (typeof thresholdBases)[number]
/**
 * How a candidate race is voted: plurality (up to `seats` candidates, one vote each), cumulative (Utah Code
 * 16-6a-717: up to `seats` votes, several of them to one candidate) or approval (any number of candidates).
 */
export const votingMethods = ['plurality', 'cumulative', 'approval'] as const
export type VotingMethod = (typeof votingMethods)[number]

export const electionContests = pgTable(
  'election_contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: contestKinds }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Text in other languages, by language then field (`{ es: { title: '…' } }`); English is the columns. */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    /** Candidate races: seats to fill, and a voter chooses up to this many. Measures: 1. */
    seats: integer('seats').notNull().default(1),
    writeIn: boolean('write_in').notNull().default(false),
    thresholdNumerator: integer('threshold_numerator'),
    thresholdDenominator: integer('threshold_denominator'),
    thresholdBase: text('threshold_base', { enum: thresholdBases }),
    /** `more_than` for a majority (more than half), `at_least` for 2/3, 67% and the like. */
    thresholdComparison: text('threshold_comparison', { enum: ['more_than', 'at_least'] }),
    method: text('method', { enum: votingMethods }).notNull().default('plurality'),
  },
  (table) => [
    uniqueIndex('election_contests_position_idx').on(table.electionId, table.position),
    check('election_contests_seats_check', sql`${table.seats} between 1 and 50`),
    check('election_contests_method_check', sql`${table.method} in ('plurality', 'cumulative', 'approval')`),
  ],
)

export const optionKinds = ['candidate', 'yes', 'no', 'abstain'] as const
export type OptionKind = (typeof optionKinds)[number]

export const electionOptions = pgTable(
  'election_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => electionContests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: optionKinds }).notNull(),
    label: text('label').notNull(),
    /** A candidate's statement, in their own words, shown on the ballot. */
    statement: text('statement').notNull().default(''),
    /** Text in other languages, by language then field (`{ es: { title: '…' } }`); English is the columns. */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
  },
  (table) => [uniqueIndex('election_options_position_idx').on(table.contestId, table.position)],
)

/** A candidate's photo, uploaded by staff; kept apart so reading a ballot's options reads no image bytes. */
export const electionOptionPhotos = pgTable('election_option_photos', {
  optionId: uuid('option_id')
    .primaryKey()
    .references(() => electionOptions.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
})

export const tieResolutions = ['lot', 'coin', 'runoff', 'board'] as const
export type TieResolution = (typeof tieResolutions)[number]

/**
 * How staff resolved a tie at the last seat or on a measure (lot, coin toss, runoff, the board's vote), one
 * per contest; also an audit event. Certification waits for every tie to have one.
 */
export const electionTieResolutions = pgTable(
  'election_tie_resolutions',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => electionContests.id, { onDelete: 'cascade' }),
    resolution: text('resolution', { enum: tieResolutions }).notNull(),
    /** The options the resolution seats or passes (empty for a runoff, which decides later). */
    winnerOptionIds: uuid('winner_option_ids').array().notNull(),
    note: text('note').notNull().default(''),
    /** The draft election a runoff created. */
    runoffElectionId: uuid('runoff_election_id'),
    recordedBy: uuid('recorded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.electionId, table.contestId] }),
    check(
      'election_tie_resolutions_kind_check',
      sql`${table.resolution} in ('lot', 'coin', 'runoff', 'board')`,
    ),
  ],
)

/** The roll as it stood when voting opened; later roll edits do not reach it. */
export const electionRoll = pgTable(
  'election_roll',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    /** The community unit it was copied from (no foreign key: the unit may be deleted later). */
    unitId: uuid('unit_id').notNull(),
    label: text('label').notNull(),
    sortKey: text('sort_key').notNull(),
    weight: numeric('weight').notNull(),
    /** [{ name, email, mailingAddress }] in roll order. */
    owners: jsonb('owners').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.electionId, table.unitId] }),
    index('election_roll_sort_idx').on(table.electionId, table.sortKey),
  ],
)

/** A voting link: only the SHA-256 of its 32 random bytes is kept. */
export const electionCredentials = pgTable(
  'election_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    holder: text('holder', { enum: ['owner', 'proxy'] })
      .notNull()
      .default('owner'),
    proxyId: uuid('proxy_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('election_credentials_hash_idx').on(table.tokenHash),
    index('election_credentials_unit_idx').on(table.electionId, table.unitId),
  ],
)

export const participationMethods = ['online', 'paper', 'proxy'] as const
export type ParticipationMethod = (typeof participationMethods)[number]

/** Who voted and how (for quorum, reminders and the participation export); never for whom. */
export const electionParticipation = pgTable(
  'election_participation',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').notNull(),
    method: text('method', { enum: participationMethods }).notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who keyed a paper or directed-proxy ballot. */
    enteredBy: uuid('entered_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    enteredByName: text('entered_by_name'),
    revotes: integer('revotes').notNull().default(0),
    /**
     * The owners are owed a confirmation email for the unit's latest vote. Set by the cast, cleared by the
     * sweep that queues it (app/features/elections/confirmations.server.ts), so a cast writes no email.
     */
    confirmationDue: boolean('confirmation_due').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.electionId, table.unitId] }),
    index('election_participation_confirmation_due_idx')
      .on(table.electionId)
      .where(sql`${table.confirmationDue}`),
  ],
)

/**
 * One ballot. Its content (the unit's weight and every choice) is sealed with AES-256-GCM under a key of
 * the election derived from the server secret and never stored (app/lib/keyring.server.ts), so a reader of
 * the database or a backup sees neither a choice nor a weight to join with the roll. In a secret election
 * nothing else here leads back to a unit either: a random id and receipt and the day it was cast. `unit_id`
 * is kept only in non-secret elections; `revote_key` only where a secret ballot may be replaced (a keyed
 * hash; decision 0011 says what that costs).
 */
export const electionBallots = pgTable(
  'election_ballots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    receipt: text('receipt').notNull(),
    castOn: date('cast_on').notNull(),
    unitId: uuid('unit_id'),
    revoteKey: text('revote_key'),
    sealed: bytea('sealed').notNull(),
  },
  (table) => [
    uniqueIndex('election_ballots_receipt_idx').on(table.electionId, table.receipt),
    uniqueIndex('election_ballots_unit_idx').on(table.electionId, table.unitId),
    uniqueIndex('election_ballots_revote_idx').on(table.electionId, table.revoteKey),
  ],
)

/** Utah Code 16-6a-712: a written proxy, valid 11 months unless it says otherwise, revocable. */
export const electionProxies = pgTable(
  'election_proxies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').notNull(),
    holderName: text('holder_name').notNull(),
    holderEmail: text('holder_email'),
    kind: text('kind', { enum: ['general', 'directed'] }).notNull(),
    receivedOn: date('received_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    documentName: text('document_name'),
    documentType: text('document_type'),
    document: bytea('document'),
    recordedBy: uuid('recorded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('election_proxies_unit_idx').on(table.electionId, table.unitId),
    uniqueIndex('election_proxies_live_idx')
      .on(table.electionId, table.unitId)
      .where(sql`${table.revokedAt} is null`),
  ],
)

/** Reminder rounds already sent: the primary key makes sure two instances never send one twice. */
export const electionReminderRuns = pgTable(
  'election_reminder_runs',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    round: text('round').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    recipients: integer('recipients').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.electionId, table.round] })],
)

/**
 * The administrative record as a hash chain: each event's hash covers the previous event's hash, so a
 * changed or removed event breaks every hash after it. Ballots are sealed in by one digest at close.
 */
export const electionAudit = pgTable(
  'election_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    details: jsonb('details').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [uniqueIndex('election_audit_seq_idx').on(table.electionId, table.seq)],
)
