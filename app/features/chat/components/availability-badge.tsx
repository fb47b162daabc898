import { cn } from '~/lib/cn'

/** Spec section 2, "Chat dialog": the "Available 24/7" badge. */
export function AvailabilityBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200',
        className,
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
      Available 24/7
    </span>
  )
}
