import { Phone } from 'lucide-react'
import { cn } from '~/lib/cn'
import { offices } from '~/content/company'

/** Both offices with a tap-to-call number each. */
export function OfficePhones({
  inverse = false,
  stacked = false,
  className,
}: {
  /** For a dark band. */
  inverse?: boolean
  /** One office under the other at every width. */
  stacked?: boolean
  className?: string
}) {
  return (
    <ul className={cn('grid gap-3', !stacked && 'sm:grid-cols-2', className)}>
      {offices.map((office) => (
        <li key={office.id}>
          <a
            href={`tel:${office.phone.raw}`}
            className={cn(
              'flex items-center gap-3 rounded-lg border p-3',
              inverse
                ? 'border-white/20 text-white hover:bg-white/10'
                : 'border-line text-ink hover:border-brand-300 hover:bg-brand-50',
            )}
          >
            <Phone
              aria-hidden="true"
              className={cn('size-5 shrink-0', inverse ? 'text-rock-100' : 'text-brand-700')}
            />
            <span className="text-sm">
              <span className="block font-semibold">{office.name}</span>
              <span className={cn('block tabular-nums', inverse ? 'text-brand-100' : 'text-muted')}>
                {office.phone.display}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
