import { ArrowRight } from 'lucide-react'
import { DialogButton } from '~/components/dialog-button'
import { buttonClasses } from '~/components/ui/button'
import { cardClasses, IconBadge } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { serviceCount, serviceGroups, serviceTerms } from '~/content/services'
import { ServiceGroupIcon } from './service-group-icon'

/** Every service by title, in its group, with the descriptions one click away in the services dialog. */
export function ServicesOverview() {
  return (
    <Section tone="canvas" labelledBy="switch-services">
      <SectionHeading
        id="switch-services"
        eyebrow="What you switch to"
        title={`${serviceCount} services, in five areas`}
        lead={serviceTerms.frequency}
      />
      <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {serviceGroups.map((group) => (
          <section
            key={group.id}
            aria-labelledby={`switch-services-${group.id}`}
            className={cardClasses(false)}
          >
            <div className="flex items-center gap-3">
              <IconBadge>
                <ServiceGroupIcon name={group.icon} className="size-5" />
              </IconBadge>
              <h3
                id={`switch-services-${group.id}`}
                className="font-sans text-base font-semibold text-brand-900"
              >
                {group.title}
              </h3>
            </div>
            <ul className="mt-4 space-y-1.5 text-sm">
              {group.services.map((service) => (
                <li key={service.id} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                  <span>{service.title}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="flex flex-col justify-between gap-6 rounded-card bg-brand-800 p-6 text-brand-100 shadow-card">
          <div className="space-y-3 text-sm">
            <p className="font-serif text-xl font-semibold text-white">What each service covers</p>
            <p>{serviceTerms.enhancedSupport}</p>
            <p>{serviceTerms.transition}</p>
          </div>
          <DialogButton dialog="services" className={buttonClasses('inverse', 'md', 'self-start')}>
            See all {serviceCount} services
            <ArrowRight aria-hidden="true" className="size-4" />
          </DialogButton>
        </div>
      </div>
    </Section>
  )
}
