// When to try a message again, and whether to try at all.

/** Waits after the 1st, 2nd ... failed attempt; the last one repeats. About 21 hours in all. */
export const DEFAULT_RETRY_DELAYS_MS = [
  60_000, // 1 min
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
]

/** After this many attempts a temporary failure becomes `failed`; staff can still retry it. */
export const DEFAULT_MAX_ATTEMPTS = 7

/**
 * The wait after attempt number `attempt` (1-based) failed, with ±20 % jitter so that messages that
 * failed together (the server was down) do not all come back in the same second.
 */
export function retryDelayMs(
  attempt: number,
  delays: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  random: () => number = Math.random,
): number {
  const base = delays[Math.min(Math.max(attempt, 1), delays.length) - 1] ?? 60_000
  return Math.round(base * (0.8 + 0.4 * random()))
}

type SendError = { code?: unknown; responseCode?: unknown; command?: unknown; message?: unknown }

// Commands whose answer is about this message (its sender, recipients or content), not about the session.
const MESSAGE_COMMANDS = new Set(['MAIL FROM', 'RCPT TO', 'DATA'])
// Refused by nodemailer before anything was sent, e.g. an address it cannot write: the same next time.
const REFUSED_LOCALLY = new Set(['EENVELOPE', 'EMESSAGE', 'EMAXRECIPIENTS'])

/**
 * `permanent` when retrying the same message would get the same answer: a 5xx reply (RFC 5321 4.2.1) to
 * MAIL FROM, RCPT TO or DATA. Everything else is `temporary`: 4xx replies, connection and TLS trouble,
 * and a rejected login, which is our configuration and not the message's fault; once it is fixed, the
 * outbox catches up. 503 (bad sequence of commands) is a session problem, so it is temporary too.
 */
export function classifySendError(error: unknown): 'permanent' | 'temporary' {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SendError
  const code = typeof e.code === 'string' ? e.code : ''
  const reply = typeof e.responseCode === 'number' ? e.responseCode : undefined
  if (reply !== undefined) {
    const isMessageReply = typeof e.command === 'string' && MESSAGE_COMMANDS.has(e.command)
    return isMessageReply && reply >= 500 && reply < 600 && reply !== 503 ? 'permanent' : 'temporary'
  }
  return REFUSED_LOCALLY.has(code) ? 'permanent' : 'temporary'
}

const ERROR_MAX = 300

/**
 * A short, single-line description for `last_error` and the logs: the error code, the server's reply,
 * never credentials (a URL's user:password is masked in case a message quotes one).
 */
export function describeSendError(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SendError
  const code = typeof e.code === 'string' ? `${e.code}: ` : ''
  const message = typeof e.message === 'string' ? e.message : String(error)
  const line = `${code}${message}`
    .replace(/\/\/[^\s/@]*:[^\s/@]*@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim()
  return line.length <= ERROR_MAX ? line : `${line.slice(0, ERROR_MAX - 1)}…`
}
