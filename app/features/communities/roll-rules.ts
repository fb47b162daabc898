import { LOCALES, type Locale } from '~/i18n/locales'
import { readDecimal } from '~/lib/decimal'
import type { WeightBasis } from './types'

// The rules a unit and an owner follow wherever they come from: a CSV row, the unit form, the API.

export const LIMITS = {
  label: 40,
  name: 120,
  email: 254,
  phone: 40,
  address: 200,
  mailingAddress: 300,
  ownersPerUnit: 20,
} as const

// The shape Zod's email check accepts, kept here so 10,000 CSV rows do not build 10,000 schemas.
const EMAIL = /^(?!\.)(?!.*\.\.)([\w'+\-.]*)[\w+-]@([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i
const CONTROL = /\p{Cc}/u

export function emailProblem(email: string): string | null {
  if (email.length > LIMITS.email) return 'The email address is too long.'
  return EMAIL.test(email) ? null : `"${email}" is not a valid email address.`
}

/** Why a weight cannot be saved for a community of this basis, or null when it can. */
export function weightProblem(text: string, basis: WeightBasis): string | null {
  if (text.trim() === '') return 'Enter the unit’s vote weight.'
  const read = readDecimal(text)
  if (!read.ok) {
    if (read.problem === 'too_many_places') return 'The weight has more than 6 decimal places.'
    if (read.problem === 'too_large') return 'The weight is too large (at most 12 digits before the point).'
    return `The weight "${text.trim()}" is not a positive decimal number (like 1, 0.5 or 2.125).`
  }
  if (read.value === 0n) return 'The weight must be greater than 0.'
  if (basis === 'unit' && read.value !== 1_000_000n)
    return 'This community has one vote per unit, so every weight must be 1.'
  return null
}

/**
 * Why a text field cannot be saved, or null: too long, holding control characters, or (unless `lines` is
 * 'many', as for a mailing address) a line break: a name or a label on two lines is a mistake, such as a
 * spreadsheet cell where Alt+Enter was pressed.
 */
export function textProblem(
  value: string,
  max: number,
  what: string,
  lines: 'one' | 'many' = 'one',
): string | null {
  if (value.length > max) return `The ${what} is too long (at most ${max} characters).`
  if (lines === 'one' && /[\r\n]/.test(value))
    return `The ${what} has a line break in it; put it on one line.`
  if (CONTROL.test(value.replace(/\n/g, ''))) return `The ${what} contains a character that is not allowed.`
  return null
}

const squeeze = (value: string) => value.trim().replace(/\s+/g, ' ')

/** Labels are unique in a community without regard to case or repeated spaces. */
export const labelKeyOf = (label: string) => squeeze(label).toLowerCase()

/** Digit runs zero-padded, so "Unit 2" sorts before "Unit 10". */
export const sortKeyOf = (label: string) => labelKeyOf(label).replace(/\d+/g, (d) => d.padStart(12, '0'))

/**
 * One owner of several units is one person; two co-owners sharing an email stay two people. Without an
 * email, the mailing address tells two owners of one name apart.
 */
export function ownerKeyOf(owner: { name: string; email: string | null; mailingAddress: string | null }) {
  const name = squeeze(owner.name).toLowerCase()
  return owner.email
    ? `${name}|${owner.email.toLowerCase()}`
    : `${name}|@${squeeze(owner.mailingAddress ?? '').toLowerCase()}`
}

/** Empty after trimming is "not given". */
export const optional = (value: string | undefined | null) => {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

// How a spreadsheet may name a language: the code, or its name in English or in Spanish, in any case
// and with or without the accent. An empty cell is English.
const LANGUAGE_SPELLINGS: Readonly<Record<string, Locale>> = {
  '': 'en',
  en: 'en',
  english: 'en',
  inglés: 'en',
  ingles: 'en',
  es: 'es',
  spanish: 'es',
  español: 'es',
  espanol: 'es',
}

/** The language a roll cell names, or undefined when it names none the site writes in. */
export function readLanguage(text: string): Locale | undefined {
  const locale = LANGUAGE_SPELLINGS[text.normalize('NFC').trim().toLowerCase()]
  return LOCALES.includes(locale!) ? locale : undefined
}

export const languageProblem = (text: string) =>
  `The language "${text.trim()}" is not one the notices are written in. Write en (English) or es ` +
  '(Spanish), or leave the cell empty for English.'
