import type { RollTotals } from '../types'

// Small wording helpers of the community pages. Weights stay decimal strings: they are shown as the
// server wrote them, never read into a JavaScript number.

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

export const formatCount = (count: number) => count.toLocaleString('en-US')

/** True for "0", "0.0", "-0.000": the exact difference is nothing. */
export const isZeroDecimal = (value: string) => /^[-+]?0*(\.0*)?$/.test(value.trim())

/** A signed difference as people write it: "+0.0001", "−0.0001" (a true minus sign), or "0". */
export function signedDecimal(value: string): string {
  if (isZeroDecimal(value)) return '0'
  return value.startsWith('-') ? `−${value.slice(1)}` : `+${value}`
}

/** For percentage communities: the difference from 100, or null when the roll is empty or not percentage. */
export function differenceOf(totals: Pick<RollTotals, 'difference' | 'units'>): string | null {
  return totals.difference !== null && totals.units > 0 ? totals.difference : null
}

/** "Salt Lake City, Salt Lake County", or whichever of the two is known. */
export function placeOf(community: { city: string | null; county: string | null }): string {
  const county =
    community.county && !/county$/i.test(community.county) ? `${community.county} County` : community.county
  return [community.city, county].filter(Boolean).join(', ')
}
