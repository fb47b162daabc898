import { cn } from '~/lib/cn'

const checkRows = [0, 1, 2, 3]

/**
 * A hand-off drawn in SVG: the association's binders passing to a checklist that is nearly done, with
 * the keys and a four-week calendar. Decorative unless given a title.
 */
export function HandoffIllustration({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 400 300"
      className={cn('h-auto w-full', className)}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <circle cx="205" cy="155" r="135" fill="var(--color-brand-50)" />
      <circle
        cx="205"
        cy="155"
        r="105"
        fill="none"
        stroke="var(--color-brand-100)"
        strokeWidth="2"
        strokeDasharray="4 8"
      />

      {/* The association's binders */}
      <g transform="rotate(-8 95 190)">
        <rect x="48" y="132" width="44" height="110" rx="6" fill="var(--color-brand-700)" />
        <rect x="56" y="150" width="28" height="14" rx="2" fill="white" opacity="0.9" />
        <circle cx="70" cy="216" r="6" fill="none" stroke="white" strokeWidth="2.5" opacity="0.8" />
      </g>
      <rect x="92" y="128" width="42" height="112" rx="6" fill="var(--color-brand-500)" />
      <rect x="99" y="146" width="28" height="14" rx="2" fill="white" opacity="0.9" />
      <circle cx="113" cy="212" r="6" fill="none" stroke="white" strokeWidth="2.5" opacity="0.8" />
      <rect x="40" y="240" width="104" height="8" rx="4" fill="var(--color-brand-200)" />

      {/* The hand-off */}
      <path
        d="M104 112 C 104 62, 140 48, 170 58"
        fill="none"
        stroke="var(--color-rock-500)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <path
        d="M160 46 L 174 59 L 157 66"
        fill="none"
        stroke="var(--color-rock-500)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* The transition checklist */}
      <rect
        x="176"
        y="62"
        width="128"
        height="188"
        rx="10"
        fill="white"
        stroke="var(--color-brand-200)"
        strokeWidth="2"
      />
      <rect x="212" y="50" width="56" height="24" rx="6" fill="var(--color-brand-800)" />
      <rect x="196" y="86" width="60" height="8" rx="4" fill="var(--color-brand-800)" />
      {checkRows.map((i) => {
        const y = 118 + i * 32
        const done = i < 3
        return (
          <g key={i}>
            <rect
              x="196"
              y={y - 9}
              width="18"
              height="18"
              rx="4"
              fill={done ? 'var(--color-brand-700)' : 'white'}
              stroke="var(--color-brand-500)"
              strokeWidth="2"
            />
            {done ? (
              <path
                d={`M200 ${y} l4 4 l7 -8`}
                fill="none"
                stroke="white"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ) : null}
            <rect x="224" y={y - 3} width={i % 2 ? 48 : 62} height="6" rx="3" fill="var(--color-line)" />
          </g>
        )
      })}

      {/* Four weeks on the calendar */}
      <g transform="rotate(6 345 110)">
        <rect
          x="312"
          y="74"
          width="66"
          height="70"
          rx="8"
          fill="white"
          stroke="var(--color-brand-200)"
          strokeWidth="2"
        />
        <path d="M312 82 a8 8 0 0 1 8 -8 h50 a8 8 0 0 1 8 8 v10 h-66 z" fill="var(--color-rock-600)" />
        <text
          x="345"
          y="124"
          textAnchor="middle"
          fontFamily="var(--font-serif)"
          fontSize="30"
          fontWeight="600"
          fill="var(--color-brand-900)"
        >
          4
        </text>
        <text
          x="345"
          y="138"
          textAnchor="middle"
          fontSize="10"
          fontWeight="600"
          letterSpacing="1"
          fill="var(--color-muted)"
        >
          WEEKS
        </text>
      </g>

      {/* The keys */}
      <g stroke="var(--color-rock-600)" strokeWidth="5" strokeLinecap="round" fill="none">
        <circle cx="326" cy="214" r="15" />
        <path d="M341 214 H 380 M366 214 v 12 M 376 214 v 9" />
      </g>
    </svg>
  )
}
