import nodemailer from 'nodemailer'
import type { OutboxMessage } from './types'

export type MailTransport = ReturnType<typeof createMailTransport>

/**
 * An SMTP transport from SMTP_URL (smtp:// with STARTTLS when offered, or smtps://). The timeouts are
 * far below nodemailer's defaults (2 min to connect, 10 min idle) so one message always finishes well
 * inside its claim's lease.
 */
export function createMailTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    dnsTimeout: 20_000,
    socketTimeout: 60_000,
  })
}

/** The longest one send can take with the timeouts above, plus margin: the floor for a lease. */
export const MAX_SEND_MS = 20_000 * 3 + 60_000 + 30_000

const domainOf = (from: string) => /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1]

export type SendResult = {
  messageId: string | null
  /** Recipients the server refused while accepting the message for the others. */
  rejected: string[]
}

/** Sends one outbox message; throws nodemailer's error (with `code`, `responseCode`) when it is not accepted. */
export async function sendOutboxMessage(
  transport: MailTransport,
  from: string,
  message: OutboxMessage,
  signal?: AbortSignal,
): Promise<SendResult> {
  const domain = domainOf(from)
  const info = await transport.sendMail({
    from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.textBody,
    html: message.htmlBody ?? undefined,
    // The same Message-ID on every attempt lets mail clients fold a rare second delivery (a lease that
    // ran out mid-send) into one message.
    messageId: domain ? `<${message.id}@${domain}>` : undefined,
    // RFC 3834: an automatic message; auto-responders must not answer it.
    headers: { 'Auto-Submitted': 'auto-generated' },
    // Our own HTML only; never let the composer fetch files or URLs named in a message.
    disableFileAccess: true,
    disableUrlAccess: true,
    signal,
  })
  const rejected = (info.rejected ?? []).map(String)
  return { messageId: info.messageId ?? null, rejected }
}
