import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react'
import type { Area, Catalogues, MessageKey, PageMessages } from './areas'
import { formatMessage, richParts, type Catalogue, type Params } from './format'
import { DEFAULT_LOCALE, type Locale } from './locales'

const I18nContext = createContext<PageMessages | null>(null)

/** Hands the page's language and messages (from the root loader) to every component below. */
export function I18nProvider({ value, children }: { value: PageMessages; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The page's language and every message it holds (app/i18n/lazy-messages.tsx adds a dialog's to them). */
export function usePageMessages(): PageMessages | null {
  return useContext(I18nContext)
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(I18nContext)?.locale ?? DEFAULT_LOCALE
}

export type Translate<A extends Area> = ((key: MessageKey<A>, params?: Params) => string) & {
  /** The message split at its tags, each tagged part wrapped by the function of that name. */
  rich: (key: MessageKey<A>, tags: Record<string, (text: string) => ReactNode>, params?: Params) => ReactNode
  locale: Locale
}

/**
 * The page's messages of one area. A key the page's loader did not send is a programming error (its route is
 * missing from app/i18n/pages.ts), so it throws rather than show a key to a visitor.
 */
export function useT<A extends Area>(area: A): Translate<A> {
  const value = useContext(I18nContext)
  return useMemo(() => {
    const catalogue = value?.messages[area] as Catalogues[A] | undefined
    const locale = value?.locale ?? DEFAULT_LOCALE
    const text = (key: MessageKey<A>, params?: Params) => {
      if (!catalogue)
        throw new Error(`No "${area}" messages on this page: add its route to app/i18n/pages.ts.`)
      return formatMessage(locale, catalogue[key] as Catalogue[string], params)
    }
    const rich = (key: MessageKey<A>, tags: Record<string, (text: string) => ReactNode>, params?: Params) =>
      richParts(text(key, params)).map((part, index) => (
        <Fragment key={index}>{part.tag && tags[part.tag] ? tags[part.tag]!(part.text) : part.text}</Fragment>
      ))
    return Object.assign(text, { rich, locale })
  }, [value, area])
}
