import { describe, expect, test } from 'vitest'
import { CsvReader, readCsv, type CsvRecord } from './csv-read'

function records(text: string): CsvRecord[] {
  const result = readCsv(text)
  if (!result.ok) throw new Error(`unexpected error on line ${result.line}: ${result.message}`)
  return result.records
}
const cells = (text: string) => records(text).map((r) => r.cells)

describe('quoted cells', () => {
  test('"" inside quotes is one quote, and a quoted cell may be empty', () => {
    expect(cells('a,b\n"say ""hi""","",x\n')).toEqual([
      ['a', 'b'],
      ['say "hi"', '', 'x'],
    ])
  })

  test('a comma inside quotes is part of the cell, not a separator', () => {
    expect(cells('name,city\n"Lee, Ann","Provo, UT"')).toEqual([
      ['name', 'city'],
      ['Lee, Ann', 'Provo, UT'],
    ])
  })

  test('a line break inside quotes is part of the cell; the record keeps the line it starts on', () => {
    const text = 'unit,mailing\n1,"12 Elm St\r\nApt 3\nProvo"\n2,x\r\n3,"a\rb"\n4,y'
    expect(records(text)).toEqual([
      { line: 1, cells: ['unit', 'mailing'] },
      { line: 2, cells: ['1', '12 Elm St\nApt 3\nProvo'] },
      { line: 5, cells: ['2', 'x'] },
      { line: 6, cells: ['3', 'a\nb'] },
      { line: 8, cells: ['4', 'y'] },
    ])
  })

  test('a quote that is never closed is an error naming the line it opened on', () => {
    const result = readCsv('unit,name\n1,Ann\n2,"Bob\n3,Cy\n')
    expect(result).toEqual({ ok: false, line: 3, message: expect.stringMatching(/never closed/) })
  })

  test('a quote in the middle of an unquoted cell is kept as written', () => {
    expect(cells('a,b\n5" pipe,x')).toEqual([
      ['a', 'b'],
      ['5" pipe', 'x'],
    ])
  })
})

describe('line ends, byte order mark and blank lines', () => {
  test.each([
    ['CRLF', 'unit,name\r\n1,Ann\r\n2,Bob\r\n'],
    ['LF', 'unit,name\n1,Ann\n2,Bob\n'],
    ['lone CR (old Mac Excel)', 'unit,name\r1,Ann\r2,Bob\r'],
    ['no final line end', 'unit,name\r\n1,Ann\r\n2,Bob'],
  ])('%s: the same records on the same lines', (_, text) => {
    expect(records(text)).toEqual([
      { line: 1, cells: ['unit', 'name'] },
      { line: 2, cells: ['1', 'Ann'] },
      { line: 3, cells: ['2', 'Bob'] },
    ])
  })

  test('a UTF-8 byte order mark is not part of the first header cell', () => {
    expect(cells('\uFEFFunit,name\r\n1,Ann')[0]).toEqual(['unit', 'name'])
  })

  test('blank and whitespace-only lines are skipped, but still counted for line numbers', () => {
    expect(records('unit,name\n\n1,Ann\r\n\r\n   \n2,Bob\n\n')).toEqual([
      { line: 1, cells: ['unit', 'name'] },
      { line: 3, cells: ['1', 'Ann'] },
      { line: 6, cells: ['2', 'Bob'] },
    ])
  })

  test('a row of empty cells, as Excel writes for a formatted but empty row, is blank too', () => {
    expect(records('unit,name\n1,Ann\n,\n , \n2,Bob\n,,')).toEqual([
      { line: 1, cells: ['unit', 'name'] },
      { line: 2, cells: ['1', 'Ann'] },
      { line: 5, cells: ['2', 'Bob'] },
    ])
  })

  test('an empty file has no records', () => {
    expect(records('')).toEqual([])
    expect(records('\uFEFF\r\n\r\n')).toEqual([])
  })
})

test('unicode names come through unchanged', () => {
  const names = ['José Núñez', 'Peña', '李小龙', 'Zoë 👩‍👩‍👧 Family', 'Ångström']
  const text = `name\n${names.map((n) => `"${n}"`).join('\n')}\n`
  expect(cells(text).slice(1).flat()).toEqual(names)
})

describe('separators', () => {
  test('semicolons (European Excel) are found from the header', () => {
    expect(cells('unit;name;weight\r\n1;"Lee; Ann";0,5\r\n')).toEqual([
      ['unit', 'name', 'weight'],
      ['1', 'Lee; Ann', '0,5'],
    ])
  })

  test('tabs are found from the header; commas then stay inside cells', () => {
    expect(cells('unit\tname\n1\tLee, Ann\n')).toEqual([
      ['unit', 'name'],
      ['1', 'Lee, Ann'],
    ])
    expect(cells('\tname\nx\tAnn')).toEqual([
      ['', 'name'],
      ['x', 'Ann'],
    ])
  })

  test('a comma header keeps semicolons inside cells', () => {
    expect(cells('unit,name\n1,a;b\n')).toEqual([
      ['unit', 'name'],
      ['1', 'a;b'],
    ])
  })

  test('the separator is found from the header even after blank lines', () => {
    expect(cells('\r\n\r\nunit;name\r\n1;Ann')).toEqual([
      ['unit', 'name'],
      ['1', 'Ann'],
    ])
  })
})

describe('read in pieces, as an upload arrives', () => {
  const text =
    '\uFEFF\r\nunit;name;note\r\n1;"Lee; Ann";"say ""hi""\r\nthen go"\r2;Bob;\n\n3;"Cy";x\r\n4;"a""b"'

  test('every way of cutting the text in two reads the same as the whole', () => {
    const whole = readCsv(text)
    expect(whole.ok && whole.records.length).toBe(5)
    for (let cut = 0; cut <= text.length; cut++) {
      const reader = new CsvReader()
      reader.push(text.slice(0, cut))
      reader.push(text.slice(cut))
      expect(reader.end(), `cut at ${cut}`).toEqual(whole)
    }
  })

  test('one character at a time reads the same too, and records appear as their lines end', () => {
    const reader = new CsvReader()
    const seen: number[] = []
    for (const ch of text) {
      reader.push(ch)
      seen.push(reader.records.length)
    }
    expect(reader.end()).toEqual(readCsv(text))
    expect(seen.at(-1)).toBe(4) // the last record ends with the text, so only end() can close it
  })

  test('a quote still open at the end is the same error, whatever the pieces', () => {
    const reader = new CsvReader()
    for (const piece of ['unit,name\n1,Ann\n2,"B', 'ob\n3,Cy\n']) reader.push(piece)
    expect(reader.end()).toEqual(readCsv('unit,name\n1,Ann\n2,"Bob\n3,Cy\n'))
  })
})
