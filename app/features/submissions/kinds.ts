// Written out here, not imported from the table module, so browser code can use them; store.server.ts
// stops compiling if they drift from app/db/schema/submissions.ts.
export const SUBMISSION_TYPES = ['feedback', 'consultation', 'quote', 'contact', 'rental'] as const
export type SubmissionType = (typeof SUBMISSION_TYPES)[number]
export const SUBMISSION_STATUSES = ['new', 'in_progress', 'done'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

/** How each kind is named to staff and in references (`QT-7K3M9QX2`). */
export const SUBMISSION_KINDS: Record<SubmissionType, { label: string; plural: string; prefix: string }> = {
  feedback: { label: 'Feedback', plural: 'Feedback', prefix: 'FB' },
  consultation: { label: 'Consultation request', plural: 'Consultation requests', prefix: 'CN' },
  quote: { label: 'Quote request', plural: 'Quote requests', prefix: 'QT' },
  contact: { label: 'Contact message', plural: 'Contact messages', prefix: 'CT' },
  rental: { label: 'Rental registration', plural: 'Rental registrations', prefix: 'RR' },
}

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
}
