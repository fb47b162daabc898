import { Link } from 'react-router'
import { headerLinks, isNavActive } from '~/content/navigation'

/** The header's links (spec section 2), the current page marked: in the desktop bar and in the mobile menu. */
export function NavLinks({
  label,
  pathname,
  className,
  listClassName,
  linkClassName,
  onChoose,
}: {
  label: string
  pathname: string
  className: string
  listClassName: string
  /** The link's classes, current page or not. */
  linkClassName: (active: boolean) => string
  onChoose?: () => void
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {headerLinks.map((link) => {
          const active = isNavActive(pathname, link.href)
          return (
            <li key={link.href}>
              <Link
                to={link.href}
                onClick={onChoose}
                aria-current={active ? 'page' : undefined}
                className={linkClassName(active)}
              >
                {link.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
