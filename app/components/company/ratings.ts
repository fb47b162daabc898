/** The summary a visitor reads above a list of reviews, computed from the reviews themselves. */
export type RatingSummary = { average: number; count: number; label: string }

/**
 * Average rating to one decimal and how many reviews it rests on, as "5.0 average from 6 reviews".
 * Rounds half up at one decimal so the label never claims more than the data shows once rounded.
 */
export function summarizeRatings(reviews: ReadonlyArray<{ rating: number }>): RatingSummary {
  const count = reviews.length
  if (count === 0) return { average: 0, count: 0, label: 'No reviews yet' }
  const total = reviews.reduce((sum, review) => sum + review.rating, 0)
  const average = Math.round((total / count) * 10) / 10
  return {
    average,
    count,
    label: `${average.toFixed(1)} average from ${count} review${count === 1 ? '' : 's'}`,
  }
}
