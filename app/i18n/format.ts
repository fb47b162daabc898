import { INTL_LOCALES, type Locale } from './locales'

/** A message: a sentence with `{name}` placeholders, or its plural forms chosen by `{count}`. */
export type PluralMessage = { one: string; other: string }
export type Message = string | PluralMessage
export type Catalogue = Readonly<Record<string, Message>>
export type Params = Readonly<Record<string, string | number>>

const pluralRules = new Map<Locale, Intl.PluralRules>()
const numberFormats = new Map<Locale, Intl.NumberFormat>()
const listFormats = new Map<Locale, Intl.ListFormat>()

function pluralOf(locale: Locale, count: number): 'one' | 'other' {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(INTL_LOCALES[locale])))
  return rules.select(count) === 'one' ? 'one' : 'other'
}

/** A number as the language writes it: 1,234.5 in English, 1,234.5 in US Spanish too, but through `Intl`. */
export function formatNumber(locale: Locale, value: number): string {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(INTL_LOCALES[locale])))
  return format.format(value)
}

/** Names joined as the language lists them: "Salt Lake City and St. George", "Salt Lake City y St. George". */
export function formatList(locale: Locale, items: readonly string[]): string {
  let format = listFormats.get(locale)
  if (!format)
    listFormats.set(locale, (format = new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' })))
  return format.format(items)
}

const decimalFormats = new Map<string, Intl.NumberFormat>()

function decimalFormat(locale: Locale, style: 'decimal' | 'percent', places: number): Intl.NumberFormat {
  const key = `${locale}:${style}:${places}`
  let format = decimalFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style,
      minimumFractionDigits: style === 'percent' ? places : 0,
      maximumFractionDigits: Math.min(places, 20),
    })
    decimalFormats.set(key, format)
  }
  return format
}

const placesOf = (text: string) => text.split('.')[1]?.length ?? 0

/**
 * An exact decimal string (a vote weight, "1234.5") as the language writes it, every digit kept: `Intl` formats
 * the string itself, never a binary float of it.
 */
export function formatDecimal(locale: Locale, value: string): string {
  return decimalFormat(locale, 'decimal', placesOf(value)).format(value as Intl.StringNumericLiteral)
}

/**
 * A percentage written as a decimal string ("42.0", "33.333") with its sign as the language writes it, keeping
 * the places it was given: "42.0%".
 */
export function formatPercent(locale: Locale, percent: string): string {
  const places = placesOf(percent)
  return decimalFormat(locale, 'percent', places).format(`${percent}e-2` as Intl.StringNumericLiteral)
}

/**
 * Fills a message's placeholders. A number is written through `Intl` unless the placeholder is `{name!}`
 * (for years, unit numbers and the like, written as given). A placeholder without a value stays visible,
 * so a missing parameter shows in review instead of vanishing.
 */
export function formatMessage(locale: Locale, message: Message, params: Params = {}): string {
  const template =
    typeof message === 'string' ? message : message[pluralOf(locale, Number(params.count ?? 0))]
  return template.replace(/\{(\w+)(!?)\}/g, (whole, name: string, raw: string) => {
    const value = params[name]
    if (value === undefined) return whole
    return typeof value === 'number' && !raw ? formatNumber(locale, value) : String(value)
  })
}

export type RichPart = { text: string; tag?: string }

/**
 * Splits a filled message at its tags, `<link>read the rules</link>`, so a component can wrap each tagged
 * part in an element (a link, bold words) while translators keep the whole sentence in one place.
 */
export function richParts(text: string): RichPart[] {
  const parts: RichPart[] = []
  const pattern = /<(\w+)>(.*?)<\/\1>/gs
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) })
    parts.push({ text: match[2]!, tag: match[1]! })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
