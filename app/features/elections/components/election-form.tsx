import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, SelectInput, TextArea, TextInput } from '~/components/ui/form-field'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { ElectionInputSchema, ElectionPatchSchema } from '../schemas'
import { ElectionFormRules } from './election-form-rules'
import { ContestsBuilder } from './election-form-contests'
import { NoticeField } from './election-form-notice-field'
import { formatUtahDateTime } from '~/lib/dates'
import { utahLocalToIso } from '~/lib/utah-local-time'
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
  const community = communities.find((c) => c.id === values.communityId)
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
    <form ref={form} noValidate onSubmit={submit} className="grid gap-8">
      {message ? (
        <div ref={alert} tabIndex={-1} className="focus:outline-none">
          <FormAlert>{message}</FormAlert>
        </div>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <legend className="mb-4 font-serif text-lg font-semibold text-brand-900">The election</legend>
        {mode === 'create' ? (
          <Field
            label="Community"
            name="communityId"
            required
            error={error('communityId')}
            className="sm:col-span-2"
          >
            {(control) => (
              <SelectInput
                {...control}
                placeholder="Choose the community"
                value={values.communityId}
                onChange={(e) => {
                  const chosen = communities.find((c) => c.id === e.currentTarget.value)
                  setValues((v) => (chosen ? withCommunity(v, chosen) : { ...v, communityId: '' }))
                }}
              >
                {communities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
        ) : (
          <p className="text-sm sm:col-span-2">
            <span className="font-semibold">Community:</span> {community?.name}
          </p>
        )}
        <Field
          label="Title"
          name="title"
          required
          error={error('title')}
          className="sm:col-span-2"
          hint="For example “2026 annual meeting: board election and budget”."
        >
          {(control) => (
            <TextInput
              {...control}
              value={values.title}
              onChange={(e) => set({ title: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field
          label="Description (optional)"
          name="description"
          error={error('description')}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              value={values.description}
              onChange={(e) => set({ description: e.currentTarget.value })}
            />
          )}
        </Field>
        <DateField
          label="Voting opens"
          name="opensAt"
          value={values.opensAt}
          error={error('opensAt')}
          onChange={(opensAt) => set({ opensAt })}
        />
        <DateField
          label="Voting closes"
          name="closesAt"
          value={values.closesAt}
          error={error('closesAt')}
          onChange={(closesAt) => set({ closesAt })}
        />
        <NoticeField
          values={values}
          community={community}
          error={error('notice')}
          onChange={(notice) => set({ notice })}
        />
      </fieldset>
      <ElectionFormRules values={values} error={error} onChange={set} />
      <ContestsBuilder contests={values.contests} error={error} onChange={(contests) => set({ contests })} />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </form>
  )
}

const REMINDER_FORMAT = 'Enter whole numbers of days, separated by commas, for example “7, 1”.'

/** The schema's messages are beside their fields; the top says how many to look for. */
function summary(fieldErrors: FieldErrors): string {
  const count = Object.keys(fieldErrors).length
  return count === 1 ? 'One thing needs your attention below.' : `${count} things need your attention below.`
}

/** A Utah wall-clock date and time, read back in words so the time zone is never in doubt. */
function DateField({
  label,
  name,
  value,
  error,
  onChange,
}: {
  label: string
  name: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const iso = utahLocalToIso(value)
  return (
    <Field
      label={`${label} (Utah time)`}
      name={name}
      required
      error={error}
      hint={
        iso
          ? formatUtahDateTime(iso)
          : 'Date and time in Utah (Mountain time), whatever your computer’s time zone.'
      }
    >
      {(control) => (
        <TextInput
          {...control}
          type="datetime-local"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  )
}
