import { Section, SectionHeading } from '~/components/ui/section'
import { statistics } from '~/content/stats'
import { story } from '~/content/story'

/**
 * The four statistics of the spec (section 1) on the brand band, with the note that says what "20+ years"
 * counts: the company was founded in 2016, so it is the leadership's combined experience.
 */
export function StatBand({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <Section tone="brand" labelledBy={id}>
      <SectionHeading id={id} eyebrow="By the numbers" title={title} lead={lead} inverse />
      <dl className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {statistics.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center rounded-card border border-white/15 bg-white/5 px-4 py-6 text-center"
          >
            <dt className="mt-2 text-sm font-medium text-brand-100">{stat.label}</dt>
            <dd className="font-serif text-3xl font-semibold text-white sm:text-4xl">{stat.number}</dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-brand-100">{story.experienceNote}</p>
    </Section>
  )
}
