import { Link, useLocation } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { buttonClasses } from '~/components/ui/button'
import { LawQuestionList } from '~/features/law/components/law-question-list'
import type { LawQuestionsPage } from '~/features/law/schemas'
import { formatStaffTime, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/law-questions'

export const meta: Route.MetaFunction = () => staffMeta('Law questions')

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url)
  const page = await staffLoad<LawQuestionsPage>(request, `/api/staff/law-questions${url.search}`)
  return { ...page, before: url.searchParams.get('before') }
}

export default function LawQuestions({ loaderData }: Route.ComponentProps) {
  const { questions, nextBefore, before } = loaderData
  const { search } = useLocation()
  // Older pages keep any other parameter (a hand-set ?limit=) and move only the cursor.
  const older = (cursor: string) => {
    const params = new URLSearchParams(search)
    params.set('before', cursor)
    return `?${params}`
  }
  const newest = () => {
    const params = new URLSearchParams(search)
    params.delete('before')
    return `?${params}`
  }
  return (
    <StaffPage
      title="Law questions"
      description="What visitors asked the Utah HOA law assistant, newest first. Times are Utah time."
    >
      <LawQuestionList questions={questions} formatTime={formatStaffTime} />
      {before || nextBefore ? (
        <nav aria-label="Law question pages" className="mt-4 flex items-center justify-between gap-4">
          {before ? (
            <Link to={newest()} className={buttonClasses('secondary', 'sm')}>
              Newest questions
            </Link>
          ) : (
            <span />
          )}
          {nextBefore ? (
            <Link to={older(nextBefore)} className={buttonClasses('secondary', 'sm')}>
              Older questions
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
