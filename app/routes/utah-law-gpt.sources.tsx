import { MessageSquareWarning } from 'lucide-react'
import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { cardClasses, IconBadge } from '~/components/ui/card'
import { Section } from '~/components/ui/section'
import { ChapterNav, ChapterSections } from '~/features/law/components/library-chapters'
import { LibraryCounts, SessionList, Sb122Note } from '~/features/law/components/library-summary'
import { OfficialLink, underlinedLinkClass } from '~/features/law/components/source-currency'
import { LAW_SOURCES_PATH } from '~/features/law/law-client'
import { readLawLibrary } from '~/features/law/library.server'
import { UTAH_CODE_URL } from '~/features/law/retrieval-answer'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/utah-law-gpt.sources'

// The same for every visitor until the corpus changes, which takes a restart: served from the daily page
// cache (content/pages.ts).

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Utah HOA Law Assistant', path: '/utah-law-gpt' },
  { name: 'Sources', path: LAW_SOURCES_PATH },
] as const

export async function loader({ context }: Route.LoaderArgs) {
  return { library: await readLawLibrary(context.db) }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Utah HOA Law Assistant: Its Sources',
    description:
      'Every Utah Code section the HOA law assistant holds, with how current and how complete each copy is, ' +
      'the legislative sessions the texts reflect, and how to report an error.',
    path: LAW_SOURCES_PATH,
    origin: matches[0].loaderData?.origin ?? '',
    crumbs,
  })
}

function ReportAnError() {
  return (
    <section aria-labelledby="report-an-error" className={cardClasses(false, 'flex gap-4 p-5')}>
      <IconBadge>
        <MessageSquareWarning aria-hidden="true" className="size-5" />
      </IconBadge>
      <div className="min-w-0">
        <h2 id="report-an-error" className="font-sans text-base font-semibold text-brand-900">
          How to report an error
        </h2>
        <div className="mt-1 grid gap-2 text-sm text-muted">
          <p>
            If a section here is wrong, out of date or missing, please{' '}
            <Link to="/contact" className={underlinedLinkClass}>
              tell us through our contact page
            </Link>{' '}
            and name the section; we check it against the official text and correct the library.
          </p>
          <p>
            You can check any section yourself at{' '}
            <OfficialLink href={UTAH_CODE_URL}>le.utah.gov</OfficialLink>: each section number on this page
            links to its official text.
          </p>
        </div>
      </div>
    </section>
  )
}

export default function UtahLawSources({ loaderData }: Route.ComponentProps) {
  const { counts, sessions, chapters } = loaderData.library
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Utah HOA law assistant"
        title="The statutes behind the answers"
        lead={
          `The assistant answers only from its own library: ${counts.sections} sections of the Utah Code on ` +
          'homeowners associations, condominiums, the HOA Ombudsman and nonprofit corporations. It is not the ' +
          'whole Utah Code, and some copies are incomplete or older than the law in force; each is marked below.'
        }
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            <h2 id="what-it-holds" className="text-2xl font-semibold sm:text-3xl">
              What the library holds
            </h2>
            <LibraryCounts counts={counts} />
            <h2 id="sessions" className="mt-10 text-2xl font-semibold sm:text-3xl">
              The sessions the corpus reflects
            </h2>
            <p className="mt-2 text-muted">
              When each text we hold took effect, as far as our sources show. A title-only section has no text
              to date.
            </p>
            <SessionList sessions={sessions} />
            <Sb122Note sessions={sessions} />
          </div>
          <div className="grid content-start gap-4">
            <ReportAnError />
          </div>
        </div>
      </Section>
      <Section tone="canvas" labelledBy="every-section">
        <h2 id="every-section" className="text-2xl font-semibold sm:text-3xl">
          Every section held
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          By chapter, in the Utah Code’s order. Each number opens the official section at le.utah.gov in a new
          tab.
        </p>
        <div className="mt-6">
          <ChapterNav chapters={chapters} />
        </div>
        <div className="mt-12 grid gap-14">
          {chapters.map((chapter) => (
            <ChapterSections key={chapter.code} chapter={chapter} />
          ))}
        </div>
      </Section>
    </>
  )
}
