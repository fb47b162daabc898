import type { ReactNode } from 'react'
import { cardClasses, IconBadge } from '~/components/ui/card'

export const linkCardLinkClass =
  'mt-4 inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline'

/** A card that points somewhere: icon, title, one line of why, and the link (pass it as children). */
export function LinkCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <li className={cardClasses(false, 'flex flex-col items-start')}>
      <IconBadge tone="rock">{icon}</IconBadge>
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <p className="mt-2 flex-1 text-muted">{text}</p>
      {children}
    </li>
  )
}
