import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'

/** Previous / next links that keep every other query parameter. */
export function Pager({
  page,
  pageCount,
  search,
  label,
}: {
  page: number
  pageCount: number
  search: string
  label: string
}) {
  if (pageCount <= 1) return null
  const to = (n: number) => {
    const params = new URLSearchParams(search)
    params.set('page', String(n))
    return `?${params}`
  }
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={to(page - 1)} className={buttonClasses('secondary', 'sm')}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={to(page + 1)} className={buttonClasses('secondary', 'sm')}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
