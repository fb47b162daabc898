import { MessageSquareText, Phone } from 'lucide-react'
import { cardClasses } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { OfficesMap } from '~/components/offices-map'
import { offices, phones } from '~/content/company'
import { OfficeCard } from './office-card'

const linkClass = 'rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline'

/**
 * The locations section of spec section 2: both offices, plus the Park City line and the chat
 * assistant's text line, beside a map of Utah with both offices pinned.
 */
export function LocationsSection({ today, tone = 'canvas' }: { today?: string; tone?: 'white' | 'canvas' }) {
  return (
    <Section tone={tone} labelledBy="locations-heading">
      <SectionHeading
        id="locations-heading"
        eyebrow="Locations"
        title="Two offices, one statewide team"
        lead="Call the office that serves your community. Every manager can reach your records, whichever office answers."
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {offices.map((office) => (
          <OfficeCard key={office.id} office={office} today={today} />
        ))}
        <div className="grid gap-6 md:col-span-2 md:grid-cols-2 lg:col-span-1 lg:grid-cols-1 lg:content-start">
          <figure className={cardClasses(false, 'flex flex-col items-center')}>
            <OfficesMap className="w-full max-w-[13rem]" labelSize={8} />
            <figcaption className="mt-3 text-center text-sm text-muted">
              Our {offices.map((o) => o.shortName).join(' and ')} offices
            </figcaption>
          </figure>
          <section aria-labelledby="more-numbers" className={cardClasses()}>
            <h3 id="more-numbers" className="font-sans text-base font-semibold">
              More numbers
            </h3>
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="flex items-center gap-2 font-medium text-ink">
                  <Phone aria-hidden="true" className="size-4 text-brand-600" />
                  Park City line
                </dt>
                <dd className="mt-1 pl-6">
                  <a href={`tel:${phones.parkCity.raw}`} className={linkClass}>
                    {phones.parkCity.display}
                  </a>
                  <span className="block text-muted">A local number for our Park City communities.</span>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-medium text-ink">
                  <MessageSquareText aria-hidden="true" className="size-4 text-brand-600" />
                  Text support
                </dt>
                <dd className="mt-1 pl-6">
                  <a href={`sms:${phones.textSupport.raw}`} className={linkClass}>
                    {phones.textSupport.display}
                  </a>
                  <span className="block text-muted">
                    Our chat assistant answers texts 24/7 and passes anything it cannot settle to our team.
                  </span>
                </dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </Section>
  )
}
