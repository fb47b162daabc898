import { BarChart3, Download, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { staffDownload } from '~/lib/staff-client'
import { groupWords } from '../results-groups'
import type { ResultsQuery } from '../results-query'
import type { SurveyResults, SurveyResultsView } from '../types'
import { ResultsCompare } from './results-compare'
import { ResultsFilters } from './results-filters'
import { plural } from './results-format'
import { ResultsOverTime } from './results-over-time'
import { ResultsQuestion, TOO_FEW } from './results-question'
import { ResultsReportLinks } from './results-report-links'

// The results page (issue 13): the response count and the responses over time, then every question in
// the chart that fits it, all following the filters in the address; or two groups side by side.

export type SurveyResultsData =
  | { kind: 'hidden'; message: string }
  | { kind: 'results'; view: SurveyResultsView; staff: boolean; query: ResultsQuery }

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Survey results', path: '/survey-responses' },
] as const

/** The page's first sentence: how many responses from whom, or why none are shown. */
export function resultsLead(results: SurveyResults, anonymous: boolean): string {
  const scope = groupWords(results.filters, results)
  return results.suppressed
    ? `${TOO_FEW} This survey is anonymous: results appear once at least 3 people${scope ? ' in this group' : ''} have answered.`
    : `${plural(results.total, 'response')}${scope ? ` from ${scope}` : ''}.${anonymous ? ' Answers are anonymous.' : ''}`
}

export function ResultsPage({ data }: { data: Extract<SurveyResultsData, { kind: 'results' }> }) {
  const { view, staff, query } = data
  const { survey, results, compared } = view
  const path = `/survey-responses/${survey.id}`
  const byId = new Map(survey.questions.map((q) => [q.id, q]))
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={survey.status === 'closed' ? 'Survey results · closed' : 'Survey results'}
        title={survey.title}
        lead={
          compared
            ? `Two groups side by side.${survey.anonymous ? ' Answers are anonymous: a group of fewer than 3 is never shown.' : ''}`
            : resultsLead(results, survey.anonymous)
        }
      />
      <div className="bg-canvas py-10 md:py-14">
        <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 sm:px-6">
          {staff ? <StaffBar surveyId={survey.id} /> : null}
          <ResultsFilters key={JSON.stringify(query)} path={path} choices={results} query={query} />
          <ResultsReportLinks surveyId={survey.id} query={query} staff={staff} />
          {compared ? (
            <ResultsCompare survey={survey} a={results} b={compared} path={path} />
          ) : results.suppressed ? null : (
            <>
              <Card className="p-5 sm:p-6">
                <section aria-labelledby="over-time-heading">
                  <h2 id="over-time-heading" className="flex items-center gap-2 text-xl font-semibold">
                    <BarChart3 aria-hidden="true" className="size-5 text-brand-700" />
                    Responses over time
                  </h2>
                  <p className="mt-1 mb-4 text-3xl font-semibold text-brand-900 tabular-nums">
                    {results.total.toLocaleString('en-US')}
                    <span className="ml-2 text-base font-normal text-muted">
                      {results.total === 1 ? 'response' : 'responses'}
                    </span>
                  </p>
                  <ResultsOverTime days={results.overTime} />
                </section>
              </Card>
              <h2 className="mt-2 text-2xl font-semibold">Questions</h2>
              {results.questions.map((result, index) => (
                <ResultsQuestion
                  key={result.questionId}
                  index={index}
                  result={result}
                  surveyId={survey.id}
                  allowOther={Boolean(byId.get(result.questionId)?.allowOther)}
                  filters={query.group}
                />
              ))}
            </>
          )}
        </div>
      </div>
    </>
  )
}

/** Staff: the CSV of every response (not filtered), and the way back to the survey in the back office. */
function StaffBar({ surveyId }: { surveyId: string }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  async function download() {
    setState({ busy: true })
    const result = await staffDownload(`/api/surveys/${encodeURIComponent(surveyId)}/responses.csv`)
    setState(result.ok ? { busy: false } : { busy: false, error: result.message })
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-white p-4">
      <Button variant="secondary" size="sm" onClick={download} disabled={state.busy}>
        <Download aria-hidden="true" className="size-4" />
        {state.busy ? 'Preparing the CSV…' : 'Download all responses (CSV)'}
      </Button>
      <Link to={`/staff/surveys/${surveyId}`} className={buttonClasses('ghost', 'sm')}>
        Open the survey in the back office
      </Link>
      <p role="status" className="w-full text-sm text-rock-700 empty:hidden">
        {state.error ?? ''}
      </p>
    </div>
  )
}

export function ResultsHidden({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <EyeOff aria-hidden="true" className="mx-auto size-12 text-brand-500" />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Results not available</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <p className="mt-6 text-muted">
        Company staff and board members: sign in to the back office to see them.
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Go to the home page
        </Link>
        <Link to="/staff/surveys" className={buttonClasses('secondary')}>
          Back office
        </Link>
      </p>
    </section>
  )
}
