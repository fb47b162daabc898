import { expect, test } from 'vitest'
import { businessHours } from '~/content/company'
import { slotDays, slotHours, timeOfDay, weekdayName } from './hours-format'

test('English writes every slot exactly as the company content words it', () => {
  for (const slot of businessHours) {
    expect(slotDays(slot, 'en')).toBe(slot.days)
    expect(slotHours(slot, 'en') ?? 'Closed').toBe(slot.label)
  }
})

test('Spanish names the days in Spanish, the row starting with a capital', () => {
  expect(businessHours.map((slot) => slotDays(slot, 'es'))).toEqual([
    'Lunes – jueves',
    'Viernes',
    'Sábado – domingo',
  ])
})

test('Spanish writes the hours as US Spanish does', () => {
  expect(businessHours.map((slot) => slotHours(slot, 'es'))).toEqual([
    '9:00 a.m. – 5:00 p.m.',
    '9:00 a.m. – 3:00 p.m.',
    null,
  ])
})

test('every ISO weekday has its own name, Monday first and Sunday last', () => {
  const days = [1, 2, 3, 4, 5, 6, 7]
  expect(days.map((day) => weekdayName(day, 'en'))).toEqual([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ])
  expect(days.map((day) => weekdayName(day, 'es'))).toEqual([
    'lunes',
    'martes',
    'miércoles',
    'jueves',
    'viernes',
    'sábado',
    'domingo',
  ])
})

test('an afternoon and a half hour keep their minutes in both languages', () => {
  expect(timeOfDay('13:30', 'en')).toBe('1:30 PM')
  expect(timeOfDay('13:30', 'es')).toBe('1:30 p.m.')
  expect(timeOfDay('00:05', 'en')).toBe('12:05 AM')
})
