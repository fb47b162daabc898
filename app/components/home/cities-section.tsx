import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { cardClasses } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { UtahMap, type MapPin as Pin } from '~/components/utah-map'
import { citiesByRegion, servedCities, servedCounties } from '~/content/cities'
import { offices } from '~/content/company'

const officeNames = new Set(offices.map((o) => o.shortName))

// An office's own city is drawn as the office pin; the rest as city pins.
const pins: Pin[] = [
  ...servedCities
    .filter((c) => !officeNames.has(c.name))
    .map((c) => ({ label: c.name, lat: c.latitude, lon: c.longitude, kind: 'city' as const })),
  ...offices.map((o) => ({
    label: o.shortName,
    lat: o.geo.latitude,
    lon: o.geo.longitude,
    kind: 'office' as const,
  })),
]

/** The 30 listed cities (spec section 1): on a map of Utah and as a list by region, with their counties. */
export function CitiesSection() {
  return (
    <Section labelledBy="cities-title">
      <SectionHeading
        id="cities-title"
        eyebrow="Where we work"
        title={`${servedCities.length} cities across all ${servedCounties.length} Utah counties`}
        lead="From Cache Valley to the red-rock country, we manage communities in every corner of the state, with local managers and vendors in each region."
      />
      <div className="mt-12 grid items-start gap-8 lg:grid-cols-[2fr_3fr]">
        <figure className={cardClasses(false, 'lg:sticky lg:top-24')}>
          <UtahMap
            className="mx-auto w-full max-w-sm"
            labelSize={8}
            title={`Map of Utah marking our offices in ${offices.map((o) => o.shortName).join(' and ')} and the ${servedCities.length} cities we serve`}
            pins={pins}
          />
          <figcaption className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted">
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-3 rounded-full border-2 border-white bg-rock-500 ring-1 ring-rock-500"
              />
              Office
            </span>
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
              City we serve
            </span>
          </figcaption>
        </figure>
        <div className="grid gap-x-6 gap-y-8 sm:grid-cols-2">
          {citiesByRegion.map((region) => (
            <div key={region.id}>
              <h3 className="text-lg font-semibold">{region.name}</h3>
              <ul className="mt-3 space-y-1.5">
                {region.cities.map((city) => (
                  <li key={city.name} className="pin-bullet flex items-baseline gap-2">
                    <span>
                      <span className="font-medium text-ink">{city.name}</span>
                      <span className="text-sm text-muted">, {city.county} County</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="self-start rounded-card bg-brand-50 p-6">
            <p className="font-semibold text-brand-900">Not sure we cover your community?</p>
            <p className="mt-1 text-sm text-muted">
              These are the cities we list, not the limit: we manage communities between and around them too.
              Tell us where you are and the office for your area will reply.
            </p>
            <Link to="/contact" className={buttonClasses('primary', 'md', 'mt-4')}>
              Contact Us for Your Area
            </Link>
          </div>
        </div>
      </div>
    </Section>
  )
}
