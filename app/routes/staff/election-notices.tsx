import { Printer } from 'lucide-react'
import { Fragment, useState } from 'react'
import { redirect } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { StaffDocumentLoading, StaffShellLoading } from '~/components/staff/staff-loading'
import { staffMeta } from '~/components/staff/staff-meta'
import { useOpeningStaffPage, useStaffPageName } from '~/components/staff/staff-page-names'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { ConsoleBackLink } from '~/features/elections/components/console-back-link'
import { NoticeLetter, type Notice } from '~/features/elections/components/detail-notice-letter'
import { NoticesIntro } from '~/features/elections/components/detail-notices-intro'
import { useQrCodes } from '~/features/elections/components/detail-qr'
import { MailBallot } from '~/features/elections/components/mail-ballot'
import { NoticesPdfOption } from '~/features/elections/components/notices-pdf-option'
import { mailBallotText } from '~/features/elections/mail-ballot-text'
import { letterDate } from '~/features/elections/notice-letter-text'
import type { Election, RollEntry } from '~/features/elections/types'
import type { StaffUser } from '~/features/staff/schemas'
import { utahToday } from '~/lib/dates'
import { pageOf, passwordPath, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/election-notices'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Notices: ${data.election.title}` : 'Printed notices')

// Outside the staff layout so the letters print without the back office around them; so the session is
// checked here, as the layout does it (a password due first; board accounts may look but not print).
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const base = `/api/elections/${encodeURIComponent(params.id)}`
  // Both at once: the API itself refuses the election to an account whose password is due.
  const [{ user }, { election }] = await Promise.all([
    staffLoad<{ user: StaffUser }>(request, '/api/election-auth/me'),
    staffLoad<{ election: Election }>(request, base),
  ])
  if (user.mustChangePassword) throw redirect(passwordPath(pageOf(request)))
  // Units no owner email reaches: the ones that get a notice (the roll exists once voting opened).
  const units =
    election.status === 'draft'
      ? []
      : (await staffLoad<{ units: RollEntry[] }>(request, `${base}/roll`)).units
  const awaiting = units.filter((unit) => !unit.owners.some((owner) => owner.email)).length
  return { user, election, awaiting }
}

export function HydrateFallback() {
  return <StaffDocumentLoading title={useStaffPageName()} />
}

export default function ElectionNoticesPage({ loaderData }: Route.ComponentProps) {
  const { user, election, awaiting } = loaderData
  const [notices, setNotices] = useState<Notice[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const codes = useQrCodes(notices?.map((notice) => notice.codeLink) ?? [])
  const ready = notices !== null && notices.every((notice) => codes[notice.codeLink])
  const opening = useOpeningStaffPage()

  async function issue() {
    setBusy(true)
    setMessage(null)
    const result = await staffCall<{ notices: Notice[] }>(
      'POST',
      `/api/elections/${encodeURIComponent(election.id)}/notices`,
    )
    setBusy(false)
    if (result.ok) setNotices(result.data.notices)
    else setMessage(result.message)
  }

  // Back to the back office: the page opened, by name, while it loads.
  if (opening) return <StaffShellLoading title={opening} />
  const back = (
    <ConsoleBackLink to={`/staff/elections/${election.id}`}>Back to {election.title}</ConsoleBackLink>
  )
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-canvas focus:outline-none print:bg-white">
      {/* Letter paper; the browser's own header and footer lines are left to the print dialog. */}
      <style>{'@page { size: letter; margin: 0.6in; }'}</style>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 sm:px-6 print:hidden">
        {back}
        <h1 className="font-serif text-2xl font-semibold text-brand-900">
          Printed notices: {election.title}
        </h1>
        {message ? <FormAlert>{message}</FormAlert> : null}
        {notices === null ? (
          <>
            <NoticesIntro
              status={election.status}
              awaiting={awaiting}
              canPrint={user.role !== 'board'}
              busy={busy}
              onIssue={issue}
            />
            {election.status === 'open' && user.role !== 'board' && awaiting > 0 ? (
              <NoticesPdfOption electionId={election.id} />
            ) : null}
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm text-ink">
              {notices.length === 1 ? '1 notice' : `${notices.length} notices`} ready, each followed by its
              mail ballot.
              {ready ? '' : ' Drawing the QR codes…'}
            </p>
            <Button onClick={() => window.print()} disabled={!ready}>
              <Printer aria-hidden="true" className="size-4" />
              Print notices
            </Button>
          </div>
        )}
        {notices?.some((notice) => !notice.mailingAddress) ? (
          <p className="text-sm text-rock-700">
            {notices.filter((notice) => !notice.mailingAddress).length} of these units have no mailing address
            on file: their letters are addressed to the unit itself.
          </p>
        ) : null}
      </div>
      {notices?.length ? (
        <div className="grid gap-8 pb-10 print:block print:gap-0 print:pb-0">
          {/* Each unit's mail ballot follows its notice: its voter code exists only from this run on. */}
          {notices.map((notice) => (
            <Fragment key={notice.unitId}>
              <NoticeLetter
                notice={notice}
                election={election}
                qrSvg={codes[notice.codeLink] ?? null}
                issuedOn={letterDate(utahToday(), notice.language)}
              />
              <MailBallot text={mailBallotText(notice, election)} qrSvg={codes[notice.codeLink] ?? null} />
            </Fragment>
          ))}
        </div>
      ) : null}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-canvas focus:outline-none">
      <StaffErrorPanel error={error} />
    </main>
  )
}
