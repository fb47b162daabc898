import { FileDown, Printer } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { staffDownload } from '~/lib/staff-client'
import { resultsSearch, type ResultsQuery } from '../results-query'

export const reportPath = (surveyId: string, query: ResultsQuery) =>
  `/survey-responses/${encodeURIComponent(surveyId)}/report${resultsSearch(query)}`
export const reportPdfPath = (surveyId: string, query: ResultsQuery) =>
  `/api/surveys/${encodeURIComponent(surveyId)}/report.pdf${resultsSearch(query)}`

/**
 * The view on the page as a printable report and as a PDF. The public PDF is a plain link; staff and
 * board accounts download it with their bearer, which only the browser holds.
 */
export function ResultsReportLinks({
  surveyId,
  query,
  staff,
  print = false,
}: {
  surveyId: string
  query: ResultsQuery
  staff: boolean
  /** On the report itself: a print button instead of the link to the report. */
  print?: boolean
}) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  async function download() {
    setState({ busy: true })
    const result = await staffDownload(reportPdfPath(surveyId, query))
    setState(result.ok ? { busy: false } : { busy: false, error: result.message })
  }
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      {print ? (
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print report
        </Button>
      ) : (
        <Link to={reportPath(surveyId, query)} className={buttonClasses('secondary', 'sm')}>
          <Printer aria-hidden="true" className="size-4" />
          Printable report
        </Link>
      )}
      {staff ? (
        <Button variant="secondary" size={print ? 'md' : 'sm'} onClick={download} disabled={state.busy}>
          <FileDown aria-hidden="true" className="size-4" />
          {state.busy ? 'Preparing the PDF…' : 'Download PDF'}
        </Button>
      ) : (
        <a
          href={reportPdfPath(surveyId, query)}
          download
          className={buttonClasses('secondary', print ? 'md' : 'sm')}
        >
          <FileDown aria-hidden="true" className="size-4" />
          Download PDF
        </a>
      )}
      <p role="status" className="w-full text-sm text-rock-700 empty:hidden">
        {state.error ?? ''}
      </p>
    </div>
  )
}
