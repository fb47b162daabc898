import { formatNumber } from '~/i18n/format'
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '~/i18n/locales'

// Small wording helpers of the results page: counts in words, shares and means as people read them.

/**
 * A share of the answers as a whole percent (one decimal under 10 %), "0%" when nobody answered. English
 * keeps the exact figures it always printed; another language writes the same figure through `Intl`.
 */
export function percent(count: number, of: number, locale: Locale = DEFAULT_LOCALE): string {
  if (of <= 0) return '0%'
  const share = (count / of) * 100
  const digits = share < 10 && share > 0 ? 1 : 0
  if (locale === DEFAULT_LOCALE) return `${digits ? share.toFixed(1) : Math.round(share)}%`
  const format = new Intl.NumberFormat(INTL_LOCALES[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return `${format.format(digits ? share : Math.round(share))}%`
}

/** A mean to two decimals, without trailing zeros ("3.5", "4.25"). */
export const formatMean = (mean: number, locale: Locale = DEFAULT_LOCALE) =>
  locale === DEFAULT_LOCALE ? String(Number(mean.toFixed(2))) : formatNumber(locale, Number(mean.toFixed(2)))

/** "2025-03-04" as "Mar 4, 2025": the day is already a Utah calendar day, so no time zone applies. */
export function formatDay(
  day: string,
  style: 'short' | 'long' = 'long',
  locale: Locale = DEFAULT_LOCALE,
): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  }).format(new Date(Date.UTC(y, m - 1, d)))
}
