import { expect, test } from 'vitest'
import { citiesByRegion, servedCities, servedCounties } from './cities'
import { offices } from './company'

// Utah's 29 counties, by name (Daggett, the newest, was organised in 1918).
const utahCounties = [
  'Beaver',
  'Box Elder',
  'Cache',
  'Carbon',
  'Daggett',
  'Davis',
  'Duchesne',
  'Emery',
  'Garfield',
  'Grand',
  'Iron',
  'Juab',
  'Kane',
  'Millard',
  'Morgan',
  'Piute',
  'Rich',
  'Salt Lake',
  'San Juan',
  'Sanpete',
  'Sevier',
  'Summit',
  'Tooele',
  'Uintah',
  'Utah',
  'Wasatch',
  'Washington',
  'Wayne',
  'Weber',
]

test('30 distinct cities (spec section 9)', () => {
  expect(servedCities).toHaveLength(30)
  expect(new Set(servedCities.map((c) => c.name)).size).toBe(30)
})

test('every one of Utah’s 29 counties has a listed city', () => {
  expect(utahCounties).toHaveLength(29)
  expect([...servedCounties].sort()).toEqual(utahCounties)
})

test('the offices’ areas are all listed', () => {
  const names = servedCities.map((c) => c.name)
  for (const area of offices.flatMap((o) => o.areasServed)) expect(names).toContain(area)
})

test('every city lies inside Utah, clear of the Wyoming notch', () => {
  for (const c of servedCities) {
    expect(c.latitude, c.name).toBeGreaterThan(37)
    expect(c.latitude, c.name).toBeLessThan(42)
    expect(c.longitude, c.name).toBeGreaterThan(-114.05)
    expect(c.longitude, c.name).toBeLessThan(-109.05)
    if (c.latitude > 41) expect(c.longitude, c.name).toBeLessThan(-111.05)
  }
})

test('the regions hold every city exactly once', () => {
  expect(citiesByRegion.flatMap((r) => r.cities)).toHaveLength(30)
  for (const region of citiesByRegion) expect(region.cities.length, region.name).toBeGreaterThan(0)
})
