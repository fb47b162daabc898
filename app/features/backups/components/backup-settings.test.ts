import { describe, expect, test } from 'vitest'
import { describeSchedule } from './backup-settings'

describe('the schedule in words', () => {
  test('one time, several, and none', () => {
    expect(describeSchedule({ times: ['02:00'], keep: 14, dir: '/data/backups' })).toEqual([
      'Every day at 2:00 AM Utah time.',
      'The newest 14 backups are kept in /data/backups.',
    ])
    expect(describeSchedule({ times: ['00:30', '12:00'], keep: 14, dir: '/b' })[0]).toBe(
      'Every day at 12:30 AM and 12:00 PM Utah time.',
    )
    expect(describeSchedule({ times: ['02:00', '10:00', '18:45'], keep: 14, dir: '/b' })[0]).toBe(
      'Every day at 2:00 AM, 10:00 AM and 6:45 PM Utah time.',
    )
    expect(describeSchedule({ times: [], keep: 1, dir: '/b' })).toEqual([
      'Scheduled backups are off (BACKUP_SCHEDULE=off).',
      'Only the newest backup is kept in /b.',
    ])
  })
})
