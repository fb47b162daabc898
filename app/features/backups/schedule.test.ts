import { describe, expect, test } from 'vitest'
import { backupFileName, newestFirst } from './format'
import { dueSlot, scheduleTimes } from './schedule'

describe('the backup schedule', () => {
  test('"off" has no times, a list has each', () => {
    expect(scheduleTimes('off')).toEqual([])
    expect(scheduleTimes('02:00, 14:30')).toEqual(['02:00', '14:30'])
  })

  test('02:00 Utah time in winter is 09:00 UTC, due from then for six hours', () => {
    expect(dueSlot('02:00', new Date('2026-11-28T08:59:00Z'))).toBeNull()
    expect(dueSlot('02:00', new Date('2026-11-28T09:00:00Z'))).toEqual({
      slot: '2026-11-28T02:00 America/Denver',
      at: new Date('2026-11-28T09:00:00Z'),
    })
    expect(dueSlot('02:00', new Date('2026-11-28T14:59:00Z'))?.slot).toBe('2026-11-28T02:00 America/Denver')
    expect(dueSlot('02:00', new Date('2026-11-28T15:01:00Z'))).toBeNull()
  })

  test('in summer 02:00 Utah time is 08:00 UTC', () => {
    expect(dueSlot('02:00', new Date('2026-07-01T08:30:00Z'))?.at).toEqual(new Date('2026-07-01T08:00:00Z'))
  })

  test('the latest of several times is the one due, across midnight in Utah', () => {
    // 23:30 on the 27th in Utah is 06:30 UTC on the 28th.
    const now = new Date('2026-11-28T07:00:00Z')
    expect(dueSlot('02:00,23:30', now)?.slot).toBe('2026-11-27T23:30 America/Denver')
    expect(dueSlot('02:00,14:00,23:30', new Date('2026-11-28T21:05:00Z'))?.slot).toBe(
      '2026-11-28T14:00 America/Denver',
    )
  })
})

test('backup files sort newest first, a second one within the same second after the first', () => {
  const at = new Date('2026-11-28T09:00:00Z')
  const names = [
    backupFileName(at),
    backupFileName(new Date('2026-11-28T08:59:59Z')),
    backupFileName(at, 2),
    backupFileName(at, 10),
  ]
  expect(names.sort(newestFirst)).toEqual([
    'hoa-backup-2026-11-28T09-00-00Z-10.ndjson.gz',
    'hoa-backup-2026-11-28T09-00-00Z-2.ndjson.gz',
    'hoa-backup-2026-11-28T09-00-00Z.ndjson.gz',
    'hoa-backup-2026-11-28T08-59-59Z.ndjson.gz',
  ])
})
