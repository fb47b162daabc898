import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, TextArea } from '~/components/ui/form-field'
import { checkFields } from '~/lib/field-errors'
import { AddNoteSchema, NOTE_MAX_LENGTH } from '../inbox-schemas'
import type { SubmissionActivity } from '../inbox-types'
import { STATUS_LABELS } from '../kinds'

type AddNote = (
  body: string,
) => Promise<{ ok: true } | { ok: false; message: string; fieldErrors: Record<string, string[]> }>

/** Internal notes and status changes, oldest first, and a box to add a note. */
export function ActivityThread({
  activity,
  formatTime,
  onAddNote,
}: {
  activity: SubmissionActivity[]
  formatTime: (iso: string) => string
  onAddNote: AddNote
}) {
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const body = String(new FormData(form).get('body') ?? '')
    const checked = checkFields(AddNoteSchema, { body })
    if (!checked.ok) return setError(checked.fieldErrors.body?.[0])
    setBusy(true)
    const result = await onAddNote(checked.data.body)
    setBusy(false)
    if (!result.ok) return setError(result.fieldErrors.body?.[0] ?? result.message)
    setError(undefined)
    form.reset()
  }

  return (
    <div className="grid gap-5">
      {activity.length === 0 ? (
        <p className="text-sm text-muted">No notes or status changes yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Notes and status changes">
          {activity.map((item) => (
            <li
              key={item.id}
              className={
                item.kind === 'note'
                  ? 'rounded-lg border border-line bg-canvas p-3'
                  : 'px-3 text-sm text-muted'
              }
            >
              <p className="text-xs text-muted">
                <span className="font-semibold text-ink">{item.author?.name ?? 'A former colleague'}</span>
                {' · '}
                <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
              </p>
              {item.kind === 'note' ? (
                <p className="mt-1 break-words whitespace-pre-line text-ink">{item.body}</p>
              ) : (
                <p className="mt-0.5">
                  Changed the status
                  {item.fromStatus ? ` from ${STATUS_LABELS[item.fromStatus]}` : ''} to{' '}
                  {STATUS_LABELS[item.body as keyof typeof STATUS_LABELS] ?? item.body}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={submit} className="grid gap-3">
        <Field
          label="Internal note"
          name="body"
          hint={`Only staff see notes. Up to ${NOTE_MAX_LENGTH} characters.`}
          error={error}
        >
          {(control) => <TextArea {...control} rows={3} maxLength={NOTE_MAX_LENGTH} />}
        </Field>
        <Button type="submit" size="sm" disabled={busy} className="justify-self-start">
          {busy ? 'Adding…' : 'Add note'}
        </Button>
      </form>
    </div>
  )
}
