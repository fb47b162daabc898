import { ClipboardList, Plus } from 'lucide-react'
import { Link } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { staffMeta } from '~/components/staff/staff-meta'
import { StaffPage } from '~/components/staff/staff-page'
import { buttonClasses } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/card'
import { useCanRunSurveys } from '~/features/surveys/components/console-can-edit'
import { ConsoleSurveyList } from '~/features/surveys/components/console-survey-list'
import type { SurveySummary } from '~/features/surveys/types'
import { staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/surveys'

export const meta: Route.MetaFunction = () => staffMeta('Surveys')

// Issue 13, the staff list: every survey the account may see (a board account: its communities').
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { surveys } = await staffLoad<{ surveys: SurveySummary[] }>(request, '/api/surveys')
  return { surveys }
}

export default function Surveys({ loaderData }: Route.ComponentProps) {
  const { surveys } = loaderData
  const canRun = useCanRunSurveys()
  const add = (
    <Link to="/staff/surveys/new" className={buttonClasses('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      New survey
    </Link>
  )
  return (
    <StaffPage
      title="Surveys"
      description={
        canRun
          ? 'Community surveys and feedback forms: build a draft, preview it, publish it by open link or to a community’s owners, and read the results.'
          : 'Your communities’ surveys and their results. The management company runs them.'
      }
      actions={canRun ? add : null}
    >
      {surveys.length ? (
        <>
          <p className="mb-3 text-sm text-muted" role="status">
            {surveys.length === 1 ? '1 survey' : `${surveys.length} surveys`}, newest first. Times are Utah
            time.
          </p>
          <ConsoleSurveyList surveys={surveys} />
        </>
      ) : (
        <div className="rounded-card border border-dashed border-brand-200 bg-white px-6 py-10 text-center">
          <div className="flex justify-center">
            <IconBadge>
              <ClipboardList aria-hidden="true" className="size-6" />
            </IconBadge>
          </div>
          <h2 className="mt-4 text-xl font-semibold">No surveys yet</h2>
          <p className="mx-auto mt-2 max-w-prose text-muted">
            {canRun
              ? 'Start with a draft: write the questions, choose who may answer, and preview it as respondents will see it. Nothing is sent until you publish it.'
              : 'Your communities have no surveys yet. When the management company sends one to your owners, it appears here with its results.'}
          </p>
          {canRun ? <div className="mt-6 flex justify-center">{add}</div> : null}
        </div>
      )}
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
