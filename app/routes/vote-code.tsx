import { data, redirect } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { VotingCodeBox } from '~/features/elections/components/election-system-code-box'
import { readEnteredCode } from '~/features/elections/voter-code'
import { LostLinkBox } from '~/features/elections/components/election-system-lost-link'
import { tokenForVoterCode } from '~/features/elections/voter-code.server'
import { voterMessage } from '~/features/elections/voter-messages'
import { translator } from '~/i18n/catalogues.server'
import { useT } from '~/i18n/i18n-provider'
import { localeOfRequest, pathInLocale } from '~/i18n/locales'
import { metaTranslator } from '~/i18n/meta'
import { isAppError } from '~/lib/errors'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/vote-code'

// /vote: the short address printed on notices and mail ballots, with the "Have a voting code?" box. The box's
// GET form (and a mail ballot's QR code) land here with ?code=; a code that opens a ballot goes on to it.
const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }

// English paths: the page header and the head's trail lead each to its page in the reader's language.
const crumbs = (t: (key: 'crumbs.home' | 'crumbs.hoaElectionSystem' | 'crumbs.code') => string) => [
  { name: t('crumbs.home'), path: '/' },
  { name: t('crumbs.hoaElectionSystem'), path: '/election-system' },
  { name: t('crumbs.code'), path: '/vote' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request)
  const t = translator(locale, 'vote')
  const entered = new URL(request.url).searchParams.get('code')
  if (entered === null) return data({ codeError: null as string | null }, { headers: PRIVATE })
  const read = readEnteredCode(entered)
  if (!read)
    return data({ codeError: entered.trim() ? t('code.bad') : t('code.empty') }, { headers: PRIVATE })
  try {
    const token =
      read.kind === 'link'
        ? read.token
        : await tokenForVoterCode(context.db, { hashKey: context.hashKey, ip: context.clientIp }, read.code)
    throw redirect(pathInLocale(`/vote/${token}`, locale), { headers: PRIVATE })
  } catch (error) {
    if (!isAppError(error)) throw error
    return data({ codeError: voterMessage(error, t) }, { status: error.status, headers: PRIVATE })
  }
}

export const headers = () => PRIVATE

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, 'vote')
  return pageMeta({
    title: t('code.metaTitle'),
    description: t('code.metaDescription'),
    path: '/vote',
    locale: t.locale,
    origin: matches[0].loaderData?.origin ?? '',
    crumbs: crumbs(t),
  })
}

export default function VoteWithCode({ loaderData }: Route.ComponentProps) {
  const t = useT('vote')
  return (
    <>
      <PageHeader
        crumbs={crumbs(t)}
        eyebrow={t('code.eyebrow')}
        title={t('code.title')}
        lead={t('code.lead')}
      />
      <section aria-label={t('code.sectionLabel')} className="bg-canvas py-12 md:py-16">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          <VotingCodeBox serverError={loaderData.codeError} />
          <LostLinkBox />
        </div>
      </section>
    </>
  )
}
