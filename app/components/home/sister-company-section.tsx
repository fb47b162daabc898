import { ExternalLink, FileSignature, GraduationCap, Handshake, PiggyBank } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { sisterCompany } from '~/content/sister-company'

const icons = { FileSignature, GraduationCap, Handshake, PiggyBank }

/** Our sister company for builders and developers (spec section 1), with its external link. */
export function SisterCompanySection() {
  return (
    <Section labelledBy="sister-title" className="border-t border-line">
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <SectionHeading
            id="sister-title"
            align="left"
            eyebrow={`For ${sisterCompany.audience.toLowerCase()}`}
            title={`Building a new community? Meet ${sisterCompany.name}`}
            lead={sisterCompany.summary}
          />
          <a
            href={sisterCompany.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'md', 'mt-8')}
          >
            Visit {sisterCompany.name}
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {sisterCompany.services.map((service) => {
            const Icon = icons[service.icon]
            return (
              <li key={service.title} className="rounded-card bg-canvas p-6">
                <IconBadge>
                  <Icon aria-hidden="true" className="size-5" />
                </IconBadge>
                <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
                <p className="mt-2 text-sm text-muted">{service.description}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </Section>
  )
}
