import { describe, expect, test } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csvCell', () => {
  test.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
  ])('%j is written as %j (RFC 4180)', (value, cell) => expect(csvCell(value)).toBe(cell))

  test.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1 801 555 0100', "'+1 801 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('a cell starting like a formula, %j, is kept as text', (value, cell) =>
    expect(csvCell(value)).toBe(cell),
  )

  test('a formula sign later in the text is left alone', () => expect(csvCell('a=b')).toBe('a=b'))
})

test('toCsv starts with a byte order mark and ends every line with CRLF', () => {
  expect(toCsv(['A', 'B'], [['1', 'x,y']])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n')
})
