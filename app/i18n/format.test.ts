import { describe, expect, test } from 'vitest'
import { formatDecimal, formatList, formatMessage, formatNumber, formatPercent, richParts } from './format'

describe('placeholders', () => {
  test('each {name} is filled in, as often as it appears', () => {
    expect(formatMessage('en', '{a} and {b}, then {a} again', { a: 'Ann', b: 'Bob' })).toBe(
      'Ann and Bob, then Ann again',
    )
  })

  test('a number is written through Intl in the page’s language', () => {
    expect(formatMessage('en', '{n} units', { n: 12345 })).toBe('12,345 units')
    expect(formatMessage('es', '{n} unidades', { n: 12345.5 })).toBe('12,345.5 unidades')
    expect(formatNumber('es', 1234567)).toBe(new Intl.NumberFormat('es-US').format(1234567))
  })

  test('{n!} writes a number as given: years and unit numbers have no grouping', () => {
    expect(formatMessage('en', '© {year!} Acme', { year: 2026 })).toBe('© 2026 Acme')
    expect(formatMessage('es', 'Unidad {unit!}, {count} votos', { unit: 10234, count: 10234 })).toBe(
      'Unidad 10234, 10,234 votos',
    )
  })

  test('a string is never reformatted, even when it looks like a number', () => {
    expect(formatMessage('en', 'Weight {w}', { w: '1234.500000' })).toBe('Weight 1234.500000')
  })

  test('a placeholder without a value stays visible, so a review sees what is missing', () => {
    expect(formatMessage('en', 'Hello {name}, {missing}', { name: 'Ann' })).toBe('Hello Ann, {missing}')
    expect(formatMessage('es', 'Hola {name!}')).toBe('Hola {name!}')
  })

  test('braces that are not a placeholder are left alone', () => {
    expect(formatMessage('en', 'a { b } {c-d} {}', { b: 'x' })).toBe('a { b } {c-d} {}')
  })
})

describe('plural messages, chosen by {count}', () => {
  const units = { one: '{count} unit', other: '{count} units' }
  const unidades = { one: '{count} unidad', other: '{count} unidades' }

  test.each([
    [0, '0 units', '0 unidades'],
    [1, '1 unit', '1 unidad'],
    [2, '2 units', '2 unidades'],
    [1.5, '1.5 units', '1.5 unidades'],
    [1000, '1,000 units', '1,000 unidades'],
    // Spanish CLDR calls a round million "many": the catalogue's two forms give it "other".
    [1_000_000, '1,000,000 units', '1,000,000 unidades'],
  ])('%d in English and Spanish', (count, en, es) => {
    expect(formatMessage('en', units, { count })).toBe(en)
    expect(formatMessage('es', unidades, { count })).toBe(es)
  })

  test('without a count the plural form is "other"', () => {
    expect(formatMessage('en', units)).toBe('{count} units')
  })

  test('a count given as text still chooses the form', () => {
    expect(formatMessage('es', unidades, { count: '1' })).toBe('1 unidad')
  })
})

describe('rich parts', () => {
  test('a sentence is split at its tags, the words between them kept in order', () => {
    expect(richParts('Read <link>the rules</link> and <b>vote</b>.')).toEqual([
      { text: 'Read ' },
      { text: 'the rules', tag: 'link' },
      { text: ' and ' },
      { text: 'vote', tag: 'b' },
      { text: '.' },
    ])
  })

  test('a tag at either end leaves no empty part', () => {
    expect(richParts('<link>Todo</link>')).toEqual([{ text: 'Todo', tag: 'link' }])
  })

  test('text without tags is one part; an unclosed or mismatched tag is plain text', () => {
    expect(richParts('Plain')).toEqual([{ text: 'Plain' }])
    expect(richParts('a <link>b</b> c')).toEqual([{ text: 'a <link>b</b> c' }])
  })

  test('a tagged part may span lines, and placeholders are filled before the split', () => {
    const filled = formatMessage('es', 'Escriba a <mail>{email}\ncon su código</mail>.', {
      email: 'hoa@example.com',
    })
    expect(richParts(filled)).toEqual([
      { text: 'Escriba a ' },
      { text: 'hoa@example.com\ncon su código', tag: 'mail' },
      { text: '.' },
    ])
  })
})

describe('lists of names', () => {
  test('two names are joined with the language’s "and", three with its commas too', () => {
    expect(formatList('en', ['Salt Lake City', 'St. George'])).toBe('Salt Lake City and St. George')
    expect(formatList('es', ['Salt Lake City', 'St. George'])).toBe('Salt Lake City y St. George')
    expect(formatList('en', ['Ogden', 'Provo', 'Orem'])).toBe('Ogden, Provo, and Orem')
    expect(formatList('es', ['Ogden', 'Provo', 'Orem'])).toBe('Ogden, Provo y Orem')
  })

  test('one name is just the name', () => {
    expect(formatList('es', ['St. George'])).toBe('St. George')
  })
})

describe('exact decimals and percentages, as each language writes them', () => {
  test('a weight keeps every digit it was given, grouped as US English and US Spanish both group', () => {
    expect(formatDecimal('en', '1234.5')).toBe('1,234.5')
    expect(formatDecimal('es', '1234.5')).toBe('1,234.5')
    expect(formatDecimal('es', '123456789012.123456')).toBe('123,456,789,012.123456')
    expect(formatDecimal('en', '0.000001')).toBe('0.000001')
    expect(formatDecimal('es', '7')).toBe('7')
  })

  test('es-US writes numbers with a decimal point and comma groups, unlike Spain', () => {
    expect(formatDecimal('es', '1234.5')).not.toBe(new Intl.NumberFormat('es-ES').format(1234.5))
  })

  test('a share keeps its places, "42.0" stays 42.0%, and the sign sits as Intl puts it', () => {
    expect(formatPercent('en', '42.0')).toBe('42.0%')
    expect(formatPercent('es', '42.3')).toBe('42.3%')
    expect(formatPercent('en', '100.0')).toBe('100.0%')
    expect(formatPercent('es', '50')).toBe('50%')
    expect(formatPercent('en', '33.333334')).toBe('33.333334%')
    expect(formatPercent('es', '0.0')).toBe('0.0%')
    expect(formatPercent('es', '1234.5')).toBe('1,234.5%')
  })
})
