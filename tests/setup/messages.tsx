import type { ReactElement } from 'react'
import type { Area } from '~/i18n/areas'
import { pageMessages } from '~/i18n/catalogues.server'
import { I18nProvider } from '~/i18n/i18n-provider'
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'

/** A component as a page in this language renders it: with the messages of the areas it reads. */
export function withMessages(element: ReactElement, areas: readonly Area[], locale: Locale = DEFAULT_LOCALE) {
  return <I18nProvider value={pageMessages(locale, ['shell', ...areas])}>{element}</I18nProvider>
}
