import { BarChart3, Download, EyeOff } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { InEnglishMark } from '~/components/in-english-mark'
import { useT } from '~/i18n/i18n-provider'
import { formatNumber } from '~/i18n/format'
import { pathInLocale } from '~/i18n/locales'
import { staffDownload } from '~/lib/staff-client'
import { groupWords } from '../results-groups'
import { localizeResultsView } from '../results-localize'
import type { ResultsQuery } from '../results-query'
import type { ResultsWords } from '../results-words'
import type { SurveyResults, SurveyResultsView } from '../types'
import { ResultsCompare } from './results-compare'
import { ResultsFilters } from './results-filters'
import { ResultsOverTime } from './results-over-time'
import { ResultsQuestion } from './results-question'
import { ResultsReportLinks } from './results-report-links'

// The results page (issue 13): the response count and the responses over time, then every question in
// the chart that fits it, all following the filters in the address; or two groups side by side.

export type SurveyResultsData =
  | { kind: 'hidden'; message: string }
  | { kind: 'results'; view: SurveyResultsView; staff: boolean; query: ResultsQuery }

/** The page's first sentence: how many responses from whom, or why none are shown. */
export function resultsLead(results: SurveyResults, anonymous: boolean, t: ResultsWords): string {
  const scope = groupWords(results.filters, results, t)
  if (results.suppressed) return t(scope ? 'lead.suppressedGroup' : 'lead.suppressed')
  const count = t(scope ? 'lead.countFrom' : 'lead.count', { count: results.total, scope })
  return anonymous ? `${count} ${t('lead.anonymous')}` : count
}

export function ResultsPage({ data }: { data: Extract<SurveyResultsData, { kind: 'results' }> }) {
  const t = useT('surveyResults')
  const { staff, query } = data
  const view = useMemo(() => localizeResultsView(data.view, t), [data.view, t])
  const { survey, results, compared } = view
  const path = pathInLocale(`/survey-responses/${survey.id}`, t.locale)
  const crumbs = [
    { name: t('page.home'), path: '/' },
    { name: t('page.crumb'), path: '/survey-responses' },
  ]
  const titleLang = survey.inEnglish?.includes('title') ? 'en' : undefined
  const byId = new Map(survey.questions.map((q) => [q.id, q]))
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={t(survey.status === 'closed' ? 'page.eyebrowClosed' : 'page.eyebrow')}
        title={titleLang ? <span lang={titleLang}>{survey.title}</span> : survey.title}
        lead={
          compared
            ? t(survey.anonymous ? 'lead.comparedAnonymous' : 'lead.compared')
            : resultsLead(results, survey.anonymous, t)
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
                    {t('overTime.heading')}
                  </h2>
                  <p className="mt-1 mb-4 text-3xl font-semibold text-brand-900 tabular-nums">
                    {formatNumber(t.locale, results.total)}
                    <span className="ml-2 text-base font-normal text-muted">
                      {t('overTime.unit', { count: results.total })}
                    </span>
                  </p>
                  <ResultsOverTime days={results.overTime} withheld={results.overTimeWithheld} />
                </section>
              </Card>
              <h2 className="mt-2 text-2xl font-semibold">{t('questions.heading')}</h2>
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
  const t = useT('surveyResults')
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
        {t(state.busy ? 'staff.csvBusy' : 'staff.csv')}
      </Button>
      <Link to={`/staff/surveys/${surveyId}`} hrefLang="en-US" className={buttonClasses('ghost', 'sm')}>
        {t('staff.backOffice')}
        <InEnglishMark />
      </Link>
      <p role="status" className="w-full text-sm text-rock-700 empty:hidden">
        {state.error ?? ''}
      </p>
    </div>
  )
}

export function ResultsHidden() {
  const t = useT('surveyResults')
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <EyeOff aria-hidden="true" className="mx-auto size-12 text-brand-500" />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{t('hidden.heading')}</h1>
      <p className="mt-4 text-lg text-muted">{t('hidden.message')}</p>
      <p className="mt-6 text-muted">{t('hidden.staff')}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={pathInLocale('/', t.locale)} className={buttonClasses('primary')}>
          {t('hidden.home')}
        </Link>
        <Link to="/staff/surveys" hrefLang="en-US" className={buttonClasses('secondary')}>
          {t('hidden.backOffice')}
          <InEnglishMark />
        </Link>
      </p>
    </section>
  )
}
