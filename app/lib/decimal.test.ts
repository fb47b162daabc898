import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { setupTestDatabase } from '../../tests/setup/test-database'
import { communities, communityUnits } from '~/db/schema'
import {
  formatMillionths,
  readDecimal,
  sameDecimal,
  subtractDecimals,
  sumDecimals,
  toMillionths,
} from './decimal'

describe('readDecimal', () => {
  test.each([
    ['1', 1_000_000n],
    ['0.5', 500_000n],
    ['.5', 500_000n],
    ['2.', 2_000_000n],
    [' 33.333334 ', 33_333_334n],
    ['0.000001', 1n],
    ['1.50', 1_500_000n],
    ['007', 7_000_000n],
    ['0', 0n],
    ['999999999999.999999', 999_999_999_999_999_999n],
  ])('%j reads as %s millionths', (text, value) => expect(readDecimal(text)).toEqual({ ok: true, value }))

  test.each([
    ['', 'not_a_number'],
    ['.', 'not_a_number'],
    ['-1', 'not_a_number'],
    ['+1', 'not_a_number'],
    ['abc', 'not_a_number'],
    ['1,000', 'not_a_number'],
    ['1 000', 'not_a_number'],
    ['1e3', 'not_a_number'],
    ['1.2.3', 'not_a_number'],
    ['0x10', 'not_a_number'],
    ['Infinity', 'not_a_number'],
    ['١', 'not_a_number'],
    ['0.1234567', 'too_many_places'],
    // Written with seven places: PostgreSQL would keep the scale of 7 and break the weight's check.
    ['1.0000000', 'too_many_places'],
    ['1000000000000', 'too_large'],
  ])('%j is refused: %s', (text, problem) => expect(readDecimal(text)).toEqual({ ok: false, problem }))

  test('leading zeros do not count toward the twelve whole digits', () => {
    expect(readDecimal('0000000000001.5')).toEqual({ ok: true, value: 1_500_000n })
  })
})

describe('arithmetic', () => {
  test('0.1 + 0.2 is exactly 0.3, and a percentage roll of thirds totals 100 exactly', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3')
    expect(sumDecimals(['33.333333', '33.333333', '33.333334'])).toBe('100')
    expect(sumDecimals([])).toBe('0')
  })

  test('differences and signs are exact', () => {
    expect(subtractDecimals('99.999999', '100')).toBe('-0.000001')
    expect(subtractDecimals('100.5', '100')).toBe('0.5')
    expect(toMillionths('-2.25')).toBe(-2_250_000n)
    expect(formatMillionths(-2_250_000n)).toBe('-2.25')
    expect(formatMillionths(1_500_000n, 2)).toBe('1.50')
    expect(() => toMillionths('abc')).toThrow()
    // A total read back from the database may pass the 12 whole digits one weight is allowed.
    expect(toMillionths('1000000000003.500000')).toBe(1_000_000_000_003_500_000n)
    expect(subtractDecimals(sumDecimals(['999999999999', '999999999999']), '100')).toBe('1999999999898')
  })

  test('sameDecimal compares values, not spellings', () => {
    expect(sameDecimal('1.5', '1.500000')).toBe(true)
    expect(sameDecimal('.5', '0.50')).toBe(true)
    expect(sameDecimal('1.5', '1.05')).toBe(false)
  })
})

/** A weight as a spreadsheet might write it: up to 12 whole digits, 0 to 6 places, trailing zeros kept. */
const writtenWeight = fc
  .record({
    whole: fc.bigInt({ min: 0n, max: 999_999_999_999n }),
    places: fc.integer({ min: 0, max: 6 }),
    digits: fc.bigInt({ min: 0n, max: 999_999n }),
  })
  .map(({ whole, places, digits }) => {
    const fraction = (digits % 10n ** BigInt(places)).toString().padStart(places, '0')
    const text = places ? `${whole}.${fraction}` : `${whole}`
    return { text, micros: whole * 1_000_000n + BigInt(fraction.padEnd(6, '0') || '0') }
  })
  .filter((w) => w.micros > 0n)

/** Independent of decimal.ts: integer micro-units summed, then the point placed by string surgery. */
function expectedSum(micros: readonly bigint[]): string {
  const digits = micros
    .reduce((a, b) => a + b, 0n)
    .toString()
    .padStart(7, '0')
  const fraction = digits.slice(-6).replace(/0+$/, '')
  return fraction ? `${digits.slice(0, -6)}.${fraction}` : digits.slice(0, -6)
}

test('property: weights with up to 6 places sum exactly, far past where a float loses digits', () => {
  fc.assert(
    fc.property(fc.array(writtenWeight, { maxLength: 300 }), (weights) => {
      expect(sumDecimals(weights.map((w) => w.text))).toBe(expectedSum(weights.map((w) => w.micros)))
    }),
    { numRuns: 300 },
  )
})

describe('against the database', () => {
  const t = setupTestDatabase()

  test('property: PostgreSQL sum(weight) over community_units equals sumDecimals to the last place', async () => {
    const [community] = await t.db
      .insert(communities)
      .values({ name: 'Sum Check HOA', associationType: 'homeowners-association', weightBasis: 'custom' })
      .returning()
    const communityId = community!.id
    await fc.assert(
      fc.asyncProperty(fc.array(writtenWeight, { minLength: 1, maxLength: 60 }), async (weights) => {
        await t.db.delete(communityUnits).where(eq(communityUnits.communityId, communityId))
        await t.db.insert(communityUnits).values(
          weights.map((w, i) => ({
            communityId,
            label: `Unit ${i + 1}`,
            labelKey: `unit ${i + 1}`,
            sortKey: `unit ${String(i + 1).padStart(12, '0')}`,
            weight: w.text,
          })),
        )
        const [row] = await t.db
          .select({ total: sql<string>`sum(${communityUnits.weight})::text` })
          .from(communityUnits)
          .where(eq(communityUnits.communityId, communityId))
        // PostgreSQL keeps the largest scale written ("3.50"); the value must match to the last digit.
        const pgTotal = row!.total.includes('.') ? row!.total.replace(/\.?0+$/, '') : row!.total
        expect(pgTotal).toBe(sumDecimals(weights.map((w) => w.text)))
        expect(pgTotal).toBe(expectedSum(weights.map((w) => w.micros)))
      }),
      { numRuns: 25 },
    )
  })

  test('a weight the database refuses (seven places written) is also refused by readDecimal', async () => {
    const [row] = (
      (await t.db.execute(sql`select scale('1.0000000'::numeric) as scale`)) as {
        rows: Array<{ scale: number }>
      }
    ).rows
    expect(Number(row!.scale)).toBe(7)
    expect(readDecimal('1.0000000').ok).toBe(false)
  })
})
