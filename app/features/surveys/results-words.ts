import type { MessageKey } from '~/i18n/areas'
import type { Params } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'

/**
 * The results' words in the page's language: `useT('surveyResults')` on a page, and on the server the same
 * catalogue through `translator` with its locale (the report's PDF).
 */
export type ResultsWords = ((key: MessageKey<'surveyResults'>, params?: Params) => string) & {
  locale: Locale
}
