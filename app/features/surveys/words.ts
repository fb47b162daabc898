import type { MessageKey } from '~/i18n/areas'
import type { Params } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'

// The site's words around a survey come from the `survey` catalogue in the respondent's language: a
// component reads them with `useT('survey')`, the server with `surveyWords(locale)` (words.server.ts).
// The checks shared by both (answers.ts, quotas.ts, jump-notes.ts...) take them as their first argument.

export type SurveyT = ((key: MessageKey<'survey'>, params?: Params) => string) & { locale: Locale }

/** "A", "A or B", "A, B or C" (`join` is 'words.or' or 'words.and'). */
export function joinWords(t: SurveyT, items: string[], join: 'words.or' | 'words.and'): string {
  if (items.length < 2) return items.join('')
  return t(join, { first: items.slice(0, -1).join(', '), last: items[items.length - 1]! })
}
