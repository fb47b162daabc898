import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { SpanishFields } from '~/components/staff/spanish-field'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { ElectionInputSchema, ElectionPatchSchema } from '../schemas'
import { ElectionFormRules } from './election-form-rules'
import { ContestsBuilder } from './election-form-contests'
import { ElectionFormGeneral } from './election-form-general'
import {
  valuesToInput,
  withCommunity,
  type CommunityChoice,
  type ElectionFormValues,
} from './election-form-values'

export type ElectionPayload = ReturnType<typeof valuesToInput>
export type FormOutcome =
  { ok: true } | { ok: false; status: number; message: string; fieldErrors: FieldErrors }

/**
 * One form for a new election and for editing a draft (issue 12). It checks with the API's own schema
 * before sending; the server's fieldErrors land next to the same fields.
 */
export function ElectionForm({
  initial,
  communities,
  mode,
  submitLabel,
  onSubmit,
}: {
  initial: ElectionFormValues
  /** New: the communities to choose from. Edit: the election's own community (it cannot change). */
  communities: CommunityChoice[]
  mode: 'create' | 'edit'
  submitLabel: string
  onSubmit: (payload: ElectionPayload) => Promise<FormOutcome>
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const alert = useRef<HTMLDivElement>(null)
  const focusPending = useRef(false)
  const set = (patch: Partial<ElectionFormValues>) => setValues((v) => ({ ...v, ...patch }))
  const error = (key: string) => errors[key]?.[0]

  // After a refusal the keyboard moves to the first field with an error, once React has shown them.
  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(first ?? alert.current)?.focus()
  })

  function refuse(fieldErrors: FieldErrors, text: string | null) {
    focusPending.current = true
    setErrors(fieldErrors)
    setMessage(text)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const payload = valuesToInput(values)
    const { communityId: _communityId, ...patch } = payload
    const checked =
      mode === 'create' ? checkFields(ElectionInputSchema, payload) : checkFields(ElectionPatchSchema, patch)
    const local: FieldErrors = /^[\d\s,]*$/.test(values.reminderDays)
      ? {}
      : { reminderDays: [REMINDER_FORMAT] }
    if (!checked.ok || local.reminderDays) {
      const fieldErrors = { ...(checked.ok ? {} : checked.fieldErrors), ...local }
      return refuse(fieldErrors, summary(fieldErrors))
    }
    setBusy(true)
    const result = await onSubmit(payload)
    setBusy(false)
    if (result.ok) return setErrors({})
    refuse(result.fieldErrors, result.message)
  }

  return (
    <SpanishFields.Provider value={values.spanish}>
      <form ref={form} noValidate onSubmit={submit} className="grid gap-8">
        {message ? (
          <div ref={alert} tabIndex={-1} className="focus:outline-none">
            <FormAlert>{message}</FormAlert>
          </div>
        ) : null}
        <ElectionFormGeneral
          values={values}
          communities={communities}
          mode={mode}
          error={error}
          onChange={set}
          onCommunity={(chosen) =>
            setValues((v) => (chosen ? withCommunity(v, chosen) : { ...v, communityId: '' }))
          }
        />
        <ElectionFormRules values={values} error={error} onChange={set} />
        <ContestsBuilder
          contests={values.contests}
          error={error}
          onChange={(contests) => set({ contests })}
        />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </form>
    </SpanishFields.Provider>
  )
}

const REMINDER_FORMAT = 'Enter whole numbers of days, separated by commas, for example “7, 1”.'

/** The schema's messages are beside their fields; the top says how many to look for. */
function summary(fieldErrors: FieldErrors): string {
  const count = Object.keys(fieldErrors).length
  return count === 1 ? 'One thing needs your attention below.' : `${count} things need your attention below.`
}
