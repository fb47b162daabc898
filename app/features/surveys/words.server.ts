import { translator } from '~/i18n/catalogues.server'
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'
import type { SurveyT } from './words'

/** The survey catalogue's words in a language, for the server's checks, API sentences and emails. */
export function surveyWords(locale: Locale = DEFAULT_LOCALE): SurveyT {
  return Object.assign(translator(locale, 'survey'), { locale })
}
