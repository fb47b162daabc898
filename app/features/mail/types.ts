// The outbox as the rest of the app sees it. Plain types, so the back office's components can use them
// without touching server code; outbox.server.ts checks they match the table.

export const OUTBOX_STATUSES = ['waiting', 'sending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** Kinds in use; the column is open so later issues can add their own (see MailKindSchema). */
export const MAIL_KINDS = ['notification', 'confirmation', 'invitation', 'reminder'] as const
export type KnownMailKind = (typeof MAIL_KINDS)[number]

export type OutboxMessage = {
  id: string
  createdAt: Date
  kind: string
  to: string[]
  replyTo: string | null
  subject: string
  textBody: string
  htmlBody: string | null
  status: OutboxStatus
  attempts: number
  nextAttemptAt: Date
  leaseExpiresAt: Date | null
  lastError: string | null
  sentAt: Date | null
  providerMessageId: string | null
  subjectType: string | null
  subjectId: string | null
}

/** A row of the staff list: everything but the bodies. */
export type OutboxSummary = Omit<OutboxMessage, 'textBody' | 'htmlBody'>

export type OutboxPage = {
  messages: OutboxSummary[]
  total: number
  page: number
  pageSize: number
  pageCount: number
}

export type OutboxCounts = Record<OutboxStatus, number>
