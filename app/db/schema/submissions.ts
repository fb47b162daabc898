import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { LOCALES } from '~/i18n/locales'
import { staffUsers } from './staff'

export const submissionStatuses = ['new', 'in_progress', 'done'] as const
export type SubmissionStatus = (typeof submissionStatuses)[number]

/** The five things a visitor can send; each is kept in its own table (issue 4). */
export const submissionTypes = ['feedback', 'consultation', 'quote', 'contact', 'rental'] as const
export type SubmissionType = (typeof submissionTypes)[number]

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/** Columns every submission table starts with: identity, a reference a person can quote, the status. */
function submissionColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    /** e.g. `CT-7K3M9QX2`: printed on the confirmation, searched in the inbox. */
    reference: text('reference').notNull(),
    status: text('status', { enum: submissionStatuses }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Keyed hash of the sender's IP (never the raw address), to trace abuse. */
    ipHash: text('ip_hash'),
    /** The language of the page it was sent from: its confirmation is written in it, and staff reply in it. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
  }
}

function submissionIndexes(
  name: string,
  table: { reference: AnyPgColumn; status: AnyPgColumn; createdAt: AnyPgColumn },
) {
  return [
    uniqueIndex(`${name}_reference_idx`).on(table.reference),
    index(`${name}_status_created_idx`).on(table.status, table.createdAt),
    check(`${name}_status_check`, sql.raw(`status in ('new', 'in_progress', 'done')`)),
  ]
}

// Spec section 3 "Feedback".
export const feedbackSubmissions = pgTable(
  'feedback_submissions',
  {
    ...submissionColumns(),
    rating: integer('rating').notNull(),
    comments: text('comments'),
    email: text('email'),
  },
  (t) => [
    ...submissionIndexes('feedback_submissions', t),
    check('feedback_submissions_rating_check', sql`${t.rating} between 1 and 5`),
  ],
)

// Spec section 3 "Management proposal": field names as the call sends them.
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    ...submissionColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Community name and location. */
    city: text('city').notNull(),
    units: integer('units').notNull().default(0),
    /** The current management company. */
    age: text('age'),
    /** Phone and main concerns, combined by the form. */
    goals: text('goals').notNull(),
  },
  (t) => [...submissionIndexes('consultation_requests', t)],
)

// Spec section 3 "Quote request": the contact fields as columns, the twenty answers as one checked object.
export const quoteRequests = pgTable(
  'quote_requests',
  {
    ...submissionColumns(),
    name: text('name').notNull(),
    boardPosition: text('board_position').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    communityName: text('community_name').notNull(),
    totalUnits: integer('total_units'),
    /** `{ q1_community_age: 'new', ... }`: option values of app/features/submissions/quote-questions.ts. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  },
  (t) => [...submissionIndexes('quote_requests', t)],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    ...submissionColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    community: text('community'),
    message: text('message').notNull(),
  },
  (t) => [...submissionIndexes('contact_messages', t)],
)

export type RentalPerson = { name: string; email?: string; phone?: string }
export type RentalVehicle = { description: string; plate: string }

// Only what Utah Code 57-8a-209 lets an association ask of a renting owner (DESIGN.md "Rental registration").
export const rentalRegistrations = pgTable(
  'rental_registrations',
  {
    ...submissionColumns(),
    community: text('community').notNull(),
    unitAddress: text('unit_address').notNull(),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    ownerPhone: text('owner_phone').notNull(),
    ownerMailingAddress: text('owner_mailing_address').notNull(),
    tenants: jsonb('tenants').$type<RentalPerson[]>().notNull(),
    leaseStart: date('lease_start').notNull(),
    leaseEnd: date('lease_end'),
    occupantCount: integer('occupant_count').notNull(),
    vehicles: jsonb('vehicles').$type<RentalVehicle[]>().notNull(),
    emergencyContact: jsonb('emergency_contact').$type<RentalPerson>().notNull(),
    rulesAcknowledgedAt: timestamp('rules_acknowledged_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    ...submissionIndexes('rental_registrations', t),
    check('rental_registrations_lease_check', sql`${t.leaseEnd} is null or ${t.leaseEnd} >= ${t.leaseStart}`),
  ],
)

/**
 * Files a visitor uploaded with a submission (quote budget and reserve study, a lease), kept in the
 * database so every instance serves them and a backup holds them (DESIGN.md "Scale-out path").
 */
export const submissionFiles = pgTable(
  'submission_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionType: text('submission_type', { enum: submissionTypes }).notNull(),
    submissionId: uuid('submission_id').notNull(),
    /** The form field it came in, e.g. `budget_file`. */
    field: text('field').notNull(),
    fileName: text('file_name').notNull(),
    /** Detected from the content, not taken from the browser. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_files_submission_idx').on(t.submissionType, t.submissionId),
    check('submission_files_size_check', sql`${t.sizeBytes} between 1 and 10485760`),
  ],
)

/** The staff's history of a submission: internal notes and status changes, oldest first. */
export const submissionActivity = pgTable(
  'submission_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionType: text('submission_type', { enum: submissionTypes }).notNull(),
    submissionId: uuid('submission_id').notNull(),
    kind: text('kind', { enum: ['note', 'status'] }).notNull(),
    /** The note, or the new status for a status change. */
    body: text('body').notNull(),
    fromStatus: text('from_status', { enum: submissionStatuses }),
    authorId: uuid('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_activity_submission_idx').on(t.submissionType, t.submissionId, t.createdAt),
    check('submission_activity_kind_check', sql`${t.kind} in ('note', 'status')`),
  ],
)
