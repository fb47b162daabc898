import { use, useMemo, type ReactNode } from 'react'
import type { Area } from './areas'
import type { Catalogue } from './format'
import { I18nProvider, usePageMessages } from './i18n-provider'
import { DEFAULT_LOCALE, type Locale } from './locales'

type Load = () => Promise<Catalogue>

/**
 * The catalogues of dialogs any page can open (the feedback and contact forms, the Contact dialog): a page
 * that does not list the area in app/i18n/pages.ts loads it with the dialog's own code, in the page's language
 * only, so no page carries them until a visitor opens one.
 */
const loaders: Partial<Record<Area, Record<Locale, Load>>> = {
  forms: {
    en: () => import('./messages/forms.en').then((module) => module.forms),
    es: () => import('./messages/forms.es').then((module) => module.forms),
  },
  contact: {
    en: () => import('./messages/contact.en').then((module) => module.contact),
    es: () => import('./messages/contact.es').then((module) => module.contact),
  },
}

const loaded = new Map<string, Promise<Catalogue>>()

function load(area: Area, locale: Locale): Promise<Catalogue> {
  const key = `${locale}:${area}`
  let promise = loaded.get(key)
  if (!promise) {
    const loader = loaders[area]?.[locale]
    if (!loader) throw new Error(`No catalogue of "${area}" can be loaded with a dialog.`)
    loaded.set(key, (promise = loader()))
  }
  return promise
}

/** Renders its children with the area's messages, fetching them first (suspending) if the page lacks them. */
export function WithMessages({ area, children }: { area: Area; children: ReactNode }) {
  const page = usePageMessages()
  const locale = page?.locale ?? DEFAULT_LOCALE
  const present = page?.messages[area]
  const catalogue = present ?? use(load(area, locale))
  const value = useMemo(
    () => ({ locale, messages: { ...page?.messages, [area]: catalogue } }),
    [locale, page, area, catalogue],
  )
  return present ? children : <I18nProvider value={value}>{children}</I18nProvider>
}
