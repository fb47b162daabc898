import type { MessageKey } from '~/i18n/areas'
import { AppError, isAppError } from '~/lib/errors'
import type { VoteText } from './ballot-form'

// The services' sentences to a voter, by their error code, in the page's or request's language: the ballot
// page, the code page, the lost-link form and the voter's API answers say the same words in each language.

const BY_CODE: Readonly<Record<string, MessageKey<'vote'>>> = {
  link_not_valid: 'link.notValid',
  link_replaced: 'link.replaced',
  voting_closed: 'state.closedMessage',
  voting_not_open: 'state.notOpenMessage',
  already_voted: 'state.alreadyVoted',
  busy: 'state.busy',
  code_not_found: 'code.notFound',
  rate_limited: 'state.tooMany',
  results_for_voters: 'results.votersOnly',
}

/** The error's sentence in the voter's language, or its own where this list has none. */
export function voterMessage(error: Pick<AppError, 'code' | 'message'>, t: VoteText): string {
  const key = BY_CODE[error.code]
  return key ? t(key) : error.message
}

/**
 * Runs a voter's API call and answers its refusals in the voter's language: the same code, status and
 * fields, the sentence translated (the field errors too, where they repeat it).
 */
export async function inVoterLanguage<T>(t: VoteText, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!isAppError(error) || !BY_CODE[error.code]) throw error
    const message = voterMessage(error, t)
    const fieldErrors = error.extra.fieldErrors
      ? Object.fromEntries(
          Object.entries(error.extra.fieldErrors).map(([field, list]) => [
            field,
            list.map((said) => (said === error.message ? message : said)),
          ]),
        )
      : undefined
    throw new AppError(error.code, error.status, message, { ...error.extra, fieldErrors })
  }
}
