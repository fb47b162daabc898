import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { SurveyInputSchema } from '../schemas'
import type { Choice } from '../types'
import { BuilderFilters } from './builder-filters'
import { BuilderQuestions } from './builder-questions'
import { BuilderSettings, type CommunityOption } from './builder-settings'
import { SpanishFields } from '~/components/staff/spanish-field'
import { localErrors, whereIs } from './builder-checks'
import { valuesToInput, type BuilderValues, type SurveyPayload } from './builder-values'

export type BuilderOutcome = { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors }

/**
 * One form for a new survey and for editing a draft. It checks with the API's own schema
 * before sending; the server's fieldErrors (keyed `questions.2.options`) land next to the same fields,
 * and the top lists them all, so a long survey's problem is never out of sight.
 */
export function BuilderForm({
  initial,
  communities,
  submitLabel,
  onSubmit,
}: {
  initial: BuilderValues
  communities: CommunityOption[]
  submitLabel: string
  onSubmit: (payload: SurveyPayload) => Promise<BuilderOutcome>
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const alert = useRef<HTMLDivElement>(null)
  const focusPending = useRef(false)
  const set = (patch: Partial<BuilderValues>) => setValues((v) => ({ ...v, ...patch }))
  const error = (key: string) => errors[key]?.[0]
  const choices: Choice[] = communities.map((c) => ({ id: c.id, label: c.name }))

  // After a refusal the keyboard moves to the summary at the top, which lists every problem.
  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    alert.current?.focus()
  })

  function refuse(fieldErrors: FieldErrors, text: string) {
    focusPending.current = true
    setErrors(fieldErrors)
    setMessage(text)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const payload = valuesToInput(values)
    const checked = checkFields(SurveyInputSchema, payload)
    const fieldErrors = { ...(checked.ok ? {} : checked.fieldErrors), ...localErrors(values) }
    if (Object.keys(fieldErrors).length) return refuse(fieldErrors, summary(fieldErrors))
    setBusy(true)
    const result = await onSubmit(payload)
    setBusy(false)
    if (result.ok) return setErrors({})
    refuse(
      result.fieldErrors,
      Object.keys(result.fieldErrors).length ? summary(result.fieldErrors) : result.message,
    )
  }

  const listed = Object.entries(errors)
  return (
    <SpanishFields.Provider value={values.spanish}>
      <form noValidate onSubmit={submit} className="grid gap-8">
        {message ? (
          <div ref={alert} tabIndex={-1} className="focus:outline-none">
            <FormAlert>
              <p className="font-semibold">{message}</p>
              {listed.length ? (
                <ul className="mt-2 list-disc pl-5">
                  {listed.map(([key, messages]) => (
                    <li key={key}>
                      {whereIs(key)}: {messages[0]}
                    </li>
                  ))}
                </ul>
              ) : null}
            </FormAlert>
          </div>
        ) : null}
        <BuilderSettings values={values} communities={communities} error={error} onChange={set} />
        <section aria-labelledby="builder-questions-heading" className="grid gap-4">
          <h2 id="builder-questions-heading" className="font-serif text-lg font-semibold text-brand-900">
            Questions
          </h2>
          <p className="text-sm text-muted">
            Respondents see one page at a time, in page order. Give questions the same page number to show
            them together.
          </p>
          <BuilderQuestions values={values} communities={choices} error={error} onChange={set} />
        </section>
        <BuilderFilters values={values} error={error} onChange={set} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </form>
    </SpanishFields.Provider>
  )
}

function summary(fieldErrors: FieldErrors): string {
  const count = Object.keys(fieldErrors).length
  return count === 1 ? 'One thing needs your attention:' : `${count} things need your attention:`
}
