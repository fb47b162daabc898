import { Languages } from 'lucide-react'
import { useLocation } from 'react-router'
import { useLocale, useT } from '~/i18n/i18n-provider'
import { LANG_ATTRIBUTES, LOCALE_NAMES, LOCALES, pathInLocale, unprefixedPath } from '~/i18n/locales'
import { hasSpanish } from '~/i18n/pages'
import { cn } from '~/lib/cn'

/**
 * Links to the same page in the other languages, on every page offered in more than one. Each is a full page
 * load through `?lang=`, so the server remembers the choice in a cookie (server/language.ts) before it answers.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation()
  const locale = useLocale()
  const t = useT('shell')
  if (!hasSpanish(unprefixedPath(pathname))) return null
  return (
    <nav aria-label={t('language.switchLabel')} className={cn('flex items-center gap-1', className)}>
      <Languages aria-hidden="true" className="size-4 text-muted" />
      {LOCALES.filter((other) => other !== locale).map((other) => {
        const query = new URLSearchParams(search)
        query.set('lang', other)
        return (
          <a
            key={other}
            href={`${pathInLocale(pathname, other)}?${query}${hash}`}
            hrefLang={LANG_ATTRIBUTES[other]}
            lang={LANG_ATTRIBUTES[other]}
            className="rounded-md px-2 py-2 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            {LOCALE_NAMES[other]}
          </a>
        )
      })}
    </nav>
  )
}
