import { BarChart3, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { redirect } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { buttonClasses } from '~/components/ui/button'
import { useConsoleSession } from '~/features/elections/components/console-data'
import { ConsolePanel } from '~/features/elections/components/console-panel'
import { VotingCodeBox } from '~/features/elections/components/election-system-code-box'
import { ElectionSystemExplainer } from '~/features/elections/components/election-system-explainer'
import { LostLinkBox } from '~/features/elections/components/election-system-lost-link'
import { PublicResultsList } from '~/features/elections/components/election-system-results'
import { StaffSignInSection } from '~/features/elections/components/election-system-sign-in'
import { listPublicResults } from '~/features/elections/results.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/election-system'

// Spec section 2: /election-system, the weighted-voting election platform (issue 12). Public and rendered
// on the server; for a signed-in staff or board account it becomes the console after a check in the browser.

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'HOA Election System', path: '/election-system' },
] as const

const DESCRIPTION =
  'Secure online voting for Utah HOAs and condominiums: one ballot per unit, weighted as the roll says, secret ' +
  'ballots, paper ballots and proxies, receipts and certified results. Vote with your code or get a new link.'

// "Have a voting code?" once posted here without JavaScript; /vote now reads the code.
export async function loader({ request, context }: Route.LoaderArgs) {
  const entered = new URL(request.url).searchParams.get('code')
  if (entered !== null)
    throw redirect(`/vote?code=${encodeURIComponent(entered)}`, {
      headers: { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' },
    })
  return { results: await listPublicResults(context.db) }
}

export function meta({ matches }: Route.MetaArgs) {
  const origin = matches[0].loaderData?.origin ?? ''
  return pageMeta({
    title: 'HOA Election System: Weighted Voting for Utah Associations',
    description: DESCRIPTION,
    path: '/election-system',
    origin,
    crumbs,
    jsonLd: [
      {
        '@type': 'WebPage',
        name: 'HOA Election System',
        url: `${origin}/election-system`,
        description: DESCRIPTION,
      },
    ],
  })
}

export default function ElectionSystem({ loaderData }: Route.ComponentProps) {
  const { results } = loaderData
  const session = useConsoleSession()
  const [showPublic, setShowPublic] = useState(false)
  const signedIn = session.state !== 'signed-out'
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Weighted voting for Utah associations"
        title="HOA Election System"
        lead="Vote in your association’s election from any phone or computer. Each unit casts one ballot, weighted as your community’s roll records, and a secret ballot stays secret."
      >
        {signedIn && !showPublic ? null : (
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#voting-code" className={buttonClasses('primary', 'lg')}>
              <KeyRound aria-hidden="true" className="size-5" />
              Vote with your code
            </a>
            <a href="#results" className={buttonClasses('secondary', 'lg')}>
              <BarChart3 aria-hidden="true" className="size-5" />
              See certified results
            </a>
          </div>
        )}
      </PageHeader>

      {signedIn && !showPublic ? (
        <ConsolePanel session={session} onShowPublic={() => setShowPublic(true)} />
      ) : (
        <>
          {signedIn ? (
            <p className="border-b border-line bg-brand-50 px-4 py-3 text-center text-sm">
              You are signed in. This is the page as homeowners see it.{' '}
              <button
                type="button"
                onClick={() => setShowPublic(false)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Back to the election console
              </button>
            </p>
          ) : null}
          <section
            id="voting-code"
            aria-label="Vote or get a new link"
            className="scroll-mt-24 bg-canvas py-12 md:py-16"
          >
            <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
              <VotingCodeBox serverError={null} />
              <LostLinkBox />
            </div>
          </section>
          <ElectionSystemExplainer />
          <PublicResultsList results={results} />
          <StaffSignInSection />
        </>
      )}
    </>
  )
}
