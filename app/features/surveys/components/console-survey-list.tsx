import { Link } from 'react-router'
import { formatStaffTime } from '~/lib/staff-client'
import type { SurveySummary } from '../types'
import { ConsoleStatusBadge } from './console-status-badge'

const path = (survey: SurveySummary) => `/staff/surveys/${survey.id}`
const th = 'px-4 py-3 font-semibold'
const when = (iso: string | null, none: string) => (iso ? formatStaffTime(iso) : none)
/** Without a date of its own a survey opens when it is published. */
const opens = (survey: SurveySummary) => when(survey.opensAt ?? survey.publishedAt, 'When published')
const audience = (survey: SurveySummary) =>
  survey.audience === 'invitation' ? (survey.communityName ?? 'A community’s roll') : 'Open link'
const questions = (n: number) => (n === 1 ? '1 question' : `${n} questions`)

/** The surveys as a table on wide screens and as cards on a phone, newest first. */
export function ConsoleSurveyList({ surveys }: { surveys: SurveySummary[] }) {
  const caption = 'Surveys, newest first'
  return (
    <>
      <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className={th}>
                Survey
              </th>
              <th scope="col" className={th}>
                Who answers
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={`${th} text-right`}>
                Responses
              </th>
              <th scope="col" className={th}>
                Opens (Utah time)
              </th>
              <th scope="col" className={th}>
                Closes (Utah time)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {surveys.map((survey) => (
              <tr key={survey.id} className="align-top hover:bg-brand-50/50">
                <td className="px-4 py-3">
                  <Link
                    to={path(survey)}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {survey.title}
                  </Link>
                  <span className="block text-muted">
                    {questions(survey.questionCount)}
                    {survey.anonymous ? ' · anonymous' : ''}
                  </span>
                </td>
                <td className="px-4 py-3">{audience(survey)}</td>
                <td className="px-4 py-3">
                  <ConsoleStatusBadge status={survey.status} availability={survey.availability} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {survey.responses.toLocaleString('en-US')}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{opens(survey)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {when(survey.closesAt, 'When closed by staff')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {surveys.map((survey) => (
          <li key={survey.id} className="rounded-card border border-line bg-white p-4 shadow-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Link to={path(survey)} className="font-semibold text-brand-700 underline underline-offset-2">
                {survey.title}
              </Link>
              <ConsoleStatusBadge status={survey.status} availability={survey.availability} />
            </div>
            <p className="mt-1 text-sm text-muted">
              {audience(survey)} · {questions(survey.questionCount)}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2 border-t border-line pt-3 text-sm">
              <div className="col-span-2">
                <dt className="text-xs text-muted">Responses</dt>
                <dd className="tabular-nums">{survey.responses.toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Opens (Utah time)</dt>
                <dd>{opens(survey)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Closes (Utah time)</dt>
                <dd>{when(survey.closesAt, 'When closed by staff')}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
