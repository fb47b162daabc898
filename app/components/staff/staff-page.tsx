import { useId, type ReactNode } from 'react'

/** A back-office page: one heading, an optional line under it, actions on the right. */
export function StaffPage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-2xl font-semibold text-brand-900">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  )
}

/** A white panel on the canvas, for a list or a group of fields. */
export function Panel({
  title,
  children,
  className,
}: {
  title?: ReactNode
  children: ReactNode
  className?: string
}) {
  // The heading names the region, so a screen reader's landmarks list each panel by its title.
  const headingId = useId()
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-card border border-line bg-white shadow-card ${className ?? ''}`}
    >
      {title ? (
        <h2
          id={headingId}
          className="border-b border-line px-4 py-3 text-base font-semibold text-brand-900 sm:px-5"
        >
          {title}
        </h2>
      ) : null}
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  )
}
