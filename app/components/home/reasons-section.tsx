import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { ReasonIcon } from '~/components/reason-icon'
import { buttonClasses } from '~/components/ui/button'
import { IconBadge, cardClasses } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { company } from '~/content/company'
import { reasons } from '~/content/reasons'

/** Six reasons to choose the company (spec section 1), with the way to the full story on /why-us. */
export function ReasonsSection() {
  return (
    <Section tone="canvas" labelledBy="reasons-title">
      <SectionHeading
        id="reasons-title"
        eyebrow={`Why ${company.name}`}
        title="Six reasons Utah boards choose us"
        lead="Good management is quiet: the books balance, the snow gets plowed and owners get answers. Here is how we make that happen."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.id} className={cardClasses(false, 'flex flex-col')}>
            <IconBadge tone="rock">
              <ReasonIcon name={reason.icon} className="size-5" />
            </IconBadge>
            <h3 className="mt-4 text-xl font-semibold">{reason.title}</h3>
            <p className="mt-2 text-muted">{reason.summary}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to="/why-us" className={buttonClasses('secondary')}>
          More on why boards choose us
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </Section>
  )
}
