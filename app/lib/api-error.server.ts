import type { MessageKey } from '~/i18n/areas'
import { translator } from '~/i18n/catalogues.server'
import type { Params } from '~/i18n/format'
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'
import { AppError } from './errors'

type ApiKey = MessageKey<'api'>

/**
 * An expected failure any endpoint may answer with (a body too large, too many requests), its sentence taken
 * from the `api` catalogue: written in English here, and again in the request's language when the answer is
 * sent (`messageIn`), so a Spanish page reads it in Spanish.
 */
export function apiError(
  code: string,
  status: number,
  key: ApiKey,
  params?: Params,
  extra: Omit<AppError['extra'], 'sentence'> = {},
): AppError {
  return new AppError(code, status, apiSentence(DEFAULT_LOCALE, key, params), {
    ...extra,
    sentence: { key, params },
  })
}

/** One sentence of the `api` catalogue in a language. */
export function apiSentence(locale: Locale, key: ApiKey, params?: Params): string {
  return translator(locale, 'api')(key, params)
}

/** The error's sentence in a language: its catalogue sentence rewritten, or its own words when it has none. */
export function messageIn(error: AppError, locale: Locale): string {
  const sentence = error.extra.sentence
  if (!sentence || locale === DEFAULT_LOCALE) return error.message
  return apiSentence(locale, sentence.key as ApiKey, sentence.params)
}

/** How long to wait, as a 429 says it: seconds under a minute and a half, else whole minutes. */
export function rateLimitedSentence(locale: Locale, retryAfterSeconds: number): string {
  return apiSentence(locale, ...rateLimitedKey(retryAfterSeconds))
}

export function rateLimitedKey(retryAfterSeconds: number): [ApiKey, Params] {
  return retryAfterSeconds < 90
    ? ['rateLimitedSeconds', { count: retryAfterSeconds }]
    : ['rateLimitedMinutes', { count: Math.ceil(retryAfterSeconds / 60) }]
}
