import { createHmac } from 'node:crypto'

/**
 * The seed of a respondent's order: an HMAC, keyed by the server's secret, of the survey and what
 * identifies the visit (the invitation token, or the open link's browser id). Nothing is stored, and the
 * seed cannot be turned back into the token or linked to a response.
 */
export function orderSeed(hashKey: string, surveyId: string, visitor: string): string {
  return createHmac('sha256', hashKey).update(`survey-order:${surveyId}:${visitor}`).digest('base64url')
}
