import { expect, test } from 'vitest'
import { isoToUtahLocal, utahLocalToIso } from '~/lib/utah-local-time'

test('a Utah wall-clock time is stored as the UTC moment it names, in winter and in summer', () => {
  // Mountain Standard Time is UTC-7, Mountain Daylight Time UTC-6.
  expect(utahLocalToIso('2026-12-08T17:00')).toBe('2026-12-09T00:00:00.000Z')
  expect(utahLocalToIso('2026-07-01T09:30')).toBe('2026-07-01T15:30:00.000Z')
})

test('the days the clocks change keep the time staff typed', () => {
  // 2026-03-08: 2 AM becomes 3 AM. 1:30 is still standard time, 3:30 already daylight time.
  expect(utahLocalToIso('2026-03-08T01:30')).toBe('2026-03-08T08:30:00.000Z')
  expect(utahLocalToIso('2026-03-08T03:30')).toBe('2026-03-08T09:30:00.000Z')
  // 2026-11-01: 2 AM becomes 1 AM again; noon is standard time.
  expect(utahLocalToIso('2026-11-01T12:00')).toBe('2026-11-01T19:00:00.000Z')
})

test('what is not a date and time is refused', () => {
  for (const text of ['', '2026-02-30T10:00', '2026-12-08', '2026-12-08T24:00', 'tomorrow'])
    expect(utahLocalToIso(text)).toBeNull()
})

test('a stored moment comes back as the same Utah wall-clock value', () => {
  expect(isoToUtahLocal('2026-12-09T00:00:00.000Z')).toBe('2026-12-08T17:00')
  expect(isoToUtahLocal('2026-07-01T15:30:00Z')).toBe('2026-07-01T09:30')
  for (const local of ['2026-01-15T00:00', '2026-03-08T03:30', '2026-11-01T23:59', '2027-06-30T12:05'])
    expect(isoToUtahLocal(utahLocalToIso(local)!)).toBe(local)
})
