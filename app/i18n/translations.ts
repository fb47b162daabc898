import type { Locale } from './locales'

/**
 * What staff write in other languages beside an item's English text (a survey's title, a question's choices, a
 * candidate's statement), by language then field. English lives in the item's own columns, so an item without
 * a translation is just `{}`, and a field left out in a language falls back to English.
 */
export type Translations = { readonly [L in Exclude<Locale, 'en'>]?: Readonly<Record<string, unknown>> }
