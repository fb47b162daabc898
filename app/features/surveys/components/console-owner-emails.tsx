import { ConfirmStep } from '~/components/staff/confirm-step'
import { toast } from '~/components/ui/toast-store'
import { formatStaffTime, staffCall } from '~/lib/staff-client'
import type { InvitationCounts, StaffSurvey } from '../types'

const emails = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'email' : 'emails'}`

/**
 * An open-link survey for one community: its link sent by email to the owners on the community's roll,
 * a round at a time (the first invites, later ones remind). Nobody is told apart, since an open link does
 * not record who answered.
 */
export function ConsoleOwnerEmails({
  survey,
  counts,
  onChanged,
}: {
  survey: StaffSurvey
  counts: InvitationCounts | { failed: string } | null
  onChanged: () => Promise<void>
}) {
  const community = survey.communityName ?? 'the community'
  const last = counts && !('failed' in counts) ? counts.lastReminderAt : null

  async function sendRound() {
    const answer = await staffCall<{ messages: number }>(
      'POST',
      `/api/surveys/${encodeURIComponent(survey.id)}/reminders`,
    )
    if (!answer.ok) return { ok: false as const, message: answer.message }
    toast({
      title: 'Emails sent.',
      description: `${emails(answer.data.messages)} to owners of ${community}.`,
    })
    await onChanged()
    return { ok: true as const }
  }

  if (survey.status === 'draft')
    return (
      <p className="text-sm text-muted">
        Once the survey is published you can email its link to every owner with an email address on the roll
        of {community}.
      </p>
    )
  return (
    <div className="grid gap-4">
      {counts && 'failed' in counts ? (
        <p role="alert" className="text-sm text-rock-700">
          {counts.failed}
        </p>
      ) : (
        <p className="text-sm text-muted">
          {last ? `Last sent ${formatStaffTime(last)}.` : 'The link has not been emailed to the owners yet.'}
        </p>
      )}
      {survey.canEdit && survey.status === 'published' ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Owner email actions">
          <ConfirmStep
            trigger={last ? 'Send a reminder' : 'Email the owners'}
            title={last ? 'Send a reminder to the owners?' : 'Email the link to the owners?'}
            confirmLabel="Send emails"
            busyLabel="Sending…"
            onConfirm={sendRound}
          >
            <p>
              Every owner with an email address on the roll of {community} gets the survey’s link, the same
              for everyone. An open link does not record who answered, so the email says that those who have
              answered need not answer again. One round can be sent each hour.
            </p>
          </ConfirmStep>
        </div>
      ) : null}
    </div>
  )
}
