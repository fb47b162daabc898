import { ArrowLeft } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { PrintDocumentView } from '~/components/print-document'
import { useT } from '~/i18n/i18n-provider'
import { pathInLocale } from '~/i18n/locales'
import { reportDocument } from '../report-text'
import { localizeResultsView } from '../results-localize'
import { resultsSearch, type ResultsQuery } from '../results-query'
import type { SurveyResultsView } from '../types'
import { ResultsReportLinks } from './results-report-links'

export type SurveyReportData =
  | { kind: 'hidden'; message: string }
  | { kind: 'report'; view: SurveyResultsView; staff: boolean; query: ResultsQuery; preparedAt: string }

/**
 * The printable report of the view the results page showed: every chart with its table, ready for the
 * browser's print or as the same PDF. Only the report itself prints.
 */
export function ReportPage({ data }: { data: Extract<SurveyReportData, { kind: 'report' }> }) {
  const t = useT('surveyResults')
  const { staff, query, preparedAt } = data
  const surveyId = data.view.survey.id
  const document = useMemo(
    () => reportDocument(localizeResultsView(data.view, t), preparedAt, t),
    [data.view, preparedAt, t],
  )
  return (
    <div className="bg-canvas print:bg-white">
      <style>{'@page { size: letter; margin: 0.75in; }'}</style>
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-6 sm:px-6 print:hidden">
        <Link
          to={`${pathInLocale(`/survey-responses/${encodeURIComponent(surveyId)}`, t.locale)}${resultsSearch(query)}`}
          className="inline-flex items-center gap-1.5 justify-self-start rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('links.back')}
        </Link>
        <ResultsReportLinks surveyId={surveyId} query={query} staff={staff} print />
      </div>
      <div className="px-2 pb-10 sm:px-4 print:p-0">
        <PrintDocumentView document={document} />
      </div>
    </div>
  )
}
