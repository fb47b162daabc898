import { useRevalidator, useRouteLoaderData } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { staffMeta } from '~/components/staff/staff-meta'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import type { CommunitySummary } from '~/features/communities/types'
import { ConsoleActions } from '~/features/surveys/components/console-actions'
import { ConsoleBackLink } from '~/features/surveys/components/console-back-link'
import { ConsoleFiles } from '~/features/surveys/components/console-files'
import { ConsoleInvitations } from '~/features/surveys/components/console-invitations'
import { ConsoleOwnerEmails } from '~/features/surveys/components/console-owner-emails'
import { ConsoleQuestions } from '~/features/surveys/components/console-questions'
import { ConsoleResultsLinks } from '~/features/surveys/components/console-results-links'
import { ConsoleShare } from '~/features/surveys/components/console-share'
import { ConsoleStatusBadge } from '~/features/surveys/components/console-status-badge'
import { useSurveySteps } from '~/features/surveys/components/console-steps'
import { ConsoleQuotas } from '~/features/surveys/components/console-quotas'
import { ConsoleSummary } from '~/features/surveys/components/console-summary'
import { staffSurveyPath } from '~/features/surveys/staff-paths'
import type { InvitationCounts, StaffSurvey } from '~/features/surveys/types'
import { staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/survey-detail'

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? data.survey.title : 'Survey')

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // The survey and its invitation counts at once; the counts are shown for a published invitation survey,
  // and for an open link of one community (when its owners were last emailed).
  const [survey, invitations] = await Promise.all([
    staffLoad<StaffSurvey>(request, staffSurveyPath(params.id)),
    staffCall<InvitationCounts>('GET', `/api/surveys/${encodeURIComponent(params.id)}/invitations`),
  ])
  const counts: InvitationCounts | { failed: string } | null =
    (survey.audience !== 'invitation' && !survey.communityId) || survey.status === 'draft'
      ? null
      : invitations.ok
        ? invitations.data
        : { failed: invitations.message }
  // What publishing will reach, from the roll as it stands (invitations are made at that moment).
  let reach: { owners: number; units: number } | null = null
  if (survey.canEdit && survey.status === 'draft' && survey.audience === 'invitation' && survey.communityId) {
    const answer = await staffCall<{ community: CommunitySummary }>(
      'GET',
      `/api/communities/${survey.communityId}`,
    )
    if (answer.ok) {
      const { totals } = answer.data.community
      reach = {
        owners: totals.owners - totals.ownersWithoutEmail,
        units: totals.units - totals.unitsWithoutEmail,
      }
    }
  }
  return { survey, reach, counts, now: Date.now() }
}

export default function SurveyDetail({ loaderData }: Route.ComponentProps) {
  const { survey, reach, counts, now } = loaderData
  const revalidator = useRevalidator()
  const run = useSurveySteps(survey.id)
  const root = useRouteLoaderData('root') as { origin?: string } | undefined
  const origin = root?.origin || (typeof window === 'undefined' ? '' : window.location.origin)

  const link = `${origin}/survey/${survey.slug ?? survey.id}`
  return (
    <StaffPage
      title={survey.title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <ConsoleStatusBadge status={survey.status} availability={survey.availability} />
          <span>
            {survey.audience === 'invitation'
              ? (survey.communityName ?? 'Invitation survey')
              : survey.communityName
                ? `Open link · ${survey.communityName}`
                : 'Open link'}
          </span>
        </span>
      }
      actions={<ConsoleBackLink to="/staff/surveys">All surveys</ConsoleBackLink>}
    >
      <div className="grid gap-6">
        {survey.canEdit ? (
          <div className="flex flex-wrap gap-2" role="group" aria-label="Survey actions">
            <ConsoleActions survey={survey} reach={reach} now={now} run={run} />
          </div>
        ) : null}
        <Panel title="Survey">
          <ConsoleSummary survey={survey} />
          <ConsoleQuotas survey={survey} />
        </Panel>
        <Panel title="Share">
          <div className="grid gap-5">
            <ConsoleShare
              label="Survey link"
              url={link}
              hint={
                survey.audience === 'invitation'
                  ? 'Owners answer through the personal link in their email; anyone else who opens this address reads that the survey is by invitation.'
                  : survey.status === 'draft'
                    ? 'The link works once the survey is published.'
                    : 'Anyone with this link can answer, once per browser.'
              }
            />
            {survey.resultsPublic ? (
              <ConsoleShare
                label="Results link"
                url={`${origin}/survey-responses/${survey.id}`}
                hint="The results are public: anyone with this link can see the charts once the survey is published."
              />
            ) : null}
          </div>
        </Panel>
        {survey.audience === 'invitation' ? (
          <Panel title="Invitations">
            <ConsoleInvitations
              survey={survey}
              canEdit={survey.canEdit}
              counts={counts}
              onChanged={() => revalidator.revalidate()}
            />
          </Panel>
        ) : survey.communityId ? (
          <Panel title="Owner emails">
            <ConsoleOwnerEmails survey={survey} counts={counts} onChanged={() => revalidator.revalidate()} />
          </Panel>
        ) : null}
        <Panel title="Results and preview">
          <ConsoleResultsLinks surveyId={survey.id} responses={survey.responses} />
        </Panel>
        {survey.questions.some((q) => q.type === 'file') ? (
          <Panel title="Attached files">
            <ConsoleFiles surveyId={survey.id} questions={survey.questions} />
          </Panel>
        ) : null}
        <Panel title={`Questions (${survey.questions.length})`}>
          <ConsoleQuestions questions={survey.questions} shuffled={survey.shuffleQuestions} />
        </Panel>
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
