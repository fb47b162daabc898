import { describe, expect, test } from 'vitest'
import { rollCsv } from '../../../tests/factories/communities'
import { toCsv } from '~/lib/csv'
import { MAX_ROLL_ROWS, parseRoll, ROLL_COLUMNS } from './roll-parse'
import type { WeightBasis } from './types'

const HEADER = 'unit,owner_name,owner_email,weight'

/** The errors of a roll of the given data lines under the required header. */
function errorsOf(lines: string[], basis: WeightBasis = 'custom', header = HEADER) {
  return parseRoll([header, ...lines].join('\n'), basis).errors
}

describe('header errors, all on line 1', () => {
  test('a missing required column is named', () => {
    expect(errorsOf([], 'custom', 'unit,owner_name,weight')).toEqual([
      { line: 1, column: 'owner_email', message: 'The required column "owner_email" is missing.' },
    ])
  })

  test('an unknown column is named with the list of columns', () => {
    const errors = errorsOf(['1,Ann,,1,blue'], 'custom', `${HEADER},colour`)
    expect(errors).toEqual([
      { line: 1, column: 'colour', message: expect.stringMatching(/^Unknown column "colour"/) },
    ])
  })

  test('a column given twice, in any spelling, is a duplicate', () => {
    expect(errorsOf([], 'custom', `${HEADER},Owner Name`)).toEqual([
      { line: 1, column: 'owner_name', message: 'The column "owner_name" appears twice.' },
    ])
  })

  test('headers are read without regard to case, spaces or dashes, in any order', () => {
    const parsed = parseRoll('Weight,Owner-Email,OWNER NAME,Unit\n2,ann@example.com,Ann Lee,A1', 'custom')
    expect(parsed.errors).toEqual([])
    expect(parsed.units[0]).toMatchObject({ label: 'A1', weight: '2', owners: [{ name: 'Ann Lee' }] })
  })

  test('an empty file says so', () => {
    expect(parseRoll('', 'unit').errors).toEqual([{ line: 1, column: null, message: 'The file is empty.' }])
  })
})

describe('row errors carry their line and column', () => {
  test.each([
    ['0', /greater than 0/],
    ['-1', /not a positive decimal/],
    ['abc', /not a positive decimal/],
    ['1,000', /not a positive decimal/],
    ['1.1234567', /more than 6 decimal places/],
    ['1.0000000', /more than 6 decimal places/],
    ['', /Enter the unit’s vote weight/],
  ])('weight %j', (weight, message) => {
    const cell = weight.includes(',') ? `"${weight}"` : weight
    expect(errorsOf(['A1,Ann,ann@example.com,1', `A2,Bob,bob@example.com,${cell}`])).toEqual([
      { line: 3, column: 'weight', message: expect.stringMatching(message) },
    ])
  })

  test('a bad email', () => {
    expect(errorsOf(['A1,Ann,ann@example,1'])).toEqual([
      { line: 2, column: 'owner_email', message: '"ann@example" is not a valid email address.' },
    ])
  })

  test('a missing unit or owner name', () => {
    expect(errorsOf([',Ann,,1', 'A2,,,1'])).toEqual([
      { line: 2, column: 'unit', message: 'The unit is missing.' },
      { line: 3, column: 'owner_name', message: 'The owner’s name is missing.' },
    ])
  })

  test('one vote per unit: every weight must be 1 (1.0 is 1)', () => {
    expect(errorsOf(['A1,Ann,,1.0', 'A2,Bob,,2', 'A3,Cy,,1.000000'], 'unit')).toEqual([
      {
        line: 3,
        column: 'weight',
        message: 'This community has one vote per unit, so every weight must be 1.',
      },
    ])
  })

  test('one unit with two different weights is a conflict; 1.5 and 1.50 are the same weight', () => {
    const lines = ['A1,Ann,,1.5', 'A1,Bob,,1.50', 'A2,Cy,,2', 'a2,Di,,2.5']
    expect(errorsOf(lines)).toEqual([
      { line: 5, column: 'weight', message: 'Unit A2 has the weight 2 on line 4, not 2.5.' },
    ])
  })

  test('the same owner twice on one unit (by name and email, ignoring case)', () => {
    expect(errorsOf(['A1,Ann Lee,ann@example.com,1', 'A1,ann  lee,ANN@example.com,1'])).toEqual([
      { line: 3, column: 'owner_name', message: 'ann lee is already listed as an owner of unit A1.' },
    ])
  })

  test('a row with more cells than the header', () => {
    expect(errorsOf(['A1,Ann,,1,extra'])).toEqual([
      { line: 2, column: null, message: 'This row has 5 cells but the header has 4.' },
    ])
  })

  test('a quote never closed is reported on the line it opened on', () => {
    expect(errorsOf(['A1,Ann,,1', 'A2,"Bob,,1', 'A3,Cy,,1'])).toEqual([
      { line: 3, column: null, message: expect.stringMatching(/never closed/) },
    ])
  })

  test('every error is reported, and lines after a multi-line cell are counted right', () => {
    const csv = `${HEADER},mailing_address\nA1,Ann,,1,"PO Box 1\nProvo UT"\nA2,Bob,bad,1,\nA3,Cy,,0,`
    expect(parseRoll(csv, 'custom').errors.map((e) => [e.line, e.column])).toEqual([
      [4, 'owner_email'],
      [5, 'weight'],
    ])
  })

  test('an owner’s name or a unit label on two lines is an error on the line its row starts on', () => {
    // Row 2 spans lines 2-4 (its name and its mailing address, which may have several lines, have two each).
    const csv = [
      `${HEADER},mailing_address`,
      'A1,"Ann\nLee",,1,"PO Box 1\nProvo UT"',
      'A2,"Bob\r\nLee",,1,',
      'A3,"Cy\rLee",,1,',
      '"A\n4",Di,,1,',
      'A5,Ed,,1,',
    ].join('\n')
    const message = (what: string) => `The ${what} has a line break in it; put it on one line.`
    expect(parseRoll(csv, 'custom').errors).toEqual([
      { line: 2, column: 'owner_name', message: message('owner’s name') },
      { line: 5, column: 'owner_name', message: message('owner’s name') },
      { line: 7, column: 'owner_name', message: message('owner’s name') },
      { line: 9, column: 'unit', message: message('unit label') },
    ])
  })

  test('units named on failing rows are listed, so a preview does not call them removed', () => {
    const parsed = parseRoll([HEADER, 'A1,Ann,,1', 'Unit  B,Bob,,x'].join('\n'), 'custom')
    expect([...parsed.failedLabelKeys]).toEqual(['unit b'])
  })

  test(`more than ${MAX_ROLL_ROWS} rows is refused as a whole`, () => {
    const rows = Array.from({ length: MAX_ROLL_ROWS + 1 }, (_, i) => `U${i},O${i},,1`)
    expect(errorsOf(rows)).toEqual([
      { line: 1, column: null, message: 'A roll can have at most 50,000 rows.' },
    ])
  })
})

describe('units and owners', () => {
  test('several rows for one unit are its co-owners, in file order; labels match without regard to case', () => {
    const csv = [
      `${HEADER},address`,
      'Unit 7A,Ann Lee,ann@example.com,2.5,7 Elm St',
      'UNIT  7a,Bob Lee,,2.50,',
      'Unit 8,Ann Lee,ann@example.com,1,8 Elm St',
    ].join('\r\n')
    const { units, errors, rows } = parseRoll(csv, 'custom')
    expect(errors).toEqual([])
    expect(rows).toBe(3)
    expect(units.map((u) => [u.label, u.labelKey, u.weight, u.address, u.owners.map((o) => o.name)])).toEqual(
      [
        ['Unit 7A', 'unit 7a', '2.5', '7 Elm St', ['Ann Lee', 'Bob Lee']],
        ['Unit 8', 'unit 8', '1', '8 Elm St', ['Ann Lee']],
      ],
    )
    // The same person on two units has one key, so they are stored as one owner.
    expect(units[0]!.owners[0]!.key).toBe(units[1]!.owners[0]!.key)
  })

  test('emails are lower-cased; an empty email, phone or mailing address is null', () => {
    const { units } = parseRoll(
      rollCsv([{ unit: 'A', owner_name: 'Ann', owner_email: ' Ann@X.com ', weight: '1' }]),
      'unit',
    )
    expect(units[0]!.owners[0]).toMatchObject({ email: 'ann@x.com', phone: null, mailingAddress: null })
  })

  test('unicode names and a semicolon-separated file from European Excel', () => {
    const csv = '\uFEFFunit;owner_name;owner_email;weight\r\n1;José Núñez;;1\r\n2;李小龙 👩‍👩‍👧;;1\r\n'
    const { units, errors } = parseRoll(csv, 'unit')
    expect(errors).toEqual([])
    expect(units.map((u) => u.owners[0]!.name)).toEqual(['José Núñez', '李小龙 👩‍👩‍👧'])
  })
})

describe('formula-looking cells', () => {
  const owner = {
    unit: '-12',
    owner_name: '=HYPERLINK("http://evil.example","Click")',
    owner_email: 'ann@example.com',
    weight: '1',
    address: '@Home, 12 Elm',
    owner_phone: '+1 801 555 0100',
    mailing_address: '=1+1\nProvo UT',
    language: 'es',
  }

  test('an exported roll writes them guarded, and importing the export gives the original values', () => {
    const csv = toCsv(
      ROLL_COLUMNS,
      [owner].map((o) => ROLL_COLUMNS.map((c) => o[c])),
    )
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(csv).toContain("'+1 801 555 0100")
    expect(csv).toContain("'-12,")
    const { units, errors } = parseRoll(csv, 'unit')
    expect(errors).toEqual([])
    expect(units[0]).toMatchObject({
      label: '-12',
      address: '@Home, 12 Elm',
      owners: [
        {
          name: owner.owner_name,
          phone: '+1 801 555 0100',
          mailingAddress: '=1+1\nProvo UT',
          language: 'es',
        },
      ],
    })
  })

  test('an apostrophe not guarding a formula is kept', () => {
    const { units } = parseRoll(`${HEADER}\n'Ohana Trust,'Ohana Trust,,1`, 'unit')
    expect(units[0]).toMatchObject({ label: "'Ohana Trust", owners: [{ name: "'Ohana Trust" }] })
  })
})

describe('the language column', () => {
  const WITH_LANGUAGE = `${HEADER},language`
  const languageOf = (cell: string) => {
    const parsed = parseRoll(`${WITH_LANGUAGE}\nA1,Ann,ann@example.com,1,${cell}`, 'unit')
    expect(parsed.errors).toEqual([])
    return parsed.units[0]!.owners[0]!.language
  }

  test.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['English', 'en'],
    ['english', 'en'],
    ['Inglés', 'en'],
    ['INGLÉS', 'en'],
    ['ingles', 'en'],
    ['es', 'es'],
    ['ES', 'es'],
    [' es ', 'es'],
    ['Spanish', 'es'],
    ['SPANISH', 'es'],
    ['Español', 'es'],
    ['español', 'es'],
    ['ESPAÑOL', 'es'],
    ['Espan\u0303ol', 'es'], // the ñ as n and a combining tilde, as macOS may write it
    ['espanol', 'es'],
    ['"Spanish"', 'es'],
  ])('%j is %s', (cell, language) => {
    expect(languageOf(cell)).toBe(language)
  })

  test('an empty cell is English', () => {
    expect(languageOf('')).toBe('en')
    expect(languageOf('  ')).toBe('en')
  })

  test('any other value is a row error naming the value and the allowed ones, and nothing is read', () => {
    const parsed = parseRoll(
      [
        WITH_LANGUAGE,
        'A1,Ann,ann@example.com,1,es',
        'A2,Bob,bob@example.com,1,fr',
        'A3,Cy,,1,Spanglish',
      ].join('\n'),
      'unit',
    )
    const message = (value: string) =>
      `The language "${value}" is not one the notices are written in. Write en (English) or es (Spanish), ` +
      'or leave the cell empty for English.'
    expect(parsed.errors).toEqual([
      { line: 3, column: 'language', message: message('fr') },
      { line: 4, column: 'language', message: message('Spanglish') },
    ])
  })

  test('a value that only looks like a key of an object is refused too', () => {
    expect(errorsOf(['A1,Ann,,1,constructor'], 'unit', WITH_LANGUAGE)).toEqual([
      { line: 2, column: 'language', message: expect.stringContaining('"constructor"') },
    ])
  })

  test('without the column every owner’s language is null: the stored one is kept', () => {
    const { units } = parseRoll(`${HEADER}\nA1,Ann,ann@example.com,1`, 'unit')
    expect(units[0]!.owners[0]!.language).toBeNull()
  })

  test('an owner of several units: a language named on any row counts for all of them', () => {
    const { units, errors } = parseRoll(
      [WITH_LANGUAGE, 'A1,Ann,ann@example.com,1,', 'A2,Ann,ann@example.com,1,Español', 'A3,Bob,,1,'].join(
        '\n',
      ),
      'unit',
    )
    expect(errors).toEqual([])
    expect(units.map((u) => u.owners[0]!.language)).toEqual(['es', 'es', 'en'])
  })

  test('one owner named with two languages is an error on the second row', () => {
    expect(
      errorsOf(['A1,Ann,ann@example.com,1,es', 'A2,Ann,ann@example.com,1,en'], 'unit', WITH_LANGUAGE),
    ).toEqual([{ line: 3, column: 'language', message: 'Ann reads es on line 2; one owner, one language.' }])
  })

  test('co-owners of one unit may read different languages', () => {
    const { units, errors } = parseRoll(
      [WITH_LANGUAGE, 'A1,Ana Reyes,ana@example.com,1,es', 'A1,Luis Reyes,luis@example.com,1,en'].join('\n'),
      'unit',
    )
    expect(errors).toEqual([])
    expect(units[0]!.owners.map((o) => o.language)).toEqual(['es', 'en'])
  })

  test('the header may spell it Language or LANGUAGE', () => {
    const { units, errors } = parseRoll(`${HEADER},Language\nA1,Ann,,1,es`, 'unit')
    expect(errors).toEqual([])
    expect(units[0]!.owners[0]!.language).toBe('es')
  })
})
