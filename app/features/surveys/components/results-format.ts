// Small wording helpers of the results page: counts in words, shares and means as people read them.

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** A share of the answers as a whole percent (one decimal under 10 %), "0%" when nobody answered. */
export function percent(count: number, of: number): string {
  if (of <= 0) return '0%'
  const share = (count / of) * 100
  return `${share < 10 && share > 0 ? share.toFixed(1) : Math.round(share)}%`
}

/** A mean to two decimals, without trailing zeros ("3.5", "4.25"). */
export const formatMean = (mean: number) => String(Number(mean.toFixed(2)))

/** "2025-03-04" as "Mar 4, 2025": the day is already a Utah calendar day, so no time zone applies. */
export function formatDay(day: string, style: 'short' | 'long' = 'long'): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  }).format(new Date(Date.UTC(y, m - 1, d)))
}
