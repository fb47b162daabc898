import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'

/**
 * The way from a company dialog to its full page. The dialog host outlives navigation, so following the
 * link closes the dialog first; otherwise it would stay open over the page it points to.
 */
export function DialogPageLink({
  to,
  onNavigate,
  children,
}: {
  to: string
  onNavigate: () => void
  children: ReactNode
}) {
  return (
    <Link to={to} onClick={onNavigate} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  )
}
