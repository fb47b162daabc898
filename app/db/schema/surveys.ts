import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { communities, communityOwners, communityUnits } from './communities'
import type { Translations } from '~/i18n/translations'
import { staffUsers } from './staff'

// Surveys (issue 13). An anonymous survey keeps nothing that links a response to an invitation, a
// browser or an address: no invitation id, no time finer than the day, browser marks in their own table.

export const surveyStatuses = ['draft', 'published', 'closed'] as const
export const surveyAudiences = ['open', 'invitation'] as const
export const surveyInvitePer = ['owner', 'unit'] as const

export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A readable address (/survey/<slug>); null means the id is the address. */
    slug: text('slug'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thankYou: text('thank_you').notNull().default(''),
    /** Text in other languages, by language then field (`{ es: { title: '…' } }`); English is the columns. */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    status: text('status', { enum: surveyStatuses }).notNull().default('draft'),
    anonymous: boolean('anonymous').notNull().default(false),
    audience: text('audience', { enum: surveyAudiences }).notNull().default('open'),
    /** The roll invitations go to, and the community whose board accounts may read the survey. */
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'set null' }),
    invitePer: text('invite_per', { enum: surveyInvitePer }).notNull().default('owner'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    responseLimit: integer('response_limit'),
    /** Kept with the row and raised under its lock, so a response limit is exact. */
    responseCount: integer('response_count').notNull().default(0),
    resultsPublic: boolean('results_public').notNull().default(false),
    /** The questions whose answers feed the results' community and owner/renter filters. */
    communityQuestionId: uuid('community_question_id'),
    roleQuestionId: uuid('role_question_id'),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** An anonymous survey's responses were last rewritten in random order on this Utah day (decision 0012). */
    shuffledOn: date('shuffled_on'),
    /** Each respondent sees the questions of a page in their own random order. */
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
  },
  (table) => [
    uniqueIndex('surveys_slug_idx').on(table.slug),
    index('surveys_community_idx').on(table.communityId),
    check('surveys_status_check', sql`${table.status} in ('draft', 'published', 'closed')`),
    check('surveys_audience_check', sql`${table.audience} in ('open', 'invitation')`),
    check('surveys_invite_per_check', sql`${table.invitePer} in ('owner', 'unit')`),
    check('surveys_limit_check', sql`${table.responseLimit} is null or ${table.responseLimit} > 0`),
    check('surveys_count_check', sql`${table.responseCount} >= 0`),
  ],
)

/** The questions, in order; ids are unique within their survey, so a duplicate can keep or remap them. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    position: integer('position').notNull(),
    page: integer('page').notNull().default(0),
    type: text('type').notNull(),
    prompt: text('prompt').notNull(),
    help: text('help'),
    /** Text in other languages, by language then field (`{ es: { title: '…' } }`); English is the columns. */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    required: boolean('required').notNull().default(false),
    options: jsonb('options'),
    allowOther: boolean('allow_other').notNull().default(false),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    /** Date questions: the first and last day accepted, `YYYY-MM-DD` or `today` (Utah's day when answered). */
    earliest: text('earliest'),
    latest: text('latest'),
    rows: jsonb('rows'),
    scale: jsonb('scale'),
    showIf: jsonb('show_if'),
    /** Contact details and the like: answers only staff see, in the export; never in the results. */
    confidential: boolean('confidential').notNull().default(false),
    /** 'communities': the options are the managed communities at the time the survey is read. */
    dynamicOptions: text('dynamic_options'),
    /** Where the survey goes after this question's page, by its answer: a later page or the end. */
    jumps: jsonb('jumps'),
    /** At most so many responses with a given answer (for example 40 from renters). */
    quotas: jsonb('quotas'),
    /** Each respondent sees the choices in their own random order. */
    shuffle: boolean('shuffle').notNull().default(false),
    /** File questions: the kinds of file accepted (file-kinds.ts in the surveys feature). */
    fileKinds: jsonb('file_kinds'),
  },
  (table) => [
    primaryKey({ columns: [table.surveyId, table.id] }),
    uniqueIndex('survey_questions_position_idx').on(table.surveyId, table.position),
  ],
)

/**
 * One response. `submitted_at` and `respondent` stay null in an anonymous survey; only the Utah day is
 * kept. `community` and `role` copy the filter answers so results filter without reading the JSON.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    community: text('community'),
    role: text('role'),
    submittedOn: date('submitted_on').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    respondent: jsonb('respondent'),
  },
  (table) => [
    index('survey_responses_survey_idx').on(table.surveyId, table.submittedOn),
    index('survey_responses_filter_idx').on(table.surveyId, table.community, table.role),
  ],
)

/** A single-use link for an owner or a unit of the community's roll: only the token's hash is kept. */
export const surveyInvitations = pgTable(
  'survey_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Per unit: the unit; per owner: the owner. Neither is ever copied onto a response of an anonymous survey. */
    unitId: uuid('unit_id').references(() => communityUnits.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => communityOwners.id, { onDelete: 'set null' }),
    /** The owner (per owner) or the unit's label (per unit) the link was addressed to. */
    recipient: text('recipient').notNull(),
    /** The unit labels the link speaks for, as they were when it was sent. */
    units: text('units').notNull().default(''),
    emails: text('emails').array().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last reminder (with a new token) went out. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Anonymous surveys keep only the day the link was used; others the moment too. */
    usedOn: date('used_on'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('survey_invitations_token_idx').on(table.tokenHash),
    index('survey_invitations_survey_idx').on(table.surveyId),
    uniqueIndex('survey_invitations_owner_idx').on(table.surveyId, table.ownerId),
    uniqueIndex('survey_invitations_unit_idx').on(table.surveyId, table.unitId),
  ],
)

/** "One response per browser" on an open link: a keyed hash of the browser's random id, nothing else. */
export const surveyBrowserMarks = pgTable(
  'survey_browser_marks',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    markHash: text('mark_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.surveyId, table.markHash] })],
)

/** Reminder rounds sent, so two instances never send the same scheduled round twice. */
export const surveyReminderRuns = pgTable(
  'survey_reminder_runs',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** 'scheduled-3d' or 'manual-<ISO time>'. */
    round: text('round').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
    messages: integer('messages').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.surveyId, table.round] }),
    index('survey_reminder_runs_idx').on(table.surveyId, table.ranAt),
  ],
)
