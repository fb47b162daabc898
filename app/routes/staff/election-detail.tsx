import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { staffMeta } from '~/components/staff/staff-meta'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { toast } from '~/components/ui/toast-store'
import type { CommunitySummary } from '~/features/communities/types'
import { DetailActions, type RollReach, type Step } from '~/features/elections/components/detail-actions'
import { ConsoleBackLink } from '~/features/elections/components/console-back-link'
import { CandidatePhotosPanel } from '~/features/elections/components/candidate-photos-panel'
import { useCanRunElections } from '~/features/elections/components/console-can-edit'
import { ConsoleStatusBadge } from '~/features/elections/components/console-status-badge'
import type { StepOutcome } from '~/components/staff/confirm-step'
import { DetailResults } from '~/features/elections/components/detail-results'
import { DetailSections } from '~/features/elections/components/detail-sections'
import { DetailSummary } from '~/features/elections/components/detail-summary'
import { TurnoutPanel } from '~/features/elections/components/turnout-panel'
import { useTurnoutPoll } from '~/features/elections/components/turnout-poll'
import type { Election, Turnout } from '~/features/elections/types'
import { formatStaffTime, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/election-detail'

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? data.election.title : 'Election')

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const live = await staffLoad<{ election: Election; turnout: Turnout | null }>(
    request,
    `/api/elections/${encodeURIComponent(params.id)}`,
  )
  const { community } = await staffLoad<{ community: CommunitySummary }>(
    request,
    `/api/communities/${encodeURIComponent(live.election.communityId)}`,
  )
  return { ...live, community }
}

const STEP_DONE: Record<Step, string> = {
  open: 'Voting is open. Invitations are on their way.',
  close: 'Voting is closed and the results are counted.',
  certify: 'The results are certified.',
  publish: 'The results are published.',
  cancel: 'The election is cancelled.',
  reminders: 'Reminders sent.',
}

/** What opening will do, from the community's roll as it stands (a draft has no frozen roll yet). */
function reachOf(community: CommunitySummary): RollReach {
  const { totals } = community
  return {
    units: totals.units,
    weight: totals.totalWeight,
    emails: totals.owners - totals.ownersWithoutEmail,
    unitsWithoutEmail: totals.unitsWithoutEmail,
  }
}

export default function ElectionDetailPage({ loaderData }: Route.ComponentProps) {
  const { community } = loaderData
  const canEdit = useCanRunElections()
  const revalidator = useRevalidator()
  const [version, setVersion] = useState(0)
  const poll = useTurnoutPoll(loaderData, loaderData.election.status === 'open')
  const { election, turnout } = poll
  const status = election.status

  // The scheduler closes an election at its closing time: a poll that sees a new status reloads the page.
  useEffect(() => {
    if (status !== loaderData.election.status && revalidator.state === 'idle') void revalidator.revalidate()
  }, [status, loaderData.election.status, revalidator])

  const changed = () => {
    setVersion((v) => v + 1)
    void revalidator.revalidate()
  }

  async function run(step: Step, body?: { reason: string }): Promise<StepOutcome> {
    const path = `/api/elections/${encodeURIComponent(election.id)}/${step}`
    const result = await staffCall<{ units?: number; messages?: number; alreadySent?: boolean }>(
      'POST',
      path,
      body,
    )
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: result.fieldErrors }
    const sent = result.data.messages
    toast({
      title: STEP_DONE[step],
      description:
        step === 'reminders' && sent !== undefined
          ? `${sent} ${sent === 1 ? 'email' : 'emails'} to ${result.data.units} ${result.data.units === 1 ? 'unit' : 'units'}.`
          : undefined,
    })
    changed()
    return { ok: true }
  }

  const refreshKey = `${status}:${turnout?.units ?? 0}:${turnout?.weight ?? ''}:${version}`
  return (
    <StaffPage
      title={election.title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <ConsoleStatusBadge status={status} published={Boolean(election.publishedAt)} />
          <span>{election.communityName}</span>
        </span>
      }
      actions={<ConsoleBackLink to="/staff/elections">All elections</ConsoleBackLink>}
    >
      <div className="grid gap-6">
        {canEdit ? (
          <div className="flex flex-wrap gap-2" role="group" aria-label="Election actions">
            <DetailActions
              election={election}
              turnout={turnout}
              reach={status === 'draft' ? reachOf(community) : null}
              run={run}
            />
          </div>
        ) : null}
        <Panel title="Election">
          <DetailSummary election={election} />
        </Panel>
        {status === 'draft' && canEdit ? (
          <Panel title="Candidate photos">
            <CandidatePhotosPanel election={election} onChanged={changed} />
          </Panel>
        ) : null}
        {status === 'open' && turnout ? (
          <Panel title="Live turnout">
            <TurnoutPanel
              turnout={turnout}
              checkedAt={poll.checkedAt ? formatStaffTime(poll.checkedAt) : null}
            />
            {poll.failed ? (
              <p className="mt-3 text-sm text-rock-700">The last update failed: {poll.failed}</p>
            ) : null}
          </Panel>
        ) : null}
        {status === 'closed' || status === 'certified' ? (
          <Panel title="Results">
            <DetailResults
              electionId={election.id}
              refreshKey={refreshKey}
              canRecordTies={canEdit && status === 'closed'}
              onChanged={changed}
            />
          </Panel>
        ) : null}
        <DetailSections
          election={election}
          canEdit={canEdit}
          validityMonths={community.proxyValidityMonths}
          formatTime={formatStaffTime}
          refreshKey={refreshKey}
          onChanged={changed}
        />
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
