import { data, redirect } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { VotingCodeBox } from '~/features/elections/components/election-system-code-box'
import { BAD_CODE_MESSAGE, EMPTY_CODE_MESSAGE } from '~/features/elections/components/election-system-code'
import { readEnteredCode } from '~/features/elections/voter-code'
import { LostLinkBox } from '~/features/elections/components/election-system-lost-link'
import { tokenForVoterCode } from '~/features/elections/voter-code.server'
import { isAppError } from '~/lib/errors'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/vote-code'

// /vote: the short address printed on notices and mail ballots, with the "Have a voting code?" box. The box's
// GET form (and a mail ballot's QR code) land here with ?code=; a code that opens a ballot goes on to it.
const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'HOA Election System', path: '/election-system' },
  { name: 'Vote with your code', path: '/vote' },
] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  const entered = new URL(request.url).searchParams.get('code')
  if (entered === null) return data({ codeError: null as string | null }, { headers: PRIVATE })
  const read = readEnteredCode(entered)
  if (!read)
    return data({ codeError: entered.trim() ? BAD_CODE_MESSAGE : EMPTY_CODE_MESSAGE }, { headers: PRIVATE })
  try {
    const token =
      read.kind === 'link'
        ? read.token
        : await tokenForVoterCode(context.db, { hashKey: context.hashKey, ip: context.clientIp }, read.code)
    throw redirect(`/vote/${token}`, { headers: PRIVATE })
  } catch (error) {
    if (!isAppError(error)) throw error
    return data({ codeError: error.message }, { status: error.status, headers: PRIVATE })
  }
}

export const headers = () => PRIVATE

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Vote with your code | HOA Election System',
    description:
      'Type the voting code from your printed notice or mail ballot, or paste the link from your invitation, to open your unit’s ballot.',
    path: '/vote',
    origin: matches[0].loaderData?.origin ?? '',
    crumbs,
  })
}

export default function VoteWithCode({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="HOA Election System"
        title="Vote with your code"
        lead="The code on your printed notice or mail ballot opens your unit’s ballot, the same ballot your invitation link opens. Type it below; capital letters, dashes and spaces do not matter."
      />
      <section aria-label="Your voting code" className="bg-canvas py-12 md:py-16">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          <VotingCodeBox serverError={loaderData.codeError} />
          <LostLinkBox />
        </div>
      </section>
    </>
  )
}
