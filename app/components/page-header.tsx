import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { InEnglishMark } from '~/components/in-english-mark'
import { useT } from '~/i18n/i18n-provider'
import { DEFAULT_LOCALE, pathInLocale } from '~/i18n/locales'
import { hasSpanish } from '~/i18n/pages'
import type { Crumb } from '~/lib/structured-data'

/**
 * The top of every inner page: a visible breadcrumb trail (the same trail the page's BreadcrumbList
 * JSON-LD describes), the h1 and a lead paragraph.
 */
export function PageHeader({
  crumbs,
  eyebrow,
  title,
  lead,
  children,
}: {
  crumbs: readonly Crumb[]
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  children?: ReactNode
}) {
  const t = useT('shell')
  // On a page in another language, a crumb leads to that language's page, or says it is in English.
  const inEnglish = (path: string) => t.locale !== DEFAULT_LOCALE && !hasSpanish(path)
  return (
    <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 sm:px-6 md:pb-16 lg:px-8">
        <nav aria-label={t('header.breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
            {crumbs.map((crumb, i) => {
              const last = i === crumbs.length - 1
              return (
                <li key={crumb.path} className="flex items-center gap-1">
                  {last ? (
                    <span aria-current="page" className="font-medium text-brand-800">
                      {crumb.name}
                    </span>
                  ) : (
                    <>
                      <Link
                        to={inEnglish(crumb.path) ? crumb.path : pathInLocale(crumb.path, t.locale)}
                        hrefLang={inEnglish(crumb.path) ? 'en-US' : undefined}
                        className="rounded hover:text-brand-800 hover:underline"
                      >
                        {crumb.name}
                        {inEnglish(crumb.path) ? <InEnglishMark /> : null}
                      </Link>
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </>
                  )}
                </li>
              )
            })}
          </ol>
        </nav>
        <div className="mt-8 max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-rock-600 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{title}</h1>
          {lead ? <p className="mt-4 text-lg text-muted">{lead}</p> : null}
          {children}
        </div>
      </div>
    </header>
  )
}
