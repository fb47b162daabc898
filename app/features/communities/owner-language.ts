import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'

// An owner's language is set by hand in the back office or by a roll's `language` column. A roll without
// the column, or an API call that leaves `language` out, must not undo what staff set: such an owner keeps
// the language stored for them.

type Stored = { name: string; language: Locale }
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The language of an owner given without one: as stored for the same owner (the same owner key), else as
 * stored for an owner of the same name on the same unit (one whose email has changed), else English.
 */
export function keptLanguage(
  owner: { key: string; name: string },
  storedByKey: ReadonlyMap<string, Locale>,
  unitBefore: readonly Stored[],
): Locale {
  return (
    storedByKey.get(owner.key) ??
    unitBefore.find((o) => nameKey(o.name) === nameKey(owner.name))?.language ??
    DEFAULT_LOCALE
  )
}

/** Every owner with a language: the one given, or the one kept. */
export function settleLanguages<O extends { key: string; name: string; language?: Locale | null }>(
  owners: readonly O[],
  storedByKey: ReadonlyMap<string, Locale>,
  unitBefore: readonly Stored[],
): Array<O & { language: Locale }> {
  return owners.map((owner) => ({
    ...owner,
    language: owner.language ?? keptLanguage(owner, storedByKey, unitBefore),
  }))
}
