import { DEFAULT_LOCALE, pathInLocale, type Locale } from '~/i18n/locales'
import { hasSpanish } from '~/i18n/pages'

/** A resident page in the page's language where it exists in it, else its English address. */
export function localPath(path: string, locale: Locale): string {
  return locale !== DEFAULT_LOCALE && hasSpanish(path) ? pathInLocale(path, locale) : path
}

/** Whether a link from a page in this language to `path` leads to an English-only page. */
export const leadsToEnglish = (path: string, locale: Locale) => locale !== DEFAULT_LOCALE && !hasSpanish(path)
