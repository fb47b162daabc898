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
  /** What the hidden link is ("voting link"), when the message carries one; see HiddenLink. */
  linkLabel: string | null
  linkRef: Record<string, string> | null
  sealedLink: Uint8Array | null
}

/** The message as staff may see it: never the sealed link, nor what it opens. */
export type StaffOutboxMessage = Omit<OutboxMessage, 'linkRef' | 'sealedLink'>

/** A row of the staff list: everything but the bodies. */
export type OutboxSummary = Omit<StaffOutboxMessage, 'textBody' | 'htmlBody'>

/** What a hidden link opens, as the feature that issued it describes it (e.g. an election and a credential). */
export type LinkRef = Record<string, string>

/** A feature's answer when staff retry a message whose link was erased: a new link and what it opens. */
export type FreshLink = { url: string; ref: LinkRef }

export type OutboxPage = {
  messages: OutboxSummary[]
  total: number
  page: number
  pageSize: number
  pageCount: number
}

export type OutboxCounts = Record<OutboxStatus, number>
