import type { MetaDescriptor } from 'react-router'
import { company } from '~/content/company'
import { DEFAULT_LOCALE, INTL_LOCALES, pathInLocale, type Locale } from '~/i18n/locales'
import { hasSpanish } from '~/i18n/pages'
import { breadcrumbLd, type Crumb } from '~/lib/structured-data'

export type PageSeo = {
  title: string
  description: string
  /** The page's path; the canonical URL is origin + path. */
  path: string
  origin: string
  noindex?: boolean
  type?: 'website' | 'article'
  jsonLd?: Array<Record<string, unknown>>
  /** An inner page's trail from Home; adds its BreadcrumbList. */
  crumbs?: readonly Crumb[]
  /** The page's language: a page in another language is canonical at its own `/es/...` address. */
  locale?: Locale
}

/** The head of a page: title, description, canonical link, Open Graph and Twitter tags, JSON-LD. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const locale = seo.locale ?? DEFAULT_LOCALE
  const url = `${seo.origin}${pathInLocale(seo.path, locale)}`
  const title = seo.path === '/' ? seo.title : `${seo.title} | ${company.fullName}`
  const image = `${seo.origin}/og-image.png`
  // What public/og-image.png shows, for people who cannot see it (and validators that ask for it).
  const imageAlt = `${company.fullName}: Utah's premier HOA management company, led by certified managers`
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: company.fullName },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: INTL_LOCALES[locale].replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ]
  if (seo.noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' })
  for (const data of seo.jsonLd ?? []) meta.push(jsonLd(data))
  if (seo.crumbs) {
    const inLocale = (path: string) => (hasSpanish(path) ? pathInLocale(path, locale) : path)
    const crumbs = seo.crumbs.map((crumb) => ({ ...crumb, path: inLocale(crumb.path) }))
    meta.push(jsonLd(breadcrumbLd(seo.origin, crumbs)))
  }
  return meta
}

/** A JSON-LD block; React Router renders it as <script type="application/ld+json">. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': { '@context': 'https://schema.org', ...data } }
}
