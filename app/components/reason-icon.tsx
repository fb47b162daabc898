import { BadgeCheck, Calculator, Headset, MapPinned, MonitorSmartphone, Scale } from 'lucide-react'
import type { Reason } from '~/content/reasons'

const icons = { BadgeCheck, Calculator, Headset, MapPinned, MonitorSmartphone, Scale }

/** The icon a reason names in the content module. Decorative: the reason's title carries the meaning. */
export function ReasonIcon({ name, className }: { name: Reason['icon']; className?: string }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" className={className} />
}
