import { cn } from '~/lib/cn'

const bars = [
  { x: 286, height: 46 },
  { x: 310, height: 78 },
  { x: 334, height: 60 },
]

/**
 * A sealed ballot going into a ballot box, with a lock for the secret ballot and bars of unequal height
 * for votes weighted by the roll. Decorative unless given a title.
 */
export function BallotBoxIllustration({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 400 300"
      className={cn('h-auto w-full', className)}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <circle cx="200" cy="160" r="132" fill="var(--color-brand-50)" />
      <circle
        cx="200"
        cy="160"
        r="104"
        fill="none"
        stroke="var(--color-brand-100)"
        strokeWidth="2"
        strokeDasharray="4 8"
      />

      {/* The ballot, half through the slot */}
      <g transform="rotate(-6 190 92)">
        <rect
          x="146"
          y="44"
          width="92"
          height="112"
          rx="6"
          fill="white"
          stroke="var(--color-brand-200)"
          strokeWidth="2"
        />
        <rect x="160" y="60" width="46" height="7" rx="3.5" fill="var(--color-brand-800)" />
        <rect x="160" y="80" width="14" height="14" rx="3" fill="var(--color-brand-700)" />
        <path
          d="M163 87 l4 4 l7 -8"
          fill="none"
          stroke="white"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="182" y="84" width="42" height="6" rx="3" fill="var(--color-brand-200)" />
        <rect
          x="160"
          y="104"
          width="14"
          height="14"
          rx="3"
          fill="white"
          stroke="var(--color-brand-300)"
          strokeWidth="2"
        />
        <rect x="182" y="108" width="34" height="6" rx="3" fill="var(--color-brand-200)" />
      </g>

      {/* The box */}
      <rect x="104" y="132" width="176" height="118" rx="10" fill="var(--color-brand-700)" />
      <rect x="96" y="120" width="192" height="22" rx="6" fill="var(--color-brand-800)" />
      <rect x="140" y="127" width="104" height="8" rx="4" fill="var(--color-brand-900)" />
      <rect x="104" y="246" width="176" height="10" rx="5" fill="var(--color-brand-900)" opacity="0.35" />

      {/* The lock: the ballot is kept apart from who cast it */}
      <g transform="translate(170 166)">
        <rect x="0" y="18" width="44" height="36" rx="6" fill="white" />
        <path d="M8 18 v-8 a14 14 0 0 1 28 0 v8" fill="none" stroke="white" strokeWidth="5" />
        <circle cx="22" cy="33" r="5" fill="var(--color-brand-700)" />
        <rect x="20" y="34" width="4" height="10" rx="2" fill="var(--color-brand-700)" />
      </g>

      {/* Votes weighted by the roll */}
      {bars.map((bar) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={250 - bar.height}
          width="16"
          height={bar.height}
          rx="4"
          fill="var(--color-rock-500)"
          opacity={bar.x === 310 ? 1 : 0.7}
        />
      ))}
      <rect x="278" y="250" width="88" height="4" rx="2" fill="var(--color-rock-500)" opacity="0.5" />

      {/* The receipt */}
      <g transform="rotate(8 66 206)">
        <rect
          x="36"
          y="172"
          width="60"
          height="72"
          rx="5"
          fill="white"
          stroke="var(--color-brand-200)"
          strokeWidth="2"
        />
        <rect x="46" y="186" width="40" height="6" rx="3" fill="var(--color-rock-500)" />
        <rect x="46" y="200" width="32" height="5" rx="2.5" fill="var(--color-brand-200)" />
        <rect x="46" y="212" width="36" height="5" rx="2.5" fill="var(--color-brand-200)" />
        <rect x="46" y="224" width="24" height="5" rx="2.5" fill="var(--color-brand-200)" />
      </g>
    </svg>
  )
}
