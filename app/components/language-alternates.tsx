import { DEFAULT_LOCALE, LANG_ATTRIBUTES, LOCALES, pathInLocale, unprefixedPath } from '~/i18n/locales'
import { hasSpanish } from '~/i18n/pages'

/**
 * The `hreflang` alternates of a page offered in several languages: each language's address, and English as the
 * default for every other reader. A page in English only has none.
 */
export function LanguageAlternates({ origin, pathname }: { origin: string | undefined; pathname: string }) {
  if (!origin || !hasSpanish(unprefixedPath(pathname))) return null
  return (
    <>
      {LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={LANG_ATTRIBUTES[locale]}
          href={`${origin}${pathInLocale(pathname, locale)}`}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={`${origin}${pathInLocale(pathname, DEFAULT_LOCALE)}`}
      />
    </>
  )
}
