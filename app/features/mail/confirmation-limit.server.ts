import type { DbOrTransaction } from '~/db/client.server'
import { senderConfirmation, type SenderConfirmationInput } from './mail-messages'
import type { RecentMail } from './mail-rations.server'
import { enqueueMail } from './outbox.server'

// Anyone can type any address into a public form, so without a ration one visitor could have the site
// mail a stranger (or many) again and again (decision 0014). Confirmations are counted from the outbox
// (mail-rations.server.ts); every submission stays in the inbox whatever is withheld.

export type ConfirmationLimits = { perMailboxPerHour: number; perSourcePerHour: number; perHour: number }

/**
 * One confirmation per mailbox an hour; five an hour to the addresses one client typed (its network
 * address; an IPv6 client's /64), enough for a household that sends a few forms; all confirmations together
 * well above a busy hour's forms. The per-source ration keeps one client from using up the hour's
 * allowance (12 clients would be needed, each held to its own forms' limits) so real visitors are still
 * confirmed.
 */
export const CONFIRMATION_LIMITS: ConfirmationLimits = {
  perMailboxPerHour: 1,
  perSourcePerHour: 5,
  perHour: 60,
}

export type ConfirmationResult = { queued: true } | { queued: false; reason: 'mailbox' | 'source' | 'hourly' }

/**
 * Spends one of the sending client's confirmations for the hour, in the caller's transaction; false when
 * they are used up. The caller counts them (its rate limiter knows clients; this feature does not).
 */
export type SourceRation = () => Promise<boolean>

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * One mailbox however it is written, only for counting (the mail goes to the address as given): case
 * aside and without a `+tag`, since ann+1@ and ann+2@ land in the same inbox; at Gmail also without dots
 * (a.n.n@ is ann@, per Google's own help pages) and with googlemail.com as gmail.com.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  const domain = lower.slice(at + 1)
  let local = lower.slice(0, at).split('+')[0]!
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`
  local = local.replaceAll('.', '')
  return `${local}@gmail.com`
}

/**
 * Enqueues the sender's confirmation unless its mailbox already had one this hour, the hour's
 * confirmations are used up, or the sending client has used its ration; a withheld one is not stored.
 * Called by enqueueSubmissionMail, under the rations' lock and with the hour it read.
 */
export async function queueConfirmation(
  tx: DbOrTransaction,
  input: SenderConfirmationInput,
  recent: RecentMail,
  options: { sourceRation?: SourceRation; limits: ConfirmationLimits },
): Promise<ConfirmationResult> {
  const { limits } = options
  const mailbox = mailboxKey(input.to)
  const toMailbox = recent.confirmationsTo.filter((to) => mailboxKey(to) === mailbox).length
  if (toMailbox >= limits.perMailboxPerHour) return { queued: false, reason: 'mailbox' }
  if (recent.confirmationsTo.length >= limits.perHour) return { queued: false, reason: 'hourly' }
  // Last, so that only a confirmation that is sent spends the client's ration.
  if (options.sourceRation && !(await options.sourceRation())) return { queued: false, reason: 'source' }
  await enqueueMail(tx, senderConfirmation(input))
  return { queued: true }
}
