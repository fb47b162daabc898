import { describe, expect, test } from 'vitest'
import type { Catalogue, Message } from './format'
import { catalogueAreas, catalogueOf } from './catalogues.server'
import { DEFAULT_LOCALE, LOCALES } from './locales'

// Every area's catalogue in every language against its English original: the same keys, the same
// placeholders and tags, and words of its own. Areas are read from the catalogue table, so an area
// registered later is checked without a change here.

/**
 * Messages that are rightly the same words in Spanish; anything else identical to English is a message
 * nobody translated. "Blog" is the Spanish word too (in the Real Academia's dictionary, and what Spanish
 * sites call theirs); "Total", "No" and "Error" are spelled the same in both languages, and Spanish says
 * "Chat" too. A message of placeholders and punctuation alone ("{first} · {second}") has no words to translate.
 */
const SAME_IN_SPANISH: ReadonlySet<string> = new Set(['Blog', 'Total', 'No', 'Error', 'Chat'])
const wordsOf = (text: string) => text.replace(/\{\w+!?\}|<\/?\w+>/g, '')

const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : [message.one, message.other]
const placeholders = (message: Message) =>
  [...new Set(forms(message).flatMap((text) => [...text.matchAll(/\{(\w+!?)\}/g)].map((m) => m[1]!)))].sort()
const tags = (message: Message) =>
  forms(message)
    .map((text) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).join(''))
    .sort()
    .join('|')

const areas = catalogueAreas()
const translations = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

test('the table lists the shell, and every area has a catalogue in every language', () => {
  expect(areas).toContain('shell')
  for (const locale of LOCALES)
    for (const area of areas)
      expect([locale, area, typeof catalogueOf(locale, area)]).toEqual([locale, area, 'object'])
})

describe.each(translations.flatMap((locale) => areas.map((area) => [locale, area] as const)))(
  '%s catalogue of %s',
  (locale, area) => {
    const english: Catalogue = catalogueOf(DEFAULT_LOCALE, area)
    const translated: Catalogue = catalogueOf(locale, area)

    test('has exactly the English keys', () => {
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
    })

    test('every message keeps its English placeholders and tags, and its plural forms', () => {
      const mismatched = Object.keys(english).flatMap((key) => {
        const [en, other] = [english[key]!, translated[key]]
        if (other === undefined) return []
        const problems = []
        if (typeof en !== typeof other) problems.push('plural forms')
        if (placeholders(en).join() !== placeholders(other).join())
          problems.push(`placeholders ${placeholders(en).join()} / ${placeholders(other).join()}`)
        if (tags(en) !== tags(other)) problems.push(`tags ${tags(en)} / ${tags(other)}`)
        return problems.map((problem) => `${key}: ${problem}`)
      })
      expect(mismatched).toEqual([])
    })

    test('no message is left in English, except names', () => {
      const untranslated = Object.keys(english).filter((key) => {
        const [en, other] = [english[key]!, translated[key]]
        return (
          other !== undefined &&
          JSON.stringify(en) === JSON.stringify(other) &&
          !forms(en).every((text) => SAME_IN_SPANISH.has(text) || !/\p{L}/u.test(wordsOf(text)))
        )
      })
      expect(untranslated).toEqual([])
    })

    test('no message is empty', () => {
      expect(Object.keys(translated).filter((key) => forms(translated[key]!).some((t) => !t.trim()))).toEqual(
        [],
      )
    })
  },
)
