import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'

/**
 * Paging by cursor (the API's nextCursor or nextBefore): the next page, and back to the first. The
 * other query parameters are kept.
 */
export function CursorPager({
  search,
  param,
  next,
  label,
  status,
  nextLabel = 'Next page',
  firstLabel = 'First page',
}: {
  search: string
  param: string
  next: string | number | null
  label: string
  /** A line between the two links, like "50 of 120 units on this page". */
  status?: string
  nextLabel?: string
  firstLabel?: string
}) {
  const params = new URLSearchParams(search)
  const onFirst = !params.get(param)
  if (onFirst && next === null) return null
  const to = (value: string | number | null) => {
    const copy = new URLSearchParams(params)
    if (value === null) copy.delete(param)
    else copy.set(param, String(value))
    return `?${copy}`
  }
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {onFirst ? (
        <span />
      ) : (
        <Link to={to(null)} className={buttonClasses('secondary', 'sm')}>
          {firstLabel}
        </Link>
      )}
      {status ? <p className="text-sm text-muted">{status}</p> : null}
      {next === null ? (
        <span />
      ) : (
        <Link to={to(next)} className={buttonClasses('secondary', 'sm')}>
          {nextLabel}
        </Link>
      )}
    </nav>
  )
}
