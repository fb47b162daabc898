import { cn } from '~/lib/cn'

// Utah's borders are survey lines: 42°N, 37°N, 114.05°W, 109.05°W, with the north-east notch cut
// at 111.05°W / 41°N for Wyoming. Projected equirectangularly at the state's mean latitude.
const NORTH = 42
const SOUTH = 37
const WEST = -114.05
const EAST = -109.05
const SCALE = 40 // px per degree of latitude
const LON_SCALE = SCALE * Math.cos((39.5 * Math.PI) / 180)
const PAD = 6

export function projectUtah(lat: number, lon: number): { x: number; y: number } {
  return { x: PAD + (lon - WEST) * LON_SCALE, y: PAD + (NORTH - lat) * SCALE }
}

const outline: Array<[number, number]> = [
  [NORTH, WEST],
  [NORTH, -111.05],
  [41, -111.05],
  [41, EAST],
  [SOUTH, EAST],
  [SOUTH, WEST],
]

const outlinePath =
  outline
    .map(([lat, lon], i) => {
      const { x, y } = projectUtah(lat, lon)
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`
    })
    .join(' ') + ' Z'

const width = Math.ceil(PAD * 2 + (EAST - WEST) * LON_SCALE)
const height = Math.ceil(PAD * 2 + (NORTH - SOUTH) * SCALE)

export type MapPin = { label: string; lat: number; lon: number; kind: 'office' | 'city' }

type UtahMapProps = {
  pins: readonly MapPin[]
  title: string
  className?: string
  tone?: 'light' | 'dark'
  /** In map units: about 11 for a small map, smaller for a map drawn large. */
  labelSize?: number
}

/** A map of Utah with office and city markers; the title describes it for screen readers. */
export function UtahMap({ pins, title, className, tone = 'light', labelSize = 11 }: UtahMapProps) {
  const dark = tone === 'dark'
  const cityDots = pins
    .filter((pin) => pin.kind === 'city')
    .map((pin) => {
      const { x, y } = projectUtah(pin.lat, pin.lon)
      return `M${(x - 2.5).toFixed(1)} ${y.toFixed(1)}a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0`
    })
    .join('')
  const offices = pins.filter((pin) => pin.kind === 'office')
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} className={cn('h-auto', className)}>
      <path
        d={outlinePath}
        fill={dark ? 'rgb(255 255 255 / 0.06)' : 'var(--color-brand-50)'}
        stroke={dark ? 'rgb(255 255 255 / 0.5)' : 'var(--color-brand-300)'}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {/* Every city is a dot, all in one path: the home page's map marks 28 of them. */}
      {cityDots ? (
        <path d={cityDots} fill={dark ? 'var(--color-brand-200)' : 'var(--color-brand-500)'} />
      ) : null}
      {offices.map((pin) => {
        const { x, y } = projectUtah(pin.lat, pin.lon)
        return (
          <g key={pin.label}>
            <circle cx={x} cy={y} r={5} fill="var(--color-rock-500)" stroke="#fff" strokeWidth="1.5" />
            <text
              x={x + 8}
              // A label near the southern border would sit on the state line: put it above the pin.
              y={y > height - 14 ? y - 8 : y + 4}
              fontSize={labelSize}
              fontWeight="600"
              fill={dark ? '#fff' : 'var(--color-brand-900)'}
            >
              {pin.label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
