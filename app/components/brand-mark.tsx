/** The company mark: the Wasatch front's peaks in a crest. Decorative; the name is always beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="var(--color-brand-700)" />
      <circle cx="28.5" cy="11.5" r="3.5" fill="var(--color-rock-500)" />
      <path d="M5 31 15.5 14l5 7.5 4-5.5L35 31Z" fill="#fff" />
      <path d="m15.5 14 3 4.8-3-1.3-2.6 1.6Z" fill="var(--color-brand-200)" />
      <path d="M5 31h30" stroke="var(--color-brand-300)" strokeWidth="1.5" />
    </svg>
  )
}
