import { BadgeCheck, Building2, CalendarDays } from 'lucide-react'
import { Section, SectionHeading } from '~/components/ui/section'
import { OfficesMap } from '~/components/offices-map'
import { company, offices } from '~/content/company'
import { story } from '~/content/story'
import { WasatchSkyline } from './wasatch-skyline'

/** Three facts under the /about heading: when we started, where we are, who manages. */
export function StoryFacts() {
  const facts = [
    { icon: CalendarDays, text: `Founded in ${company.founded}` },
    { icon: Building2, text: `Offices in ${offices.map((o) => o.shortName).join(' and ')}` },
    { icon: BadgeCheck, text: 'CMCA and AMS credentialed managers' },
  ]
  return (
    <ul className="mt-6 flex flex-wrap gap-3">
      {facts.map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-card"
        >
          <Icon aria-hidden="true" className="size-4 text-rock-600" />
          {text}
        </li>
      ))}
    </ul>
  )
}

/** How and why the company started, beside the view of the Wasatch Range where it did. */
export function OriginSection() {
  return (
    <Section labelledBy="about-origin">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="about-origin"
            eyebrow={`Salt Lake City, ${company.founded}`}
            title="Why we started"
            align="left"
          />
          <div className="mt-6 space-y-4 text-lg text-ink">
            {story.origin.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <figure>
          <WasatchSkyline className="rounded-card shadow-card" />
          <figcaption className="mt-3 text-sm text-muted">
            The Wasatch Range above the Salt Lake Valley, where our first three communities were.
          </figcaption>
        </figure>
      </div>
    </Section>
  )
}

/** How the company grew by referral to two offices and 75+ communities, with the offices on a map. */
export function GrowthSection() {
  return (
    <Section tone="canvas" labelledBy="about-growth">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <OfficesMap className="mx-auto hidden w-full max-w-xs lg:block" labelSize={7.5} />
        <div>
          <SectionHeading id="about-growth" eyebrow="How we grew" title="One board at a time" align="left" />
          <div className="mt-6 space-y-4 text-lg text-ink">
            {story.growth.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {offices.map((office) => (
              <li key={office.id} className="rounded-card border border-line bg-white p-4">
                <p className="font-semibold text-brand-900">{office.name}</p>
                <p className="mt-1 text-sm text-muted">{office.address.fullAddress}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
