import { useT } from '~/i18n/i18n-provider'
import { DEFAULT_LOCALE } from '~/i18n/locales'
import { cn } from '~/lib/cn'

/**
 * Put inside a link to a page that exists in English only: on a page in another language it shows a small "EN"
 * and tells a screen reader "(in English)" in the page's language; on an English page it shows nothing. Give the
 * link `hrefLang="en-US"` too. On a dark background, `onDark` draws it in the link's own colour.
 */
export function InEnglishMark({ onDark = false }: { onDark?: boolean }) {
  const t = useT('shell')
  if (t.locale === DEFAULT_LOCALE) return null
  const inEnglish = t('nav.inEnglish')
  return (
    <>
      <abbr
        title={inEnglish}
        aria-hidden="true"
        className={cn(
          'ml-1.5 rounded-sm border px-1 align-middle text-[0.625rem] font-semibold no-underline',
          onDark ? 'border-current text-current' : 'border-line text-muted',
        )}
      >
        EN
      </abbr>
      <span className="sr-only"> {inEnglish}</span>
    </>
  )
}
