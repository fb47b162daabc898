import { Calculator, ClipboardCheck, MessagesSquare, Presentation, Wrench } from 'lucide-react'
import type { ServiceGroup } from '~/content/services'

const icons = { Calculator, ClipboardCheck, MessagesSquare, Presentation, Wrench }

/** The icon a service group names in the content module. Decorative: the group's title carries the meaning. */
export function ServiceGroupIcon({ name, className }: { name: ServiceGroup['icon']; className?: string }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" className={className} />
}
