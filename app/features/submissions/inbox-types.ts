import type { SubmissionStatus, SubmissionType } from './kinds'

// What the staff API answers about submissions. Plain types, so the back office's components can use them;
// dates arrive as ISO strings once they have crossed the wire.

export type InboxItem = {
  type: SubmissionType
  id: string
  reference: string
  status: SubmissionStatus
  createdAt: string
  /** The sender's name, when the form asks for one (feedback does not). */
  name: string | null
  email: string | null
  /** One line to recognise it by: the rating, the community, the start of the message. */
  summary: string
  /** Feedback's 1 to 5 stars, shown as stars beside the summary; null for the other kinds. */
  rating: number | null
}

export type StatusCounts = Record<SubmissionStatus, number>

export type InboxPage = {
  items: InboxItem[]
  total: number
  page: number
  pageSize: number
  pageCount: number
  /** Per status under the other filters, for the filter chips. */
  counts: StatusCounts
}

/** A labelled value as staff read it; `value` may span several lines. */
export type SubmissionField = {
  label: string
  value: string
  /** A 1 to 5 rating, shown as stars beside `value` (which keeps the number for screen readers and CSV). */
  stars?: number
}

export type SubmissionFile = {
  id: string
  field: string
  fileName: string
  contentType: string
  sizeBytes: number
  createdAt: string
}

export type SubmissionActivity = {
  id: string
  kind: 'note' | 'status'
  /** The note, or the new status of a status change. */
  body: string
  fromStatus: SubmissionStatus | null
  author: { id: string; name: string } | null
  createdAt: string
}

export type SubmissionDetail = {
  type: SubmissionType
  id: string
  reference: string
  status: SubmissionStatus
  createdAt: string
  updatedAt: string
  name: string | null
  email: string | null
  fields: SubmissionField[]
  files: SubmissionFile[]
  activity: SubmissionActivity[]
}
