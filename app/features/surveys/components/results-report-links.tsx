import { FileDown, Printer } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { useT } from '~/i18n/i18n-provider'
import { DEFAULT_LOCALE, pathInLocale, type Locale } from '~/i18n/locales'
import { staffDownload } from '~/lib/staff-client'
import { resultsSearch, type ResultsQuery } from '../results-query'

export const reportPath = (surveyId: string, query: ResultsQuery, locale: Locale = DEFAULT_LOCALE) =>
  `${pathInLocale(`/survey-responses/${encodeURIComponent(surveyId)}/report`, locale)}${resultsSearch(query)}`
/** The PDF of the view; `lang` asks for it in the page's language (a plain link sends no language header). */
export function reportPdfPath(surveyId: string, query: ResultsQuery, locale: Locale = DEFAULT_LOCALE) {
  const search = resultsSearch(query)
  const lang = locale === DEFAULT_LOCALE ? '' : `${search ? '&' : '?'}lang=${locale}`
  return `/api/surveys/${encodeURIComponent(surveyId)}/report.pdf${search}${lang}`
}

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
  const t = useT('surveyResults')
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  async function download() {
    setState({ busy: true })
    const result = await staffDownload(reportPdfPath(surveyId, query, t.locale))
    setState(result.ok ? { busy: false } : { busy: false, error: result.message })
  }
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      {print ? (
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('links.print')}
        </Button>
      ) : (
        <Link to={reportPath(surveyId, query, t.locale)} className={buttonClasses('secondary', 'sm')}>
          <Printer aria-hidden="true" className="size-4" />
          {t('links.report')}
        </Link>
      )}
      {staff ? (
        <Button variant="secondary" size={print ? 'md' : 'sm'} onClick={download} disabled={state.busy}>
          <FileDown aria-hidden="true" className="size-4" />
          {t(state.busy ? 'links.pdfBusy' : 'links.pdf')}
        </Button>
      ) : (
        <a
          href={reportPdfPath(surveyId, query, t.locale)}
          download
          className={buttonClasses('secondary', print ? 'md' : 'sm')}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('links.pdf')}
        </a>
      )}
      <p role="status" className="w-full text-sm text-rock-700 empty:hidden">
        {state.error ?? ''}
      </p>
    </div>
  )
}
