import { createHash, createHmac, randomBytes } from 'node:crypto'

// Survey links carry 32 random bytes (base64url); only their SHA-256 is kept, so the database alone
// cannot answer. Browser marks are keyed hashes: without the server's secret they say nothing.

export const newToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) =>
  createHash('sha256').update(`survey-invitation:${token}`).digest('base64url')

/** A token is 43 base64url characters; anything else is not a link we made. */
export const looksLikeToken = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)

/** "This browser answered this survey", as a keyed hash of the browser's random id. */
export const browserMark = (hashKey: string, surveyId: string, browserId: string) =>
  createHmac('sha256', hashKey).update(`survey-browser:${surveyId}:${browserId}`).digest('base64url')
