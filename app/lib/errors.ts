/**
 * An expected failure: a status and a sentence a person can read (STYLE.md rule 4). Anything else
 * thrown is a bug: it is logged with its request id and shown as the friendly error page.
 */
export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly extra: {
      fieldErrors?: Record<string, string[]>
      retryAfterSeconds?: number
      /** A sentence of the `api` catalogue, rewritten in the request's language (app/lib/api-error.server.ts). */
      sentence?: { key: string; params?: Readonly<Record<string, string | number>> }
    } = {},
  ) {
    super(message)
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}

/** How long to wait, as a 429's sentence says it: seconds under a minute and a half, else whole minutes. */
export function waitPhrase(retryAfterSeconds: number): string {
  return retryAfterSeconds < 90
    ? `${retryAfterSeconds} seconds`
    : `${Math.ceil(retryAfterSeconds / 60)} minutes`
}
