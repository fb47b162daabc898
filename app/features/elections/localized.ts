import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'
import type { Translations } from '~/i18n/translations'
import type { BallotView, Contest, ElectionOption, OptionKind } from './types'

// The one place an election's own words (what staff wrote: titles, descriptions, the notice, candidates'
// statements) are chosen for a language. Staff write Spanish beside the English in the editor; a field they
// left empty falls back to English, and the item names that field in `inEnglish`, so the page can mark it
// (components/in-english-text.tsx). A measure's Yes, No and Abstain are the system's words, not staff's:
// they come from the message catalogue (`words`). A candidate's name is a name: it is shown as given in
// either language, never marked, unless staff wrote a Spanish label (e.g. "Mantener la junta actual").

type Translatable = { translations?: Translations; inEnglish?: readonly string[] }

/** The words a system option is called in the language. */
export type SystemWords = Record<Exclude<OptionKind, 'candidate'>, string>

/** The text of one field in a language, and whether it had to stay in English. */
export function textIn(
  item: Translatable & Record<string, unknown>,
  field: string,
  locale: Locale,
): { text: string; inEnglish: boolean } {
  const english = typeof item[field] === 'string' ? item[field] : ''
  if (locale === DEFAULT_LOCALE) return { text: english, inEnglish: false }
  const given = item.translations?.[locale as Exclude<Locale, 'en'>]?.[field]
  if (typeof given === 'string' && given.trim() !== '') return { text: given, inEnglish: false }
  return { text: english, inEnglish: english !== '' }
}

/** The item with these fields in the language; `inEnglish` lists the fields that stayed in English. */
export function localize<T extends Translatable>(
  item: T,
  fields: readonly (keyof T & string)[],
  locale: Locale,
): T {
  if (locale === DEFAULT_LOCALE) return item
  const inEnglish: string[] = []
  const texts: Record<string, string> = {}
  for (const field of fields) {
    const { text, inEnglish: fallback } = textIn(item as T & Record<string, unknown>, field, locale)
    texts[field] = text
    if (fallback) inEnglish.push(field)
  }
  return { ...item, ...texts, inEnglish }
}

export function localizeOption(option: ElectionOption, locale: Locale, words: SystemWords): ElectionOption {
  if (locale === DEFAULT_LOCALE) return option
  if (option.kind !== 'candidate') return { ...option, label: words[option.kind], inEnglish: [] }
  const shown = localize(option, ['statement'], locale)
  const label = textIn(option, 'label', locale).text
  return { ...shown, label }
}

export function localizeContests(contests: Contest[], locale: Locale, words: SystemWords): Contest[] {
  if (locale === DEFAULT_LOCALE) return contests
  return contests.map((contest) => ({
    ...localize(contest, ['title', 'description'], locale),
    options: contest.options.map((option) => localizeOption(option, locale, words)),
  }))
}

/** A voter's ballot with the election's own words in the page's language. */
export function localizeBallot(ballot: BallotView, locale: Locale, words: SystemWords): BallotView {
  if (locale === DEFAULT_LOCALE) return ballot
  return {
    ...ballot,
    election: localize(ballot.election, ['title', 'description', 'notice'], locale),
    contests: localizeContests(ballot.contests, locale, words),
  }
}

/** Whether a localized item shows this field in English. */
export const shownInEnglish = (item: Translatable, field: string) => item.inEnglish?.includes(field) ?? false
