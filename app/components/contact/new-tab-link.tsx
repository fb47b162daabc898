import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '~/i18n/i18n-provider'

/** A link to another site: a new tab, no opener, and screen readers are told it opens one. */
export function NewTabLink({
  href,
  className,
  children,
  icon = true,
}: {
  href: string
  className?: string
  children: ReactNode
  /** The small arrow-out-of-box mark after the text. */
  icon?: boolean
}) {
  // The shell's words: every page has them, and this link sits on English-only pages too.
  const t = useT('shell')
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon ? <ExternalLink aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span className="sr-only"> {t('footer.opensInNewTab')}</span>
    </a>
  )
}
