import { useId } from 'react'
import { cn } from '~/lib/cn'

// A hand-drawn view east from the Salt Lake Valley: the far Oquirrh haze, the Wasatch Range with its
// snowline, the foothills and a street of homes with lit windows. Drawn in the site's palette only.
const W = 640
const H = 320

const farRidge =
  'M0 168 L48 150 L96 158 L150 124 L206 146 L262 112 L320 136 L380 104 L440 130 L500 108 L560 138 L640 118 V320 H0 Z'
const wasatch =
  'M0 214 L44 190 L92 154 L122 168 L170 100 L194 116 L216 82 L244 108 L272 94 L318 142 L360 122 ' +
  'L402 72 L426 90 L452 80 L500 132 L544 116 L592 150 L640 138 V320 H0 Z'
// Everything above this jagged line inside the range is snow.
const snowline =
  'M0 0 H640 V104 L612 110 L586 102 L560 112 L520 100 L480 108 L452 98 L430 106 L404 96 L380 106 ' +
  'L340 100 L300 108 L262 98 L236 110 L214 100 L190 110 L166 104 L130 112 L90 104 L40 112 L0 106 Z'
const foothills = 'M0 262 Q70 226 150 244 T310 238 T470 232 T640 244 V320 H0 Z'

type House = { x: number; w: number; h: number; roof: number }
const houses: House[] = [
  { x: 18, w: 40, h: 26, roof: 16 },
  { x: 70, w: 52, h: 30, roof: 18 },
  { x: 136, w: 36, h: 24, roof: 14 },
  { x: 186, w: 58, h: 34, roof: 20 },
  { x: 300, w: 44, h: 28, roof: 16 },
  { x: 356, w: 60, h: 32, roof: 20 },
  { x: 430, w: 38, h: 24, roof: 14 },
  { x: 520, w: 54, h: 30, roof: 18 },
  { x: 586, w: 42, h: 26, roof: 16 },
]
const trees = [8, 128, 258, 276, 288, 420, 480, 500, 578, 632]
const GROUND = 294

function housePath({ x, w, h, roof }: House) {
  const wall = GROUND - h
  return `M${x} ${GROUND} V${wall} L${x + w / 2} ${wall - roof} L${x + w} ${wall} V${GROUND} Z`
}

/** Decorative unless given a title. `band` crops most of the sky, for a wider, shorter picture. */
export function WasatchSkyline({
  className,
  title,
  band = false,
}: {
  className?: string
  title?: string
  band?: boolean
}) {
  const id = useId()
  const sky = `${id}-sky`
  const range = `${id}-range`
  return (
    <svg
      viewBox={band ? `0 56 ${W} ${H - 56}` : `0 0 ${W} ${H}`}
      className={cn('h-auto w-full', className)}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-brand-100)" />
          <stop offset="1" stopColor="var(--color-brand-50)" />
        </linearGradient>
        <clipPath id={range}>
          <path d={wasatch} />
        </clipPath>
      </defs>
      <rect width={W} height={H} fill={`url(#${sky})`} />
      <circle cx="552" cy="86" r="24" fill="var(--color-rock-100)" />
      <circle cx="552" cy="86" r="16" fill="#fff" opacity="0.55" />
      <path d={farRidge} fill="var(--color-brand-200)" opacity="0.7" />
      <path d={wasatch} fill="var(--color-brand-300)" />
      <path d={snowline} fill="#fff" clipPath={`url(#${range})`} />
      <path d={foothills} fill="var(--color-brand-500)" opacity="0.55" />
      <rect y={GROUND} width={W} height={H - GROUND} fill="var(--color-brand-800)" />
      {trees.map((x) => (
        <path
          key={x}
          d={`M${x} ${GROUND} l-9 0 l9 -30 l9 30 Z`}
          fill="var(--color-brand-700)"
          opacity="0.9"
        />
      ))}
      {houses.map((house) => (
        <g key={house.x}>
          <path d={housePath(house)} fill="var(--color-brand-800)" />
          <rect
            x={house.x + house.w * 0.22}
            y={GROUND - house.h * 0.62}
            width={house.w * 0.18}
            height={house.h * 0.28}
            rx="1.5"
            fill="var(--color-rock-100)"
          />
          <rect
            x={house.x + house.w * 0.6}
            y={GROUND - house.h * 0.62}
            width={house.w * 0.18}
            height={house.h * 0.28}
            rx="1.5"
            fill="var(--color-rock-100)"
            opacity="0.8"
          />
        </g>
      ))}
      <path
        d="M0 306 H640"
        stroke="var(--color-brand-300)"
        strokeWidth="2"
        strokeDasharray="14 12"
        opacity="0.6"
      />
    </svg>
  )
}
