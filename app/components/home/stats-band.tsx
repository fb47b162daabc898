import { Section } from '~/components/ui/section'
import { statistics } from '~/content/stats'

/** The four statistics of spec section 1, on the brand band. */
export function StatsBand() {
  return (
    <Section tone="brand" labelledBy="stats-title" className="md:py-16">
      <h2 id="stats-title" className="sr-only">
        Our track record
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
        {statistics.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-2 text-sm font-medium tracking-wide text-brand-100 uppercase">{stat.label}</dt>
            <dd className="font-serif text-4xl font-semibold text-white">{stat.number}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
