import { expect, test } from 'vitest'
import { draftNotice } from './election-form-notice'
import { newElectionValues, newMeasure, newRace, type ElectionFormValues } from './election-form-values'

const race = (title: string) => ({ ...newRace(), title, seats: '1' })
const measure = (title: string) => ({
  ...newMeasure(),
  title,
  preset: 'majority' as const,
  numerator: '1',
  denominator: '2',
  base: 'yes_no' as const,
})

test('the drafted notice names the contests in the order the ballot shows them', () => {
  const values: ElectionFormValues = {
    ...newElectionValues(),
    closesAt: '2026-12-08T17:00',
    contests: [race('Board of directors'), measure('Amend the pet rule'), race('Architectural committee')],
  }
  const draft = draftNotice(values, undefined)
  const text = draft.ok ? draft.text : ''
  const order = ['“Board of directors”', '“Amend the pet rule”', '“Architectural committee”'].map((title) =>
    text.indexOf(title),
  )
  expect(order.every((at) => at >= 0)).toBe(true)
  expect(order).toEqual([...order].sort((a, b) => a - b))
})
