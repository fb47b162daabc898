import type { Locale } from '~/i18n/locales'
import { fromCsvCell } from '~/lib/csv'
import { readCsv, type CsvReadResult } from '~/lib/csv-read'
import { sameDecimal } from '~/lib/decimal'
import {
  emailProblem,
  labelKeyOf,
  languageProblem,
  LIMITS,
  optional,
  ownerKeyOf,
  readLanguage,
  sortKeyOf,
  textProblem,
  weightProblem,
} from './roll-rules'
import type { RollError, WeightBasis } from './types'

// A roll CSV (issue 11): a header row, then one row per owner of a unit; several rows for one unit are
// its co-owners. Every problem is reported with its line and column, and nothing is half-read.
//
// The `language` column says what each owner reads. A file without it leaves every owner's language as it
// is stored (staff may have set it by hand); in a file with it, an owner's language is the one any of
// their rows names, and English when all of their cells are empty.

export const REQUIRED_COLUMNS = ['unit', 'owner_name', 'owner_email', 'weight'] as const
export const OPTIONAL_COLUMNS = ['address', 'owner_phone', 'mailing_address', 'language'] as const
/** The export's column order: the required columns first, as the import documents them. */
export const ROLL_COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS] as const
type Column = (typeof ROLL_COLUMNS)[number]
export const MAX_ROLL_ROWS = 50_000
export const MAX_ROWS_SENTENCE = `A roll can have at most ${MAX_ROLL_ROWS.toLocaleString('en-US')} rows.`

export type RollOwner = {
  name: string
  email: string | null
  phone: string | null
  mailingAddress: string | null
  /** Null when the file has no `language` column: the owner keeps the language stored for them. */
  language: Locale | null
  key: string
}
export type RollUnit = {
  label: string
  labelKey: string
  sortKey: string
  address: string | null
  weight: string
  owners: RollOwner[]
  line: number
}
const loose = (text: string) => text.replace(/\s+/g, ' ').toLowerCase()

type OwnerDetails = {
  name: string
  phone: string | null
  phoneLine: number
  mailingAddress: string | null
  mailingLine: number
  language: Locale | null
  languageLine: number
}

/** `failedLabelKeys`: units named on a row with an error, so a preview does not call them removed. */
export type ParsedRoll = {
  rows: number
  units: RollUnit[]
  errors: RollError[]
  failedLabelKeys: Set<string>
}

// "Owner Name", "owner-name" and "OWNER_NAME" are all owner_name.
const columnName = (header: string) =>
  fromCsvCell(header)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

function readHeader(cells: string[], errors: RollError[]): Map<Column, number> | null {
  const columns = new Map<Column, number>()
  cells.forEach((cell, index) => {
    const name = columnName(cell)
    if (name === '') return
    if (!(ROLL_COLUMNS as readonly string[]).includes(name)) {
      errors.push({
        line: 1,
        column: cell.trim(),
        message: `Unknown column "${cell.trim()}". The columns are ${ROLL_COLUMNS.join(', ')}.`,
      })
    } else if (columns.has(name as Column)) {
      errors.push({ line: 1, column: name, message: `The column "${name}" appears twice.` })
    } else columns.set(name as Column, index)
  })
  for (const required of REQUIRED_COLUMNS)
    if (!columns.has(required))
      errors.push({ line: 1, column: required, message: `The required column "${required}" is missing.` })
  return errors.length ? null : columns
}

const unreadable = (rows: number, errors: RollError[]): ParsedRoll => ({
  rows,
  units: [],
  errors,
  failedLabelKeys: new Set(),
})

/**
 * Reads and checks a roll, given as text or as the records of a file already read (roll-file.ts); `units`
 * is meaningful only when `errors` is empty.
 */
export function parseRoll(input: string | CsvReadResult, basis: WeightBasis): ParsedRoll {
  const errors: RollError[] = []
  const read = typeof input === 'string' ? readCsv(input) : input
  if (!read.ok) return unreadable(0, [{ line: read.line, column: null, message: read.message }])
  const [header, ...records] = read.records
  if (!header) return unreadable(0, [{ line: 1, column: null, message: 'The file is empty.' }])
  const columns = readHeader(header.cells, errors)
  if (!columns) return unreadable(records.length, errors)
  // An import replaces the whole roll: a header alone would delete every unit, so it is refused.
  if (!records.length)
    return unreadable(0, [{ line: 1, column: null, message: 'The file has a header row but no units.' }])
  if (records.length > MAX_ROLL_ROWS)
    return unreadable(records.length, [{ line: 1, column: null, message: MAX_ROWS_SENTENCE }])

  const units = new Map<string, RollUnit>()
  const ownerDetails = new Map<string, OwnerDetails>()
  const failedLabelKeys = new Set<string>()
  for (const record of records) {
    const fail = (column: Column | null, message: string) => {
      errors.push({ line: record.line, column, message })
      const unit = columns.get('unit')
      if (unit !== undefined) failedLabelKeys.add(labelKeyOf(fromCsvCell(record.cells[unit] ?? '')))
    }
    if (record.cells.length > header.cells.length) {
      fail(null, `This row has ${record.cells.length} cells but the header has ${header.cells.length}.`)
      continue
    }
    const cell = (column: Column) => {
      const index = columns.get(column)
      return index === undefined ? '' : fromCsvCell(record.cells[index] ?? '').trim()
    }
    const before = errors.length
    const label = cell('unit')
    const name = cell('owner_name')
    const email = optional(cell('owner_email'))?.toLowerCase() ?? null
    const weight = cell('weight')
    const owner = {
      name: name.replace(/\s+/g, ' '),
      email,
      phone: optional(cell('owner_phone')),
      mailingAddress: optional(cell('mailing_address')),
    }
    const address = optional(cell('address'))
    const languageCell = cell('language')
    const language = languageCell === '' ? null : readLanguage(languageCell)
    if (language === undefined) fail('language', languageProblem(languageCell))
    if (label === '') fail('unit', 'The unit is missing.')
    else {
      const problem = textProblem(label, LIMITS.label, 'unit label')
      if (problem) fail('unit', problem)
    }
    if (name === '') fail('owner_name', 'The owner’s name is missing.')
    for (const [column, value, max, what, lines] of [
      ['owner_name', name, LIMITS.name, 'owner’s name', 'one'],
      ['owner_phone', owner.phone, LIMITS.phone, 'phone number', 'one'],
      ['address', address, LIMITS.address, 'address', 'many'],
      ['mailing_address', owner.mailingAddress, LIMITS.mailingAddress, 'mailing address', 'many'],
    ] as const) {
      const problem = value ? textProblem(value, max, what, lines) : null
      if (problem) fail(column, problem)
    }
    const badEmail = email ? emailProblem(email) : null
    if (badEmail) fail('owner_email', badEmail)
    const badWeight = weightProblem(weight, basis)
    if (badWeight) fail('weight', badWeight)
    if (errors.length > before) continue

    const key = ownerKeyOf(owner)
    const seen = ownerDetails.get(key)
    if (!seen)
      ownerDetails.set(key, {
        name: owner.name,
        phone: owner.phone,
        phoneLine: record.line,
        mailingAddress: owner.mailingAddress,
        mailingLine: record.line,
        language: language ?? null,
        languageLine: record.line,
      })
    else {
      if (seen.phone && owner.phone && seen.phone !== owner.phone)
        fail(
          'owner_phone',
          `${owner.name} has the phone ${seen.phone} on line ${seen.phoneLine}; one owner, one phone.`,
        )
      else if (!seen.phone && owner.phone) Object.assign(seen, { phone: owner.phone, phoneLine: record.line })
      const [was, is] = [seen.mailingAddress, owner.mailingAddress]
      if (was && is && loose(was) !== loose(is))
        fail(
          'mailing_address',
          `${owner.name} has the mailing address "${was}" on line ${seen.mailingLine}; one owner, one mailing address.`,
        )
      else if (!was && is) Object.assign(seen, { mailingAddress: is, mailingLine: record.line })
      if (seen.language && language && seen.language !== language)
        fail(
          'language',
          `${owner.name} reads ${seen.language} on line ${seen.languageLine}; one owner, one language.`,
        )
      else if (!seen.language && language) Object.assign(seen, { language, languageLine: record.line })
    }

    const labelKey = labelKeyOf(label)
    const unit = units.get(labelKey)
    if (!unit) {
      units.set(labelKey, {
        label: label.replace(/\s+/g, ' '),
        labelKey,
        sortKey: sortKeyOf(label),
        address,
        weight,
        owners: [{ ...owner, language: null, key }],
        line: record.line,
      })
      continue
    }
    if (!sameDecimal(unit.weight, weight))
      fail('weight', `Unit ${unit.label} has the weight ${unit.weight} on line ${unit.line}, not ${weight}.`)
    else if (address && unit.address && address !== unit.address)
      fail('address', `Unit ${unit.label} has the address "${unit.address}" on line ${unit.line}.`)
    else if (unit.owners.some((o) => o.key === key))
      fail('owner_name', `${owner.name} is already listed as an owner of unit ${unit.label}.`)
    else if (unit.owners.length >= LIMITS.ownersPerUnit)
      fail('owner_name', `A unit can have at most ${LIMITS.ownersPerUnit} owners.`)
    else {
      unit.owners.push({ ...owner, language: null, key })
      unit.address ??= address
    }
  }
  // One owner is stored once: the name and mailing address as first spelled, and a phone, mailing
  // address or language given on any of their rows, count for all of them (else the last row saved
  // would win).
  const defaultLanguage = columns.has('language') ? 'en' : null
  for (const unit of units.values())
    for (const owner of unit.owners) {
      const details = ownerDetails.get(owner.key)!
      owner.name = details.name
      owner.phone = details.phone
      owner.mailingAddress = details.mailingAddress
      owner.language = details.language ?? defaultLanguage
    }
  return { rows: records.length, units: [...units.values()], errors, failedLabelKeys }
}
