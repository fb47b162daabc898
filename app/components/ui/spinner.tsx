import { cn } from '~/lib/cn'

/** An accessible spinner: a status region announced by its label. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin-slow rounded-full border-4 border-brand-100 border-t-brand-600"
      />
    </span>
  )
}
