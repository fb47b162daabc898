import { describe, expect, test } from 'vitest'
import type { ShownQuorum } from '../types'
import { describeDetails, kindInWords } from './audit-describe'
import { closingOf, editPageDescription, shareOf, stillNeeded } from './detail-format'
import { defaultExpiry } from './proxy-form'

const quorum = (over: Partial<ShownQuorum>): ShownQuorum => ({
  met: false,
  basis: 'weight',
  percent: '50',
  units: 1,
  weight: '0.333333',
  rollUnits: 3,
  rollWeight: '1',
  required: '0.5',
  weightShare: '33.3',
  ...over,
})

describe('what quorum still needs', () => {
  test('by weight, exactly, with no float rounding', () => {
    expect(stillNeeded(quorum({}))).toBe('0.166667 more weight')
  })
  test('by units', () => {
    expect(stillNeeded(quorum({ basis: 'units', units: 1, required: '2' }))).toBe('1 more unit')
    expect(stillNeeded(quorum({ basis: 'units', units: 0, required: '2' }))).toBe('2 more units')
  })
  test('by weight, nothing where the weight is hidden (a board account in a secret ballot)', () => {
    expect(stillNeeded(quorum({ weight: null, weightShare: null }))).toBeNull()
  })
  test('nothing once met', () => {
    expect(stillNeeded(quorum({ met: true }))).toBeNull()
  })
})

test('a share of exact decimals, for a bar', () => {
  expect(shareOf('1', '3')).toBe(33.33)
  expect(shareOf('0', '0')).toBe(0)
})

test('a proxy expires after the community’s validity, from the day it was received', () => {
  expect(defaultExpiry('2026-01-15', 11)).toBe('2026-12-15')
  expect(defaultExpiry('2026-03-01', 11)).toBe('2027-02-01')
  expect(defaultExpiry('not a date', 11)).toBeNull()
})

test('audit events in words', () => {
  expect(kindInWords('notices_printed')).toBe('Printed notices produced')
  expect(kindInWords('something_new')).toBe('something new')
  expect(describeDetails('paper_ballot_entered', { unit: 'Lot 3', method: 'proxy' })).toBe(
    'Lot 3, from a directed proxy',
  )
  expect(describeDetails('closed', { early: true, quorumMet: false })).toBe(
    'Closed before the scheduled time; quorum not met',
  )
  expect(describeDetails('edited', { fields: ['closesAt', 'title'] })).toBe('Changed: closing time, title')
})

test('after an early close the console gives the time voting actually closed', () => {
  const closesAt = '2026-12-08T00:00:00.000Z'
  expect(closingOf({ closesAt, closedAt: null })).toEqual({ at: closesAt, closed: false, early: false })
  const early = '2026-11-30T16:15:00.000Z'
  expect(closingOf({ closesAt, closedAt: early })).toEqual({ at: early, closed: true, early: true })
  const onTime = '2026-12-08T00:00:02.000Z'
  expect(closingOf({ closesAt, closedAt: onTime })).toEqual({ at: onTime, closed: true, early: false })
})

test('the edit page names the election’s status, so an open election is not called a draft', () => {
  const communityName = 'Canyon Ridge HOA'
  expect(editPageDescription({ communityName, status: 'draft' })).toBe(
    'Canyon Ridge HOA · draft. Changes are kept in the election’s audit log.',
  )
  expect(editPageDescription({ communityName, status: 'open' })).toBe('Canyon Ridge HOA · open.')
})
