import { CalendarClock, MapPin, Navigation, Phone } from 'lucide-react'
import { cardClasses, IconBadge } from '~/components/ui/card'
import type { Office } from '~/content/company'
import { useT } from '~/i18n/i18n-provider'
import { BusinessHours } from './business-hours'
import { NewTabLink } from './new-tab-link'

const linkClass =
  'inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline'

/**
 * One office: address, phone, a map link and the areas it serves. Spec section 2: the northern office
 * also shows business hours; the southern office is by appointment only (section 9). The office's name is
 * a name in every language (`translate="no"`).
 */
export function OfficeCard({ office, today }: { office: Office; today?: string }) {
  const t = useT('contact')
  const headingId = `office-${office.id}`
  return (
    <article aria-labelledby={headingId} className={cardClasses(false, 'flex h-full flex-col')}>
      <div className="flex items-start gap-4">
        <IconBadge>
          <MapPin aria-hidden="true" className="size-6" />
        </IconBadge>
        <div>
          <h3 id={headingId} translate="no" className="text-xl font-semibold">
            {office.name}
          </h3>
          <p className="text-sm font-medium text-muted">{office.shortName}</p>
        </div>
      </div>

      <address className="mt-5 text-ink not-italic">
        {office.address.street}
        <br />
        {office.address.city}, {office.address.state} {office.address.zip}
      </address>

      <ul className="mt-4 space-y-2">
        <li>
          <a href={`tel:${office.phone.raw}`} className={linkClass}>
            <Phone aria-hidden="true" className="size-4" />
            {office.phone.display}
            <span className="sr-only">, {office.name}</span>
          </a>
        </li>
        <li>
          <NewTabLink href={office.mapsUrl} className={linkClass} icon={false}>
            <Navigation aria-hidden="true" className="size-4" />
            {t('office.viewOnMap')}
            <span className="sr-only">: {office.name}</span>
          </NewTabLink>
        </li>
      </ul>

      <div className="mt-5 border-t border-line pt-4">
        <p className="text-sm font-semibold text-brand-900">{t('office.serves')}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {office.areasServed.map((area) => (
            <li key={area} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {area}
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-5 border-t border-line pt-4">
        {office.id === 'northern' ? (
          <BusinessHours today={today} caption="office" />
        ) : (
          <div className="flex gap-3">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rock-600" />
            <div>
              <p className="font-semibold text-brand-900">{t('office.byAppointment')}</p>
              <p className="mt-1 text-sm text-muted">{t('office.byAppointmentText')}</p>
            </div>
          </div>
        )}
      </div>
    </article>
  )
}
