import { associationTypeLabels, associationTypes, type AssociationType } from '~/content/association-types'
import { z } from '~/lib/zod'
import type { LawSource } from './currency'

// Spec section 5, "Law tool": the question and association type rules, with the spec's exact alerts.
export const QUESTION_MIN_LENGTH = 10
export const QUESTION_MAX_LENGTH = 2000
export const QUESTION_TOO_SHORT_MESSAGE = 'Please enter at least 10 characters for your question.'
export const COMMUNITY_TYPE_MESSAGE = 'Please select a community type.'

export const communityTypes = associationTypes
export type CommunityType = AssociationType
export const communityTypeLabels = associationTypeLabels

export const LawQuerySchema = z.object({
  question: z
    .string(QUESTION_TOO_SHORT_MESSAGE)
    .trim()
    .min(QUESTION_MIN_LENGTH, QUESTION_TOO_SHORT_MESSAGE)
    .max(QUESTION_MAX_LENGTH, `Please keep your question under ${QUESTION_MAX_LENGTH} characters.`),
  communityType: z.enum(communityTypes, COMMUNITY_TYPE_MESSAGE),
})
export type LawQuery = z.infer<typeof LawQuerySchema>

/** Whether the corpus holds a section's whole text, part of it, or only its number and title. */
export type LawTextStatus = 'complete' | 'partial' | 'none'

/**
 * The answer of POST /api/utah-law-query: the spec's { answer, sources, disclaimer }, each source an
 * object saying how current and whole our copy of the section is (currency.ts).
 */
export type LawAnswer = { answer: string; sources: LawSource[]; disclaimer: string }

export const LAW_DISCLAIMER =
  'This is general information drawn from the Utah Code, not legal advice. It may be incomplete or out of ' +
  'date, and your association’s declaration, bylaws and rules also apply. For advice about your situation, ' +
  'consult a Utah attorney.'

/** An exact UTC time with up to microseconds, as `nextBefore` gives it: PostgreSQL keeps microseconds. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/
const BEFORE_MESSAGE = 'Give "before" as a UTC time such as 2026-11-22T17:05:00.000Z.'

/** A real calendar time (no 31 February, no year 0), so the database never sees a value it rejects. */
function isRealTime(value: string): boolean {
  const seconds = value.slice(0, 19)
  const ms = Date.parse(`${seconds}Z`)
  return Number.isFinite(ms) && ms >= Date.UTC(1, 0, 1) && new Date(ms).toISOString().slice(0, 19) === seconds
}

/** `GET /api/staff/law-questions?limit=50&before=<nextBefore>`: a page of questions, newest first. */
export const LawQuestionsQuerySchema = z.object({
  limit: z.coerce.number('The limit must be a number.').int().min(1).max(200).optional(),
  before: z.string().regex(CURSOR, BEFORE_MESSAGE).refine(isRealTime, BEFORE_MESSAGE).optional(),
})
export type LawQuestionsQuery = z.infer<typeof LawQuestionsQuerySchema>

/** One asked question as the staff API answers it. */
export type LawQuestionJson = {
  id: string
  createdAt: string
  question: string
  communityType: string
  answer: string
  topSections: string[]
  llmAnswered: boolean
  outOfCorpus: boolean
  durationMs: number
}

/** A page of questions; `nextBefore` is the `before` of the next older page, or null on the last one. */
export type LawQuestionsPage = { questions: LawQuestionJson[]; nextBefore: string | null }
