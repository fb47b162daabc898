import type { Area, Catalogues, MessageKey, PageMessages } from './areas'
import { formatMessage, type Catalogue, type Params } from './format'
import { DEFAULT_LOCALE, type Locale } from './locales'

type MetaMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined

/**
 * A route's `meta` runs outside the component tree, so it reads the page's messages from the root's data among
 * its matches: `const t = metaTranslator(matches, 'vote'); return [{ title: t('meta.title') }]`.
 */
export function metaTranslator<A extends Area>(matches: readonly MetaMatch[], area: A) {
  const root = matches.find((match) => match?.id === 'root')
  const i18n = ((root?.loaderData ?? root?.data) as { i18n?: PageMessages } | undefined)?.i18n
  const locale: Locale = i18n?.locale ?? DEFAULT_LOCALE
  const catalogue = i18n?.messages[area] as Catalogues[A] | undefined
  return Object.assign(
    (key: MessageKey<A>, params?: Params): string =>
      catalogue ? formatMessage(locale, catalogue[key] as Catalogue[string], params) : '',
    { locale },
  )
}
