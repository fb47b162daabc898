import { toast } from '~/components/ui/toast-store'
import { formatStaffTime, staffCall } from '~/lib/staff-client'
import type { InvitationCounts, StaffSurvey } from '../types'
import { ConfirmStep } from '~/components/staff/confirm-step'

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/**
 * An invitation survey's links: how many went out, how many were used, and the two ways to reach more
 * people: links for owners added to the roll since, and reminders to those who have not answered.
 */
export function ConsoleInvitations({
  survey,
  canEdit,
  counts,
  onChanged,
}: {
  survey: StaffSurvey
  canEdit: boolean
  /** From the page's loader: the figures, or the sentence why they could not be read. */
  counts: InvitationCounts | { failed: string } | null
  onChanged: () => Promise<void>
}) {
  const base = `/api/surveys/${encodeURIComponent(survey.id)}`

  async function send(kind: 'invitations' | 'reminders') {
    const answer = await staffCall<{ invited?: number; reminded?: number; messages: number }>(
      'POST',
      `${base}/${kind}`,
    )
    if (!answer.ok) return { ok: false as const, message: answer.message }
    const people = answer.data.invited ?? answer.data.reminded ?? 0
    toast({
      title: kind === 'invitations' ? 'Invitations sent.' : 'Reminders sent.',
      description: `${plural(answer.data.messages, 'email')} for ${plural(people, survey.invitePer === 'unit' ? 'unit' : 'owner')}.`,
    })
    await onChanged()
    return { ok: true as const }
  }

  if (survey.status === 'draft')
    return (
      <p className="text-sm text-muted">
        Invitations go out when the survey is published: one link per{' '}
        {survey.invitePer === 'unit' ? 'unit' : 'owner'} with an email address on the roll of{' '}
        {survey.communityName ?? 'the community'}.
      </p>
    )
  const open = survey.status === 'published'
  return (
    <div className="grid gap-4">
      {counts && 'failed' in counts ? (
        <p role="alert" className="text-sm text-rock-700">
          {counts.failed}
        </p>
      ) : counts ? (
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold text-muted uppercase">Links sent</dt>
            <dd className="text-2xl font-semibold tabular-nums">{counts.total.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-muted uppercase">Answered</dt>
            <dd className="text-2xl font-semibold tabular-nums">{counts.used.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-muted uppercase">Not yet answered</dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {(counts.total - counts.used).toLocaleString('en-US')}
            </dd>
          </div>
          <p className="text-sm text-muted sm:col-span-3">
            {counts.lastSentAt ? `Last invitation sent ${formatStaffTime(counts.lastSentAt)}. ` : ''}
            {counts.lastReminderAt
              ? `Last reminder round ${formatStaffTime(counts.lastReminderAt)}.`
              : 'No reminders sent yet.'}
          </p>
        </dl>
      ) : null}
      {canEdit && open ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Invitation actions">
          <ConfirmStep
            trigger="Send reminders"
            title="Send reminders now?"
            confirmLabel="Send reminders"
            busyLabel="Sending…"
            onConfirm={() => send('reminders')}
          >
            <p>
              Everyone invited who has not answered gets an email with a new link; the link in their earlier
              email stops working. One round can be sent each hour.
            </p>
          </ConfirmStep>
          <ConfirmStep
            trigger="Invite owners added since"
            title="Invite owners added to the roll?"
            confirmLabel="Send invitations"
            busyLabel="Sending…"
            onConfirm={() => send('invitations')}
          >
            <p>
              Owners (or units) added to the roll of {survey.communityName ?? 'the community'} since the
              survey was published get their own link by email. Nobody already invited gets a second one.
            </p>
          </ConfirmStep>
        </div>
      ) : null}
    </div>
  )
}
