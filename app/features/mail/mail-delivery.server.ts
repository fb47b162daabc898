import type { Logger } from 'pino'
import type { Database } from '~/db/client.server'
import {
  claimDueMail,
  markFailed,
  markSent,
  releaseClaim,
  scheduleRetry,
  type ClaimedMail,
} from './delivery-queue.server'
import { revealLink } from './hidden-link.server'
import { createMailTransport, MAX_SEND_MS, sendOutboxMessage, type MailTransport } from './mail-sender.server'
import { onMailQueued } from './mail-signal.server'
import {
  classifySendError,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_RETRY_DELAYS_MS,
  describeSendError,
  retryDelayMs,
} from './retry-policy'

export type MailDeliveryOptions = {
  db: Database
  logger: Logger
  /** SMTP_URL; without it nothing is sent and messages wait in the outbox for staff. */
  smtpUrl?: string
  /** MAIL_FROM */
  from: string
  /** The clock every due time and lease is measured by; tests move it instead of sleeping. */
  now?: () => Date
  random?: () => number
  pollIntervalMs?: number
  batchSize?: number
  leaseMs?: number
  maxAttempts?: number
  retryDelaysMs?: readonly number[]
  /** After a wake-up, one more look this much later (an enqueue inside a transaction commits after it). */
  recheckAfterWakeMs?: number
  /** How long stop() lets the send in flight finish before aborting it (it is then retried). */
  stopTimeoutMs?: number
}

export type DeliveryReport = { sent: number; retried: number; failed: number; released: number; lost: number }

export type MailDelivery = {
  readonly enabled: boolean
  /** One pass now (after any pass under way): claims and sends everything due. */
  runOnce: () => Promise<DeliveryReport>
  /** Stops polling, finishes the message in flight, hands back unsent claims, closes the transport. */
  stop: () => Promise<void>
}

type Worker = {
  db: Database
  logger: Logger
  from: string
  transport: MailTransport
  now: () => Date
  random: () => number
  batchSize: number
  leaseMs: number
  maxAttempts: number
  retryDelaysMs: readonly number[]
  signal: AbortSignal
  isStopping: () => boolean
}

const LINK_UNREADABLE =
  'The link in this message could not be opened: the server secret changed after it was queued. Retry now to send a new link.'

const emptyReport = (): DeliveryReport => ({ sent: 0, retried: 0, failed: 0, released: 0, lost: 0 })

async function deliverOne(w: Worker, claim: ClaimedMail): Promise<keyof DeliveryReport> {
  const log = w.logger.child({ mailId: claim.id, kind: claim.kind, attempt: claim.attempts })
  const settle = (stored: boolean, outcome: keyof DeliveryReport) => {
    if (stored) return outcome
    log.warn('mail claim lapsed and another worker took the message; leaving it to that worker')
    return 'lost' as const
  }
  // A message whose sender keeps dying mid-send must not loop for ever.
  if (claim.interrupted && claim.attempts > w.maxAttempts) {
    log.error('mail delivery was interrupted too many times; marked failed')
    const error = 'Delivery was interrupted too many times (the sending instance stopped mid-send).'
    return settle(await markFailed(w.db, claim, error), 'failed')
  }
  const bodies = revealLink(claim)
  if (!bodies) {
    log.error('the hidden link of a mail could not be opened; marked failed')
    return settle(await markFailed(w.db, claim, LINK_UNREADABLE), 'failed')
  }
  // What a mail server answers may quote the message: the link never reaches last_error or the log.
  const hide = (text: string) => (bodies.url ? text.replaceAll(bodies.url, '[hidden link]') : text)
  try {
    const message = { ...claim, textBody: bodies.text, htmlBody: bodies.html }
    const result = await sendOutboxMessage(w.transport, w.from, message, w.signal)
    const note = result.rejected.length
      ? `Not accepted for ${result.rejected.length} of ${claim.to.length} recipients: ${result.rejected.join(', ')}`
      : null
    const stored = await markSent(w.db, claim, { at: w.now(), providerMessageId: result.messageId, note })
    log.info({ rejectedRecipients: result.rejected.length }, 'mail sent')
    return settle(stored, 'sent')
  } catch (error) {
    const reason = hide(describeSendError(error))
    const { code, responseCode } = error as { code?: string; responseCode?: number }
    if (classifySendError(error) === 'permanent' || claim.attempts >= w.maxAttempts) {
      log.error({ code, responseCode }, 'mail could not be delivered; marked failed')
      return settle(await markFailed(w.db, claim, reason), 'failed')
    }
    // Aborted by our own shutdown: another instance (or the next start) may take it at once.
    const wait = w.signal.aborted ? 0 : retryDelayMs(claim.attempts, w.retryDelaysMs, w.random)
    const at = new Date(w.now().getTime() + wait)
    log.warn({ code, responseCode, nextAttemptAt: at }, 'mail not delivered yet; will retry')
    return settle(await scheduleRetry(w.db, claim, { at, error: reason }), 'retried')
  }
}

/** One pass: claim a batch, send it one by one, repeat while batches come back full. */
async function deliverDue(w: Worker): Promise<DeliveryReport> {
  const report = emptyReport()
  while (!w.isStopping()) {
    const claims = await claimDueMail(w.db, { now: w.now(), limit: w.batchSize, leaseMs: w.leaseMs })
    for (const [i, claim] of claims.entries()) {
      if (w.isStopping()) {
        for (const unsent of claims.slice(i)) if (await releaseClaim(w.db, unsent)) report.released++
        return report
      }
      report[await deliverOne(w, claim)]++
    }
    if (claims.length < w.batchSize) break
  }
  return report
}

/**
 * Starts the outbox's delivery worker: a pass at start, then every few seconds and right after an
 * enqueue in this process. Safe to run on every instance (DESIGN.md "Scale-out path").
 */
export function startMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { db, logger } = options
  if (!options.smtpUrl) {
    logger.info('SMTP_URL is not set: no mail is sent; messages wait in the outbox for staff')
    return { enabled: false, runOnce: () => Promise.resolve(emptyReport()), stop: () => Promise.resolve() }
  }
  const batchSize = options.batchSize ?? 5
  const abort = new AbortController()
  let stopping = false
  const worker: Worker = {
    db,
    logger,
    from: options.from,
    transport: createMailTransport(options.smtpUrl),
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
    batchSize,
    // A batch is sent one message after another; the lease must outlast the slowest whole batch.
    leaseMs: options.leaseMs ?? batchSize * MAX_SEND_MS,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    signal: abort.signal,
    isStopping: () => stopping,
  }

  let inFlight: Promise<DeliveryReport> | undefined
  let queued: Promise<DeliveryReport> | undefined
  const runOnce = (): Promise<DeliveryReport> => {
    if (stopping) return Promise.resolve(emptyReport())
    // Wake-ups during a pass fold into one more pass after it.
    if (inFlight) return (queued ??= inFlight.then(() => ((queued = undefined), runOnce())))
    inFlight = deliverDue(worker)
      .catch((error: unknown) => {
        logger.error(
          { err: error },
          'mail delivery pass failed; its claims are retried when their lease ends',
        )
        return emptyReport()
      })
      .finally(() => (inFlight = undefined))
    return inFlight
  }

  let pollTimer: NodeJS.Timeout | undefined
  const poll = () => {
    pollTimer = setTimeout(
      () => void runOnce().finally(() => stopping || poll()),
      options.pollIntervalMs ?? 5_000,
    )
    pollTimer.unref()
  }
  let followUp: NodeJS.Timeout | undefined
  const unsubscribe = onMailQueued(() => {
    if (stopping) return
    void runOnce()
    // An enqueue inside a transaction is invisible until it commits: look once more a moment later.
    clearTimeout(followUp)
    followUp = setTimeout(() => void runOnce(), options.recheckAfterWakeMs ?? 1_000)
    followUp.unref()
  })

  logger.info({ smtpHost: new URL(options.smtpUrl).host }, 'mail delivery started')
  void runOnce()
  poll()

  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true
      unsubscribe()
      clearTimeout(pollTimer)
      clearTimeout(followUp)
      const grace = setTimeout(() => abort.abort(), options.stopTimeoutMs ?? 10_000)
      await inFlight
      clearTimeout(grace)
      worker.transport.close()
      logger.info('mail delivery stopped')
    })())

  return { enabled: true, runOnce, stop }
}
