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
import { useT, type Translate } from '~/i18n/i18n-provider'
import { localeOfPath, pathInLocale } from '~/i18n/locales'
import { metaTranslator } from '~/i18n/meta'
import { cn } from '~/lib/cn'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/election-system'

// /election-system, the weighted-voting election platform: public and rendered on the server, in English and
// at /es/election-system in Spanish; for a signed-in staff or board account it becomes the console (English)
// after a check in the browser.

// English paths: the page header and the head's trail lead each to its page in the reader's language.
const crumbs = (
  t: Pick<Translate<'electionSystem'>, 'locale'> & ((key: 'crumbs.home' | 'crumbs.page') => string),
) => [
  { name: t('crumbs.home'), path: '/' },
  { name: t('crumbs.page'), path: '/election-system' },
]

// "Have a voting code?" once posted here without JavaScript; /vote now reads the code.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const entered = url.searchParams.get('code')
  if (entered !== null)
    throw redirect(
      `${pathInLocale('/vote', localeOfPath(url.pathname))}?code=${encodeURIComponent(entered)}`,
      {
        headers: { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' },
      },
    )
  return { results: await listPublicResults(context.db) }
}

export function meta({ matches }: Route.MetaArgs) {
  const origin = matches[0].loaderData?.origin ?? ''
  const t = metaTranslator(matches, 'electionSystem')
  const description = t('meta.description')
  return pageMeta({
    title: t('meta.title'),
    description,
    path: '/election-system',
    locale: t.locale,
    origin,
    crumbs: crumbs(t),
    jsonLd: [
      {
        '@type': 'WebPage',
        name: t('title'),
        url: `${origin}${pathInLocale('/election-system', t.locale)}`,
        description,
      },
    ],
  })
}

export default function ElectionSystem({ loaderData }: Route.ComponentProps) {
  const { results } = loaderData
  const t = useT('electionSystem')
  const session = useConsoleSession()
  const [showPublic, setShowPublic] = useState(false)
  const signedIn = session.state !== 'signed-out'
  const staffInEnglish = t.locale !== 'en'
  return (
    <>
      <PageHeader crumbs={crumbs(t)} eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        {signedIn && !showPublic ? null : (
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#voting-code" className={buttonClasses('primary', 'lg')}>
              <KeyRound aria-hidden="true" className="size-5" />
              {t('voteWithCode')}
            </a>
            <a href="#results" className={buttonClasses('secondary', 'lg')}>
              <BarChart3 aria-hidden="true" className="size-5" />
              {t('seeResults')}
            </a>
          </div>
        )}
      </PageHeader>

      {signedIn && !showPublic ? (
        <div lang="en">
          {staffInEnglish ? <StaffNote className="pt-6" /> : null}
          <ConsolePanel session={session} onShowPublic={() => setShowPublic(true)} />
        </div>
      ) : (
        <>
          {signedIn ? (
            <p lang="en" className="border-b border-line bg-brand-50 px-4 py-3 text-center text-sm">
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
            aria-label={t('boxesLabel')}
            className="scroll-mt-24 bg-canvas py-12 md:py-16"
          >
            <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
              <VotingCodeBox serverError={null} />
              <LostLinkBox />
            </div>
          </section>
          <ElectionSystemExplainer />
          <PublicResultsList results={results} />
          <StaffSignInSection note={staffInEnglish ? <StaffNote /> : null} />
        </>
      )}
    </>
  )
}

/** On a page in another language: the staff tools that follow are in English, and say so in the page's. */
function StaffNote({ className }: { className?: string }) {
  const t = useT('electionSystem')
  return (
    <p lang={t.locale} className={cn('mx-auto max-w-3xl px-4 text-sm text-muted sm:px-6', className)}>
      {t('staff.inEnglish')}
    </p>
  )
}
