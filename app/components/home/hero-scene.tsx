/**
 * A hand-drawn evening view of the Wasatch over a row of townhomes: the kind of community we manage.
 * Decorative; the hero's text carries the meaning.
 */
export function HeroScene({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 220" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-brand-100)" />
          <stop offset="1" stopColor="var(--color-brand-50)" />
        </linearGradient>
      </defs>
      <rect width="480" height="220" fill="url(#hero-sky)" />
      <circle cx="372" cy="58" r="22" fill="var(--color-rock-100)" />
      {/* Far range, then the near peaks with snow on their tops. */}
      <path
        d="M0 138 52 96l34 22 58-62 46 44 40-30 62 52 48-40 54 38 44-28 42 30v110H0Z"
        fill="var(--color-brand-200)"
      />
      <path d="M0 160 70 110l44 30 72-70 58 56 40-26 70 54 54-34 72 44v56H0Z" fill="var(--color-brand-300)" />
      <path d="m186 70-22 22 12-4 10 8 8-10 14 6Z" fill="#fff" />
      <path d="m70 110-16 12 9-2 7 5 6-6 10 3Z" fill="#fff" />
      <path d="m284 100-12 8 6-2 6 4 5-4 5 2Z" fill="#fff" />
      {/* Foothills and the row of homes. */}
      <path d="M0 180c60-18 140-22 240-12s180 4 240-10v62H0Z" fill="var(--color-brand-500)" opacity="0.35" />
      <g fill="var(--color-brand-800)">
        <path d="M40 200v-34l26-20 26 20v34Z" />
        <path d="M92 200v-42l30-24 30 24v42Z" />
        <path d="M152 200v-34l26-20 26 20v34Z" />
        <path d="M268 200v-38l28-22 28 22v38Z" />
        <path d="M324 200v-30l24-18 24 18v30Z" />
        <path d="M372 200v-40l28-22 28 22v40Z" />
      </g>
      <g fill="var(--color-rock-100)">
        <rect x="58" y="174" width="8" height="8" rx="1" />
        <rect x="112" y="162" width="8" height="8" rx="1" />
        <rect x="126" y="162" width="8" height="8" rx="1" />
        <rect x="170" y="174" width="8" height="8" rx="1" />
        <rect x="288" y="168" width="8" height="8" rx="1" />
        <rect x="340" y="176" width="8" height="8" rx="1" />
        <rect x="392" y="166" width="8" height="8" rx="1" />
        <rect x="406" y="166" width="8" height="8" rx="1" />
      </g>
      <g fill="var(--color-brand-700)">
        <circle cx="222" cy="186" r="14" />
        <circle cx="240" cy="190" r="10" />
        <circle cx="446" cy="188" r="12" />
      </g>
      <rect y="200" width="480" height="20" fill="var(--color-brand-900)" />
      <path d="M0 209h480" stroke="var(--color-brand-300)" strokeWidth="1.5" strokeDasharray="14 10" />
    </svg>
  )
}
