import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { SUBMISSION_KINDS, SUBMISSION_TYPES, type SubmissionType } from '../kinds'

/** One CSV per kind, under the current status and date filters. */
export function ExportButtons({
  filters,
  download,
}: {
  filters: { status?: string; from?: string; to?: string }
  download: (path: string) => Promise<{ ok: true } | { ok: false; message: string }>
}) {
  const [busy, setBusy] = useState<SubmissionType | null>(null)
  const [error, setError] = useState<string | null>(null)
  async function run(type: SubmissionType) {
    const params = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    )
    setBusy(type)
    setError(null)
    const result = await download(`/api/staff/exports/${type}?${params}`)
    setBusy(null)
    if (!result.ok) setError(result.message)
  }
  return (
    <section aria-labelledby="export-heading" className="mt-8">
      <h2 id="export-heading" className="text-base font-semibold text-brand-900">
        Export to a spreadsheet
      </h2>
      <p className="mt-1 text-sm text-muted">
        One CSV file per type, with the status and date filters above.
      </p>
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {SUBMISSION_TYPES.map((type) => (
          <Button key={type} variant="secondary" size="sm" disabled={busy !== null} onClick={() => run(type)}>
            <Download aria-hidden="true" className="size-4" />
            {SUBMISSION_KINDS[type].plural} CSV
          </Button>
        ))}
      </div>
    </section>
  )
}
