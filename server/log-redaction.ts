import { stdSerializers } from 'pino'

// Voting and survey links let whoever holds them vote or answer (decisions 0011 and 0018), so no log
// line keeps one: not the request's URL, not an error's message or stack, not any field a line carries.
// A path after /vote/ or /api/elections/ballot/ and a `token=` or `code=` value (a printed voter code) are cut; so is anything shaped like
// a token (43 base64url characters on their own), wherever it turns up. The price is that a 43-character
// slug would be cut too.

const LINK_TOKEN = /(\/(?:vote|api\/elections\/ballot)\/)[^/?#\s"'<>]+|([?&](?:token|code)=)[^&#\s"'<>]*/gi
const TOKEN_SHAPED = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g

export const REDACTED = '[redacted]'

export function redactSecrets(text: string): string {
  return text
    .replace(LINK_TOKEN, (_match, path?: string, query?: string) => `${path ?? query}${REDACTED}`)
    .replace(TOKEN_SHAPED, REDACTED)
}

/** Every string in a plain value (objects and arrays as JSON would write them), redacted. */
function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value)
  if (depth > 8 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, depth + 1)]))
}

/**
 * pino's error serializer, its message, stack and other fields redacted (an error may quote a URL).
 * pino-http hands it the error already serialized; a plain logger, the error itself.
 */
export const redactedErrorSerializer = (error: unknown) =>
  redactDeep(error instanceof Error ? stdSerializers.err(error) : error)

/**
 * For pino's `formatters.log`: the fields a line is logged with, strings redacted. Objects are left to
 * their serializers (the request's own redacts its URL), so a live request or error is never walked here.
 */
export function redactLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields))
    out[key] = typeof value === 'string' ? redactSecrets(value) : value
  return out
}
