import { UtahMap } from '~/components/utah-map'
import { offices } from '~/content/company'

const title = `Map of Utah with our offices in ${offices.map((o) => o.shortName).join(' and ')}`
const pins = offices.map((o) => ({
  label: o.shortName,
  lat: o.geo.latitude,
  lon: o.geo.longitude,
  kind: 'office' as const,
}))

/** Utah with the two offices pinned and named. */
export function OfficesMap({ className, labelSize }: { className?: string; labelSize?: number }) {
  return <UtahMap className={className} labelSize={labelSize} title={title} pins={pins} />
}
