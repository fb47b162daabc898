import {
  consultationRequests,
  contactMessages,
  feedbackSubmissions,
  quoteRequests,
  rentalRegistrations,
  type RentalPerson,
} from '~/db/schema'
import { LOCALE_NAMES_IN_ENGLISH, type Locale } from '~/i18n/locales'
import { utahIsoTime } from '~/lib/dates'
import type { SubmissionType } from './kinds'
import { QUOTE_QUESTIONS, quoteAnswerLabel } from './quote-questions'

// What staff read of each kind, in the order they read it: the detail page's labelled fields and the CSV
// export's columns are the same list, so the two never disagree.

export const SUBMISSION_TABLES = {
  feedback: feedbackSubmissions,
  consultation: consultationRequests,
  quote: quoteRequests,
  contact: contactMessages,
  rental: rentalRegistrations,
} as const

export type SubmissionRow<T extends SubmissionType> = (typeof SUBMISSION_TABLES)[T]['$inferSelect']

export type Column<Row> = {
  label: string
  value: (row: Row) => string
  /** The CSV's cell where it differs from the page's (times: utahIsoTime, as every export writes them). */
  csv?: (row: Row) => string
  stars?: (row: Row) => number
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** The language of the page it came from: its confirmation went out in it, and staff reply in it. */
const language = {
  label: 'Language',
  value: (r: { language: Locale }) => LOCALE_NAMES_IN_ENGLISH[r.language],
}

const person = (p: RentalPerson) => [p.name, p.email, p.phone].filter(Boolean).join(', ')

const feedback: Column<SubmissionRow<'feedback'>>[] = [
  { label: 'Rating', value: (r) => `${r.rating} of 5 stars`, stars: (r) => r.rating },
  { label: 'Comments', value: (r) => text(r.comments) },
  { label: 'Email', value: (r) => text(r.email) },
  language,
]

// Field names as the spec's call sends them: `city` holds the community, `age` the current manager.
const consultation: Column<SubmissionRow<'consultation'>>[] = [
  { label: 'Name', value: (r) => r.name },
  { label: 'Email', value: (r) => r.email },
  { label: 'Community and location', value: (r) => r.city },
  { label: 'Units', value: (r) => text(r.units) },
  { label: 'Current management company', value: (r) => text(r.age) },
  { label: 'Phone and concerns', value: (r) => r.goals },
]

const quote: Column<SubmissionRow<'quote'>>[] = [
  { label: 'Name', value: (r) => r.name },
  { label: 'Board position', value: (r) => r.boardPosition },
  { label: 'Phone', value: (r) => r.phone },
  { label: 'Email', value: (r) => r.email },
  { label: 'Community name', value: (r) => r.communityName },
  { label: 'Total units', value: (r) => text(r.totalUnits) },
  ...QUOTE_QUESTIONS.map((q) => ({
    label: q.label,
    value: (r: SubmissionRow<'quote'>) => {
      const answer = r.answers[q.id]
      return answer === undefined ? '' : quoteAnswerLabel(q.id, answer)
    },
  })),
]

const contact: Column<SubmissionRow<'contact'>>[] = [
  { label: 'Name', value: (r) => r.name },
  { label: 'Email', value: (r) => r.email },
  language,
  { label: 'Phone', value: (r) => text(r.phone) },
  { label: 'Community', value: (r) => text(r.community) },
  { label: 'Message', value: (r) => r.message },
]

const rental: Column<SubmissionRow<'rental'>>[] = [
  { label: 'Community', value: (r) => r.community },
  { label: 'Unit address', value: (r) => r.unitAddress },
  { label: 'Owner name', value: (r) => r.ownerName },
  { label: 'Owner email', value: (r) => r.ownerEmail },
  language,
  { label: 'Owner phone', value: (r) => r.ownerPhone },
  { label: 'Owner mailing address', value: (r) => r.ownerMailingAddress },
  { label: 'Tenants', value: (r) => r.tenants.map(person).join('\n') },
  { label: 'Lease start', value: (r) => r.leaseStart },
  { label: 'Lease end', value: (r) => text(r.leaseEnd) },
  { label: 'Occupants', value: (r) => text(r.occupantCount) },
  { label: 'Vehicles', value: (r) => r.vehicles.map((v) => `${v.description} (${v.plate})`).join('\n') },
  { label: 'Emergency contact', value: (r) => person(r.emergencyContact) },
  {
    label: 'Rules acknowledged',
    value: (r) => formatDenver(r.rulesAcknowledgedAt),
    csv: (r) => utahIsoTime(r.rulesAcknowledgedAt),
  },
]

export const SUBMISSION_COLUMNS: { [T in SubmissionType]: Column<SubmissionRow<T>>[] } = {
  feedback,
  consultation,
  quote,
  contact,
  rental,
}

/** The sender as the list shows them: name and email, whichever the kind has. */
export function senderOf<T extends SubmissionType>(
  type: T,
  row: SubmissionRow<T>,
): { name: string | null; email: string | null } {
  if (type === 'feedback') return { name: null, email: (row as SubmissionRow<'feedback'>).email }
  if (type === 'rental') {
    const r = row as SubmissionRow<'rental'>
    return { name: r.ownerName, email: r.ownerEmail }
  }
  const r = row as { name: string; email: string }
  return { name: r.name, email: r.email }
}

const DENVER = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Denver',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** `2026-11-22 14:05` in Utah time (STYLE.md rule 12), for the CSV and the acknowledgement field. */
export function formatDenver(date: Date): string {
  const parts = Object.fromEntries(DENVER.formatToParts(date).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}
