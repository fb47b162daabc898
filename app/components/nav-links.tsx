import { Link } from 'react-router'
import { headerLinks, isNavActive } from '~/content/navigation'
import type { MessageKey } from '~/i18n/areas'
import { InEnglishMark } from '~/components/in-english-mark'
import { useT } from '~/i18n/i18n-provider'
import { DEFAULT_LOCALE } from '~/i18n/locales'

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
  const t = useT('shell')
  // These pages are in English only: on a page in another language each link says so.
  const inEnglish = t.locale !== DEFAULT_LOCALE
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {headerLinks.map((link) => {
          const active = isNavActive(pathname, link.href)
          return (
            <li key={link.href}>
              <Link
                to={link.href}
                hrefLang={inEnglish ? 'en-US' : undefined}
                onClick={onChoose}
                aria-current={active ? 'page' : undefined}
                className={linkClassName(active)}
              >
                {t(`nav.${link.href}` as MessageKey<'shell'>)}
                <InEnglishMark />
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
