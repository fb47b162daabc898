import type { Translations } from '~/i18n/translations'
import type { Locale } from '~/i18n/locales'
import type { Choice, EnglishParts, Question, SurveyDefinition } from './types'

// A survey in the respondent's language. The author writes English in the survey's own fields and, when
// they wish, other languages beside it (`translations`, by language then field); each item left without a
// translation stays in English and is marked so, so the page can say `lang="en"` on it. Choices are
// translated by id, so answers are stored the same whichever language was shown.

/** A question's text in one language: any of the fields, and labels of choices, rows and scale points by id. */
export type QuestionTranslation = {
  prompt?: string
  help?: string
  options?: Record<string, string>
  rows?: Record<string, string>
  scale?: Record<string, string>
}

/** A survey's own text in one language. */
export type SurveyTranslation = { title?: string; description?: string; thankYou?: string }

type OtherLocale = Exclude<Locale, 'en'>

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined

const labels = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {}

/** One language's entry of an item's translations. */
export function translationIn(translations: Translations | undefined, locale: OtherLocale) {
  return (translations?.[locale] ?? {}) as Readonly<Record<string, unknown>>
}

/** Choices with their labels in the language where given; the ids of those left in English. */
function localChoices(choices: Choice[] | undefined, given: Record<string, string>, english: string[]) {
  return choices?.map((choice) => {
    const label = text(given[choice.id])
    if (!label) english.push(choice.id)
    return label ? { ...choice, label } : choice
  })
}

/** A question in a language: each part translated where the author gave it, English (and marked) where not. */
export function localizeQuestion(question: Question, locale: Locale): Question {
  const { translations, ...rest } = question
  if (locale === 'en') return rest
  const given = translationIn(translations, locale)
  const inEnglish: EnglishParts = {}
  const prompt = text(given.prompt)
  const help = question.help ? text(given.help) : undefined
  if (!prompt) inEnglish.prompt = true
  if (question.help && !help) inEnglish.help = true
  const local: Question = { ...rest, prompt: prompt ?? question.prompt, help: help ?? question.help }
  // A community question lists the communities by name: names stay as they are.
  if (question.options && !question.dynamicOptions) {
    const english: string[] = []
    local.options = localChoices(question.options, labels(given.options), english)
    if (english.length) inEnglish.options = english
  }
  for (const part of ['rows', 'scale'] as const) {
    if (!question[part]) continue
    const english: string[] = []
    local[part] = localChoices(question[part], labels(given[part]), english)
    if (english.length) inEnglish[part] = english
  }
  if (Object.keys(inEnglish).length) local.inEnglish = inEnglish
  return local
}

/** The whole survey in a language, questions and all; English as it is (without its translations). */
export function localizeSurvey<S extends SurveyDefinition>(survey: S, locale: Locale): S {
  const { translations, ...rest } = survey
  const questions = survey.questions.map((q) => localizeQuestion(q, locale))
  if (locale === 'en') return { ...rest, questions } as S
  const given = translationIn(translations, locale)
  const inEnglish: NonNullable<SurveyDefinition['inEnglish']> = []
  const local = { ...rest, questions } as S
  for (const field of ['title', 'description', 'thankYou'] as const) {
    const value = text(given[field])
    if (value) local[field] = value
    else if (survey[field]) inEnglish.push(field)
  }
  if (inEnglish.length) local.inEnglish = inEnglish
  return local
}

/** `lang="en"` for a part shown in English on a page in another language; nothing otherwise. */
export function englishLang(
  parts: EnglishParts | undefined,
  part: keyof EnglishParts,
  id?: string,
): 'en' | undefined {
  const mark = parts?.[part]
  if (mark === true) return 'en'
  return Array.isArray(mark) && id !== undefined && mark.includes(id) ? 'en' : undefined
}

/** Translations as stored: blank fields and empty languages left out, so `{}` means none at all. */
export function cleanTranslations(given: Translations | undefined | null): Translations {
  const prune = (value: unknown): unknown => {
    if (typeof value === 'string') return value.trim() ? value : undefined
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
    const kept = Object.entries(value)
      .map(([key, inner]) => [key, prune(inner)] as const)
      .filter(([, inner]) => inner !== undefined)
    return kept.length ? Object.fromEntries(kept) : undefined
  }
  return (prune(given) ?? {}) as Translations
}

/** Every language's text of a field passed through `change` (piped tokens remapped, for example). */
export function mapTranslatedText(
  translations: Translations | undefined,
  fields: readonly string[],
  change: (text: string) => string,
): Translations | undefined {
  if (!translations) return translations
  return Object.fromEntries(
    Object.entries(translations).map(([locale, entry]) => [
      locale,
      Object.fromEntries(
        Object.entries(entry ?? {}).map(([field, value]) => [
          field,
          fields.includes(field) && typeof value === 'string' ? change(value) : value,
        ]),
      ),
    ]),
  ) as Translations
}
