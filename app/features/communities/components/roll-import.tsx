import { Upload } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Panel } from '~/components/staff/staff-page'
import { Button } from '~/components/ui/button'
import { Field, FormAlert } from '~/components/ui/form-field'
import type { StaffUploadResult } from '~/lib/staff-client'
import type { RollPreview } from '../types'
import { AcknowledgeTotal } from './acknowledge-total'
import { signedDecimal } from './format'
import { RollPreviewView } from './roll-preview-view'

export type Upload = <T>(path: string, form: FormData) => Promise<StaffUploadResult<T>>
type Committed = RollPreview & { committed: true }

const isPreview = (value: unknown): value is RollPreview =>
  typeof value === 'object' && value !== null && 'counts' in value && 'diff' in value && 'errors' in value

/**
 * Import a roll: choose a CSV, preview it (nothing is written), then save it, confirming a percentage
 * total other than 100 when the file has one. The same file is sent both times.
 */
export function RollImport({
  communityId,
  upload,
  onSaved,
}: {
  communityId: string
  upload: Upload
  onSaved: (result: Committed) => Promise<void>
}) {
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [preview, setPreview] = useState<{ data: RollPreview; fileName: string } | null>(null)
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [acknowledged, setAcknowledged] = useState(false)
  const [ackError, setAckError] = useState<string | undefined>()
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = useRef(false)
  const path = `/api/communities/${communityId}/roll`

  // A new preview: read from its heading (not from the button the keyboard was on).
  useEffect(() => {
    if (!focusHeading.current) return
    focusHeading.current = false
    heading.current?.focus()
  })

  const body = (extra?: Record<string, string>) => {
    const form = new FormData()
    form.append('file', file!)
    for (const [key, value] of Object.entries(extra ?? {})) form.append(key, value)
    return form
  }

  async function runPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setMessage(null)
    if (!file) return setFileError('Choose the roll’s CSV file first.')
    setBusy('preview')
    const result = await upload<RollPreview>(`${path}?dryRun=1`, body())
    setBusy(null)
    if (!result.ok) return setMessage(result.message)
    setAcknowledged(false)
    setAckError(undefined)
    focusHeading.current = true
    setPreview({ data: result.data, fileName: file.name })
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!preview || !file) return
    if (preview.data.needsAcknowledgement && !acknowledged)
      return setAckError('Tick the box to confirm the total, or fix the weights in the file.')
    setBusy('save')
    setMessage(null)
    const result = await upload<Committed>(path, body(acknowledged ? { acknowledgeTotal: '1' } : undefined))
    if (result.ok) return onSaved(result.data)
    setBusy(null)
    setMessage(result.message)
    if (isPreview(result.data)) setPreview({ ...preview, data: result.data })
  }

  const counts = preview?.data.counts
  const canSave = preview && preview.data.errors.length === 0 && preview.data.counts.units > 0
  return (
    <div className="grid gap-6">
      <Panel title="Choose the file">
        <form noValidate onSubmit={runPreview} className="grid gap-4">
          <Field
            label="Roll file (CSV)"
            name="file"
            required
            error={fileError}
            hint="Nothing is saved until you confirm."
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null)
                  setFileError(undefined)
                  setPreview(null)
                  setMessage(null)
                }}
                className="block w-full rounded-lg border border-dashed border-brand-200 bg-canvas p-3 text-sm text-ink file:mr-4 file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
              />
            )}
          </Field>
          <Button type="submit" disabled={busy !== null} className="justify-self-start">
            <Upload aria-hidden="true" className="size-4" />
            {busy === 'preview' ? 'Reading the file…' : 'Preview'}
          </Button>
        </form>
      </Panel>
      {message ? <FormAlert>{message}</FormAlert> : null}
      {preview ? (
        <RollPreviewView preview={preview.data} fileName={preview.fileName} headingRef={heading}>
          {counts && canSave ? (
            <form noValidate onSubmit={save} className="grid gap-4 border-t border-line pt-5">
              {preview.data.needsAcknowledgement ? (
                <AcknowledgeTotal
                  message={`The percentage interests in this file total ${counts.totalWeight}, not 100.`}
                  label={`I confirm the interests total ${counts.totalWeight} (difference ${signedDecimal(counts.difference ?? '0')}) as the declaration states`}
                  checked={acknowledged}
                  onChange={(next) => {
                    setAcknowledged(next)
                    setAckError(undefined)
                  }}
                  error={ackError}
                />
              ) : null}
              <Button type="submit" variant="accent" disabled={busy !== null} className="justify-self-start">
                {busy === 'save' ? 'Saving…' : 'Save roll'}
              </Button>
            </form>
          ) : counts && preview.data.errors.length === 0 ? (
            <p className="text-sm text-muted">
              The file holds no units. Add rows under the header, then preview it again.
            </p>
          ) : null}
        </RollPreviewView>
      ) : null}
    </div>
  )
}
