import { MessageSquareText, Phone } from 'lucide-react'
import { cardClasses } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { OfficesMap } from '~/components/offices-map'
import { offices, phones } from '~/content/company'
import { formatList } from '~/i18n/format'
import { useT } from '~/i18n/i18n-provider'
import { OfficeCard } from './office-card'

const linkClass = 'rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline'

/**
 * The locations section of spec section 2: both offices, plus the Park City line and the chat
 * assistant's text line, beside a map of Utah with both offices pinned.
 */
export function LocationsSection({ today, tone = 'canvas' }: { today?: string; tone?: 'white' | 'canvas' }) {
  const t = useT('contact')
  const officeNames = formatList(
    t.locale,
    offices.map((office) => office.shortName),
  )
  return (
    <Section tone={tone} labelledBy="locations-heading">
      <SectionHeading
        id="locations-heading"
        eyebrow={t('locations.eyebrow')}
        title={t('locations.title')}
        lead={t('locations.lead')}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {offices.map((office) => (
          <OfficeCard key={office.id} office={office} today={today} />
        ))}
        <div className="grid gap-6 md:col-span-2 md:grid-cols-2 lg:col-span-1 lg:grid-cols-1 lg:content-start">
          <figure className={cardClasses(false, 'flex flex-col items-center')}>
            <OfficesMap
              className="w-full max-w-[13rem]"
              labelSize={8}
              title={t('locations.mapTitle', { offices: officeNames })}
            />
            <figcaption className="mt-3 text-center text-sm text-muted">
              {/* No-break spaces keep "St. George" on one line when the caption wraps. */}
              {t('locations.mapCaption', {
                offices: formatList(
                  t.locale,
                  offices.map((office) => office.shortName.replaceAll(' ', '\u00a0')),
                ),
              })}
            </figcaption>
          </figure>
          <section aria-labelledby="more-numbers" className={cardClasses()}>
            <h3 id="more-numbers" className="font-sans text-base font-semibold">
              {t('locations.moreNumbers')}
            </h3>
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="flex items-center gap-2 font-medium text-ink">
                  <Phone aria-hidden="true" className="size-4 text-brand-600" />
                  {t('parkCityLine')}
                </dt>
                <dd className="mt-1 pl-6">
                  <a href={`tel:${phones.parkCity.raw}`} className={linkClass}>
                    {phones.parkCity.display}
                  </a>
                  <span className="block text-muted">{t('locations.parkCityText')}</span>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-medium text-ink">
                  <MessageSquareText aria-hidden="true" className="size-4 text-brand-600" />
                  {t('textSupport')}
                </dt>
                <dd className="mt-1 pl-6">
                  <a href={`sms:${phones.textSupport.raw}`} className={linkClass}>
                    {phones.textSupport.display}
                  </a>
                  <span className="block text-muted">{t('locations.textSupportText')}</span>
                </dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </Section>
  )
}
