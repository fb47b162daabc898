import { ROLL_COLUMNS } from '~/features/communities/roll-parse'
import { toCsv } from '~/lib/csv'
import { demoOwners, type DemoOwner } from './demo-people'

// The demo roll of "Maple Hollow HOA (demo)": a fictional subdivision in Layton of 72 single-family lots
// and 12 four-plex townhome buildings. Its declaration allocates undivided interests by size (lot area for
// a lot, floor area for a townhome), to four decimal places, and like a real declaration it rounds them so
// they total exactly 100. Generated from a fixed seed: every run builds the same roll, byte for byte.

const CITY_LINE = 'Layton, UT 84041'
const LOTS = 72
const TOWNHOME_BUILDINGS = 12
/** Interests are written to four places: 100% is one million ten-thousandths. */
const TOTAL_PARTS = 1_000_000

type DemoUnit = { label: string; address: string; size: number }

/** A small deterministic generator (mulberry32), so the demo is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

// Utah grid addresses: a named street in the subdivision carries its grid number ("2183 W Sugar Maple
// Ln"), the grid streets are named by their coordinates ("1487 N 2450 W").
const LOT_STREETS = ['Maple Hollow Dr', 'Sugar Maple Ln', 'Bigtooth Maple Way', 'Boxelder Cir'] as const

function lotAddress(index: number): string {
  if (index < 48) {
    const street = LOT_STREETS[Math.floor(index / 12)]!
    return `${2101 + (index % 12) * 14 + (index % 2)} W ${street}`
  }
  if (index < 60) return `${1402 + (index - 48) * 22} N 2450 W`
  return `${2511 + (index - 60) * 18} W 1600 N`
}

function demoUnits(random: () => number): DemoUnit[] {
  const units: DemoUnit[] = []
  for (let i = 0; i < LOTS; i++) {
    // Lot areas from 0.19 to 0.40 acre, in whole tens of square feet; corner lots a little larger.
    const corner = i % 12 === 0 || i % 12 === 11
    const area = Math.round((8_300 + random() * 8_700 + (corner ? 1_200 : 0)) / 10) * 10
    units.push({ label: `Lot ${i + 1}`, address: lotAddress(i), size: area })
  }
  for (let b = 1; b <= TOWNHOME_BUILDINGS; b++)
    for (const letter of ['A', 'B', 'C', 'D']) {
      // End units (A, D) have the larger floor plan; a square foot of floor counts as 2.5 of lot.
      const floor = letter === 'A' || letter === 'D' ? 1_910 : b % 3 === 0 ? 1_480 : 1_640
      units.push({
        label: `Townhome ${b}${letter}`,
        address: `${1584 + b * 18} W Hollow Creek Ln Unit ${letter}`,
        size: Math.round(floor * 2.5),
      })
    }
  return units
}

/**
 * Each unit's share of 100, in ten-thousandths, by the largest-remainder method: every share is its exact
 * proportion rounded down, and the parts left over go to the units that lost the most by rounding.
 */
export function apportion(sizes: readonly number[], total = TOTAL_PARTS): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0)
  const exact = sizes.map((size) => (BigInt(size) * BigInt(total) * 1_000_000n) / BigInt(sum))
  const shares = exact.map((value) => Number(value / 1_000_000n))
  const left = total - shares.reduce((a, b) => a + b, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % 1_000_000n }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
  for (let i = 0; i < left; i++) shares[byRemainder[i]!.index]! += 1
  return shares
}

const percent = (parts: number) => `${Math.floor(parts / 10_000)}.${String(parts % 10_000).padStart(4, '0')}`

export type DemoRollUnit = { label: string; address: string; weight: string; owners: DemoOwner[] }

/** The demo roll, unit by unit (owners in roll order). */
export function mapleHollowUnits(): DemoRollUnit[] {
  const random = seededRandom(20_240_611)
  const units = demoUnits(random)
  const shares = apportion(units.map((unit) => unit.size))
  const owners = demoOwners(
    units.map((unit) => `${unit.address}, ${CITY_LINE}`),
    random,
  )
  return units.map((unit, i) => ({
    label: unit.label,
    address: unit.address,
    weight: percent(shares[i]!),
    owners: owners[i]!,
  }))
}

// Without the language column, so seeding again keeps any language staff set by hand.
const DEMO_COLUMNS = ROLL_COLUMNS.filter((column) => column !== 'language')

/** The demo roll as the CSV staff would upload: one row per owner, co-owners on rows of their own. */
export function mapleHollowRollCsv(): string {
  const rows = mapleHollowUnits().flatMap((unit) =>
    unit.owners.map((owner) => {
      const cells: Record<(typeof DEMO_COLUMNS)[number], string> = {
        unit: unit.label,
        owner_name: owner.name,
        owner_email: owner.email ?? '',
        weight: unit.weight,
        address: unit.address,
        owner_phone: owner.phone ?? '',
        mailing_address: owner.mailingAddress ?? '',
      }
      return DEMO_COLUMNS.map((column) => cells[column])
    }),
  )
  return toCsv(DEMO_COLUMNS, rows)
}
