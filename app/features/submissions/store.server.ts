import { randomInt } from 'node:crypto'
import type { DbOrTransaction } from '~/db/client.server'
import {
  consultationRequests,
  contactMessages,
  feedbackSubmissions,
  quoteRequests,
  rentalRegistrations,
  type submissionStatuses,
  type submissionTypes,
} from '~/db/schema'
import { type SUBMISSION_STATUSES, type SUBMISSION_TYPES } from './kinds'
import { newReference } from './reference'
import type { Locale } from '~/i18n/locales'
import type { Contact, Feedback, RentalRegistration } from './form-schemas'
import type { ManagementProposal, QuoteRequest } from './schemas'

// kinds.ts is written out for the browser; this stops compiling if it drifts from the tables.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _typesMatch: Same<(typeof SUBMISSION_TYPES)[number], (typeof submissionTypes)[number]> = true
const _statusesMatch: Same<(typeof SUBMISSION_STATUSES)[number], (typeof submissionStatuses)[number]> = true

/**
 * Who sent it, as far as we keep it: a keyed hash of the IP, never the address itself; and the language of
 * the page it came from, so staff answer in it.
 */
export type Origin = { ipHash?: string; language?: Locale }

export type Stored = { id: string; reference: string; createdAt: Date }

const returning = {
  id: feedbackSubmissions.id,
  reference: feedbackSubmissions.reference,
  createdAt: feedbackSubmissions.createdAt,
}

// Each save takes the caller's transaction, so the outbox messages about it commit with it or not at all.

export async function saveFeedback(db: DbOrTransaction, input: Feedback, origin: Origin = {}) {
  const [row] = await db
    .insert(feedbackSubmissions)
    .values({
      reference: newReference('feedback', randomInt),
      ipHash: origin.ipHash,
      language: origin.language,
      rating: input.rating,
      comments: input.comments ?? null,
      email: input.email ?? null,
    })
    .returning(returning)
  return row as Stored
}

export async function saveManagementProposal(
  db: DbOrTransaction,
  input: ManagementProposal,
  origin: Origin = {},
) {
  const [row] = await db
    .insert(consultationRequests)
    .values({
      reference: newReference('consultation', randomInt),
      ipHash: origin.ipHash,
      language: origin.language,
      ...input,
      age: input.age ?? null,
    })
    .returning({
      id: consultationRequests.id,
      reference: consultationRequests.reference,
      createdAt: consultationRequests.createdAt,
    })
  return row as Stored
}

export async function saveContactMessage(db: DbOrTransaction, input: Contact, origin: Origin = {}) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      reference: newReference('contact', randomInt),
      ipHash: origin.ipHash,
      language: origin.language,
      ...input,
      phone: input.phone ?? null,
      community: input.community ?? null,
    })
    .returning({
      id: contactMessages.id,
      reference: contactMessages.reference,
      createdAt: contactMessages.createdAt,
    })
  return row as Stored
}

export async function saveQuoteRequest(db: DbOrTransaction, input: QuoteRequest, origin: Origin = {}) {
  const { name, board_position, phone, email, community_name, total_units } = input
  const answers = Object.fromEntries(Object.entries(input).filter(([key]) => /^q\d+_/.test(key))) as Record<
    string,
    string
  >
  const [row] = await db
    .insert(quoteRequests)
    .values({
      reference: newReference('quote', randomInt),
      ipHash: origin.ipHash,
      language: origin.language,
      name,
      boardPosition: board_position,
      phone,
      email,
      communityName: community_name,
      totalUnits: total_units ?? null,
      answers,
    })
    .returning({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      createdAt: quoteRequests.createdAt,
    })
  return row as Stored
}

export async function saveRentalRegistration(
  db: DbOrTransaction,
  input: RentalRegistration,
  origin: Origin = {},
) {
  const { acknowledgeRules: _ack, leaseEnd, ...fields } = input
  const [row] = await db
    .insert(rentalRegistrations)
    .values({
      reference: newReference('rental', randomInt),
      ipHash: origin.ipHash,
      language: origin.language,
      ...fields,
      leaseEnd: leaseEnd ?? null,
      rulesAcknowledgedAt: new Date(),
    })
    .returning({
      id: rentalRegistrations.id,
      reference: rentalRegistrations.reference,
      createdAt: rentalRegistrations.createdAt,
    })
  return row as Stored
}
