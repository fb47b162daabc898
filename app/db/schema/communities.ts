import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
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
import { LOCALES } from '~/i18n/locales'
import { staffUsers } from './staff'

// Communities (associations), their units with exact vote weights, and the owners who can be reached
// (issue 11; docs/decisions/0009). Elections and surveys copy what they need from here when they open.

export const weightBases = ['unit', 'percentage', 'custom'] as const
export type WeightBasis = (typeof weightBases)[number]
export const quorumBases = ['units', 'weight'] as const
export type QuorumBasis = (typeof quorumBases)[number]

export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    associationType: text('association_type').notNull(),
    city: text('city'),
    county: text('county'),
    /** `unit`: one vote per unit; `percentage`: undivided interest (Utah Code 57-8-7); `custom`: the bylaws' own. */
    weightBasis: text('weight_basis', { enum: weightBases }).notNull().default('unit'),
    /** Percent of units or of weight that must take part; Utah's default (16-6a-714) is no minimum. */
    quorumPercent: numeric('quorum_percent').notNull().default('0'),
    quorumBasis: text('quorum_basis', { enum: quorumBases }).notNull().default('units'),
    secretBallotDefault: boolean('secret_ballot_default').notNull().default(true),
    // Utah Code 16-6a-709(5): a cast ballot may not be revoked unless the bylaws allow it.
    revoteAllowedDefault: boolean('revote_allowed_default').notNull().default(false),
    // Utah Code 16-6a-712: a proxy is valid for 11 months unless it says otherwise.
    proxyValidityMonths: integer('proxy_validity_months').notNull().default(11),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('communities_name_lower_idx').on(sql`lower(${table.name})`),
    check('communities_weight_basis_check', sql`${table.weightBasis} in ('unit', 'percentage', 'custom')`),
    check('communities_quorum_basis_check', sql`${table.quorumBasis} in ('units', 'weight')`),
    check(
      'communities_quorum_percent_check',
      sql`${table.quorumPercent} >= 0 and ${table.quorumPercent} <= 100 and scale(${table.quorumPercent}) <= 2`,
    ),
    check('communities_proxy_months_check', sql`${table.proxyValidityMonths} between 1 and 120`),
  ],
)

export const communityUnits = pgTable(
  'community_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** lower(trim(label)): labels are unique in a community without regard to case. */
    labelKey: text('label_key').notNull(),
    /** The label with digit runs zero-padded, so "Unit 2" lists before "Unit 10". */
    sortKey: text('sort_key').notNull(),
    address: text('address'),
    // Unconstrained numeric keeps the weight as written ("1.50" stays "1.50"); never a float (STYLE.md 11).
    weight: numeric('weight').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('community_units_label_idx').on(table.communityId, table.labelKey),
    index('community_units_sort_idx').on(table.communityId, table.sortKey, table.id),
    check('community_units_weight_check', sql`${table.weight} > 0 and scale(${table.weight}) <= 6`),
  ],
)

/**
 * A person (or company) who owns units in one community. `owner_key` is lower(name)|lower(email), or
 * lower(name)|lower(mailing address) without an email, so the same owner of several units is one row
 * while two co-owners sharing one email stay two people.
 */
export const communityOwners = pgTable(
  'community_owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    ownerKey: text('owner_key').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    mailingAddress: text('mailing_address'),
    /** The language the owner reads: their notices, ballots and invitations are written in it. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('community_owners_key_idx').on(table.communityId, table.ownerKey),
    index('community_owners_email_idx').on(table.communityId, table.email),
  ],
)

/** Who owns which unit; co-owners share the unit's one vote (Utah Code 16-6a-711). */
export const unitOwners = pgTable(
  'unit_owners',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => communityUnits.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => communityOwners.id, { onDelete: 'cascade' }),
    /** The order the roll lists co-owners in. */
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.unitId, table.ownerId] }),
    index('unit_owners_owner_idx').on(table.ownerId),
  ],
)

export const rollEventKinds = [
  'community_created',
  'community_updated',
  'roll_imported',
  'unit_created',
  'unit_updated',
  'unit_deleted',
] as const
export type RollEventKind = (typeof rollEventKinds)[number]

/**
 * Every change to a community and its roll: who, when and what (before and after). `unit_id` has no
 * foreign key so a deleted unit's history outlives it; `actor_name` keeps the name as it was.
 */
export const rollEvents = pgTable(
  'roll_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id'),
    unitLabel: text('unit_label'),
    kind: text('kind', { enum: rollEventKinds }).notNull(),
    actorId: uuid('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    changes: jsonb('changes').notNull(),
    /** For `percentage` communities: the exact total someone agreed to save although it is not 100. */
    acknowledgedTotal: numeric('acknowledged_total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('roll_events_community_idx').on(table.communityId, table.id),
    index('roll_events_unit_idx').on(table.unitId, table.id),
  ],
)

export const membershipRoles = ['board', 'inspector'] as const
export type MembershipRole = (typeof membershipRoles)[number]

/** A board account's communities (docs/decisions/0010): it sees these and nothing else. */
export const communityMemberships = pgTable(
  'community_memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    role: text('role', { enum: membershipRoles }).notNull().default('board'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.communityId] }),
    index('community_memberships_community_idx').on(table.communityId),
    check('community_memberships_role_check', sql`${table.role} in ('board', 'inspector')`),
  ],
)
