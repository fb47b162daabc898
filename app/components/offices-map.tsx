import { UtahMap } from '~/components/utah-map'
import { offices } from '~/content/company'

const englishTitle = `Map of Utah with our offices in ${offices.map((o) => o.shortName).join(' and ')}`
const pins = offices.map((o) => ({
  label: o.shortName,
  lat: o.geo.latitude,
  lon: o.geo.longitude,
  kind: 'office' as const,
}))

/** Utah with the two offices pinned and named; `title` describes it in the page's language (English by default). */
export function OfficesMap({
  className,
  labelSize,
  title = englishTitle,
}: {
  className?: string
  labelSize?: number
  title?: string
}) {
  return <UtahMap className={className} labelSize={labelSize} title={title} pins={pins} />
}
