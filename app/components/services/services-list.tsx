import { IconBadge } from '~/components/ui/card'
import { serviceGroups } from '~/content/services'
import { ServiceGroupIcon } from './service-group-icon'

// Running numbers across the groups, so a reader can see all 27 at a glance.
const numberedGroups = serviceGroups.map((group, g) => ({
  group,
  first: 1 + serviceGroups.slice(0, g).reduce((count, previous) => count + previous.services.length, 0),
}))

/** All management services, grouped, each with its one-sentence description. */
export function ServicesList() {
  return (
    <div className="space-y-8">
      {numberedGroups.map(({ group, first }) => {
        const headingId = `services-group-${group.id}`
        return (
          <section key={group.id} aria-labelledby={headingId}>
            <div className="flex items-center gap-3">
              <IconBadge>
                <ServiceGroupIcon name={group.icon} className="size-5" />
              </IconBadge>
              <h3 id={headingId} className="font-sans text-base font-semibold text-brand-900">
                {group.title}
              </h3>
            </div>
            <ol aria-labelledby={headingId} className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
              {group.services.map((service, i) => (
                <li key={service.id} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-canvas text-xs font-semibold text-brand-700 tabular-nums"
                  >
                    {first + i}
                  </span>
                  <div className="text-sm">
                    <p className="font-semibold text-ink">{service.title}</p>
                    <p className="mt-0.5 text-muted">{service.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        )
      })}
    </div>
  )
}
