import { Calculator, House, PhoneCall, Scale } from 'lucide-react'
import { cardClasses, IconBadge } from '~/components/ui/card'
import type { CompanyValue } from '~/content/story'

const icons = { Calculator, House, PhoneCall, Scale }

/** What the company believes, as cards with a decorative icon each (the title carries the meaning). */
export function ValuesGrid({ values }: { values: readonly CompanyValue[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {values.map((value) => {
        const Icon = icons[value.icon]
        return (
          <li key={value.id} className={cardClasses(false, 'flex gap-4')}>
            <IconBadge>
              <Icon aria-hidden="true" className="size-5" />
            </IconBadge>
            <div>
              <h3 className="font-sans text-lg font-semibold text-brand-900">{value.title}</h3>
              <p className="mt-2 text-muted">{value.text}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
