import { useRouteLoaderData } from 'react-router'
import { CitiesSection } from '~/components/home/cities-section'
import { ClosureNotice } from '~/components/home/closure-notice'
import { FaqSection } from '~/components/home/faq-section'
import { HomeHero } from '~/components/home/home-hero'
import { QuickAccessGrid } from '~/components/home/quick-access-grid'
import { ReasonsSection } from '~/components/home/reasons-section'
import { SisterCompanySection } from '~/components/home/sister-company-section'
import { StatsBand } from '~/components/home/stats-band'
import { TestimonialsSection } from '~/components/home/testimonials-section'
import { StaticIsland } from '~/components/static-island'
import { Section, SectionHeading } from '~/components/ui/section'
import { company } from '~/content/company'
import { faqItems } from '~/content/faq'
import { utahToday } from '~/lib/dates'
import { pageMeta } from '~/lib/seo'
import { faqPageLd, organizationLd } from '~/lib/structured-data'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/home'

export function meta({ matches }: Route.MetaArgs) {
  const origin = matches[0].loaderData?.origin ?? ''
  return pageMeta({
    title: `${company.fullName} | Utah's Premier HOA Management Company`,
    description:
      'Certified community managers for Utah HOAs, condominiums and townhome communities. Offices in Salt Lake City ' +
      'and St. George, statewide coverage and a 24/7 emergency line.',
    path: '/',
    origin,
    jsonLd: [organizationLd(origin), faqPageLd(faqItems)],
  })
}

// The home page in the order of spec section 1.
export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <>
      {/* The hero and the Quick Access cards are links and dialog buttons, which a StaticIsland serves unhydrated. */}
      <StaticIsland id="home-hero">
        <HomeHero />
      </StaticIsland>
      <ClosureNotice today={root?.today ?? utahToday()} todaySpan={root?.todaySpan} />
      <StaticIsland id="home-quick-access">
        <Section labelledBy="quick-access-title">
          <SectionHeading
            id="quick-access-title"
            eyebrow="Quick Access"
            title="What can we help you with today?"
            lead="Pay an assessment, order resale documents, ask about Utah HOA law or vote in your association’s election."
          />
          <QuickAccessGrid />
        </Section>
      </StaticIsland>
      {/* Text, lists and links only: adopted as server-rendered rather than hydrated (see StaticIsland). */}
      <StaticIsland id="home-static-sections">
        <ReasonsSection />
        <StatsBand />
        <CitiesSection />
        <SisterCompanySection />
        <TestimonialsSection />
      </StaticIsland>
      <div>
        <FaqSection items={faqItems} />
      </div>
    </>
  )
}
