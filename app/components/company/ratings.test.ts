import { describe, expect, test } from 'vitest'
import { testimonials } from '~/content/testimonials'
import { summarizeRatings } from './ratings'

describe('summarizeRatings', () => {
  test('the six published testimonials read 5.0 from 6 reviews', () => {
    expect(summarizeRatings(testimonials)).toEqual({
      average: 5,
      count: 6,
      label: '5.0 average from 6 reviews',
    })
  })

  test('averages to one decimal', () => {
    expect(summarizeRatings([{ rating: 5 }, { rating: 4 }, { rating: 4 }]).label).toBe(
      '4.3 average from 3 reviews',
    )
    expect(summarizeRatings([{ rating: 5 }, { rating: 4 }]).label).toBe('4.5 average from 2 reviews')
  })

  test('one review is singular', () => {
    expect(summarizeRatings([{ rating: 3 }]).label).toBe('3.0 average from 1 review')
  })

  test('no reviews claims no average', () => {
    expect(summarizeRatings([])).toEqual({ average: 0, count: 0, label: 'No reviews yet' })
  })
})
