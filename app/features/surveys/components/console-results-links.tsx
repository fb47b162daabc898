import { BarChart3, Download, Eye } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { staffDownload } from '~/lib/staff-client'

/** The way to the survey's results, its preview and its responses as a CSV file. */
export function ConsoleResultsLinks({ surveyId, responses }: { surveyId: string; responses: number }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  async function download() {
    setState({ busy: true })
    const result = await staffDownload(`/api/surveys/${encodeURIComponent(surveyId)}/responses.csv`)
    setState(result.ok ? { busy: false } : { busy: false, error: result.message })
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Link to={`/survey-responses/${surveyId}`} className={buttonClasses('primary', 'sm')}>
          <BarChart3 aria-hidden="true" className="size-4" />
          See the results
        </Link>
        <Link to={`/staff/surveys/${surveyId}/preview`} className={buttonClasses('secondary', 'sm')}>
          <Eye aria-hidden="true" className="size-4" />
          Preview as a respondent
        </Link>
        <Button variant="secondary" size="sm" onClick={download} disabled={state.busy}>
          <Download aria-hidden="true" className="size-4" />
          {state.busy ? 'Preparing the CSV…' : 'Download responses (CSV)'}
        </Button>
      </div>
      <p className="text-sm text-muted">
        {responses
          ? 'The CSV has one row per response and one column per question, for a spreadsheet.'
          : 'No responses yet: the results and the CSV fill in as answers come in.'}
      </p>
      <p role="status" className="text-sm text-rock-700 empty:hidden">
        {state.error ?? ''}
      </p>
    </div>
  )
}
