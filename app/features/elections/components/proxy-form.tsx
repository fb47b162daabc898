import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, SelectInput, TextInput } from '~/components/ui/form-field'
import { utahToday } from '~/lib/dates'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { staffCall, staffUpload } from '~/lib/staff-client'
import { ProxyInputSchema } from '../schemas'
import type { Proxy, RollEntry } from '../types'

/** Utah Code 16-6a-712(3): the community's validity, counted from the day the proxy was received. */
export function defaultExpiry(receivedOn: string, months: number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn)) return null
  const date = new Date(`${receivedOn}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return null
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 10)
}

const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'
const MAX_BYTES = 10 * 1024 * 1024

type Props = {
  electionId: string
  /** Units that have not voted: only they can still be represented by a proxy. */
  units: RollEntry[]
  validityMonths: number
  onRecorded: (proxy: Proxy, invited: boolean) => void
}

/** Records a proxy received in writing, with its scanned form if there is one. */
export function ProxyForm({ electionId, units, validityMonths, onRecorded }: Props) {
  const [unitId, setUnitId] = useState('')
  const [receivedOn, setReceivedOn] = useState(() => utahToday())
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const kindName = `${useId()}-kind`
  const expiry = defaultExpiry(receivedOn, validityMonths)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '').trim()
    const input = {
      unitId,
      holderName: text('holderName'),
      holderEmail: text('holderEmail') || undefined,
      kind: text('kind') || undefined,
      receivedOn: text('receivedOn'),
      expiresOn: text('expiresOn') || undefined,
    }
    const checked = checkFields(ProxyInputSchema, input)
    const file = data.get('document')
    const document = file instanceof File && file.size > 0 ? file : null
    const fileError =
      document && document.size > MAX_BYTES ? ['The scanned form is larger than 10 MB.'] : null
    if (!checked.ok || fileError) {
      setErrors({ ...(checked.ok ? {} : checked.fieldErrors), ...(fileError ? { document: fileError } : {}) })
      return
    }
    setBusy(true)
    setMessage(null)
    const path = `/api/elections/${encodeURIComponent(electionId)}/proxies`
    let result
    if (document) {
      const body = new FormData()
      for (const [key, value] of Object.entries(input)) if (value) body.set(key, value)
      body.set('document', document)
      result = await staffUpload<{ proxy: Proxy; invited?: boolean }>(path, body)
    } else result = await staffCall<{ proxy: Proxy; invited?: boolean }>('POST', path, checked.data)
    setBusy(false)
    if (!result.ok) {
      setErrors(result.fieldErrors)
      if (!Object.keys(result.fieldErrors).length || result.status !== 422) setMessage(result.message)
      return
    }
    setErrors({})
    form.current?.reset()
    setUnitId('')
    setReceivedOn(utahToday())
    onRecorded(result.data.proxy, Boolean(result.data.invited))
  }

  const error = (name: string) => errors[name]?.[0]
  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-4" aria-label="Record a proxy">
      {message ? <FormAlert>{message}</FormAlert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="Unit"
          name="unitId"
          required
          error={error('unitId')}
          hint="Units that have not voted yet."
        >
          {(control) => (
            <SelectInput
              {...control}
              value={unitId}
              onChange={(e) => setUnitId(e.target.value)}
              placeholder="Choose a unit"
            >
              {units.map((unit) => (
                <option key={unit.unitId} value={unit.unitId}>
                  {unit.label} ({unit.owners.map((owner) => owner.name).join(', ') || 'no owner listed'})
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
        <Field label="Proxy holder’s name" name="holderName" required error={error('holderName')}>
          {(control) => <TextInput {...control} autoComplete="off" maxLength={200} />}
        </Field>
        <Field
          label="Proxy holder’s email"
          name="holderEmail"
          error={error('holderEmail')}
          hint="A general proxy with an email gets its own voting link for the unit."
        >
          {(control) => <TextInput {...control} type="email" autoComplete="off" />}
        </Field>
        <fieldset className="grid gap-2" aria-describedby={error('kind') ? `${kindName}-error` : undefined}>
          <legend className="text-sm font-semibold text-ink">
            Kind of proxy
            <span className="ml-0.5 text-rock-600" aria-hidden="true">
              *
            </span>
          </legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="kind" value="general" defaultChecked className="mt-1 size-4" />
            <span>General: the holder votes as they decide</span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="kind" value="directed" className="mt-1 size-4" />
            <span>Directed: the form says how to vote; you key it under Paper ballots</span>
          </label>
          {error('kind') ? (
            <p id={`${kindName}-error`} className="text-sm font-medium text-rock-700">
              {error('kind')}
            </p>
          ) : null}
        </fieldset>
        <Field label="Received on" name="receivedOn" required error={error('receivedOn')}>
          {(control) => (
            <TextInput
              {...control}
              type="date"
              value={receivedOn}
              onChange={(e) => setReceivedOn(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Expires on"
          name="expiresOn"
          error={error('expiresOn')}
          hint={
            expiry
              ? `Leave empty for the community’s ${validityMonths}-month validity: ${expiry}. Fill it in only if the form says otherwise.`
              : `Leave empty for the community’s ${validityMonths}-month validity.`
          }
        >
          {(control) => <TextInput {...control} type="date" />}
        </Field>
        <Field
          label="Scanned proxy form (optional)"
          name="document"
          error={error('document')}
          hint="PDF, PNG or JPEG, up to 10 MB."
        >
          {(control) => <TextInput {...control} type="file" accept={ACCEPT} className="py-2" />}
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Recording…' : 'Record proxy'}
        </Button>
      </div>
    </form>
  )
}
