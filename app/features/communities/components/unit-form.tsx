import { Plus } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, TextInput } from '~/components/ui/form-field'
import { DEFAULT_LOCALE } from '~/i18n/locales'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { LIMITS, weightProblem } from '../roll-rules'
import { UnitInputSchema, type UnitInput } from '../schemas'
import type { Unit, WeightBasis } from '../types'
import { AcknowledgeTotal } from './acknowledge-total'
import type { Outcome } from './community-settings-form'
import { OwnerFields, type OwnerDraft } from './owner-fields'
import { useFocusInvalid } from './use-focus-invalid'

let nextKey = 0
const draft = (owner?: Unit['owners'][number]): OwnerDraft => ({
  key: String((nextKey += 1)),
  name: owner?.name ?? '',
  email: owner?.email ?? '',
  phone: owner?.phone ?? '',
  mailingAddress: owner?.mailingAddress ?? '',
  language: owner?.language ?? DEFAULT_LOCALE,
})

/** A unit's label, address, exact weight (typed as text, never a float) and owners. */
export function UnitForm({
  unit,
  basis,
  submitLabel,
  onSubmit,
  onCancel,
  focusFirst = false,
}: {
  unit?: Unit
  /** When the form replaces the unit's view, typing starts in its first field. */
  focusFirst?: boolean
  basis: WeightBasis
  submitLabel: string
  onSubmit: (input: UnitInput) => Promise<Outcome>
  onCancel?: () => void
}) {
  const [owners, setOwners] = useState<OwnerDraft[]>(() => (unit ? unit.owners.map(draft) : [draft()]))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [acknowledgement, setAcknowledgement] = useState<string | null>(null)
  const [acknowledged, setAcknowledged] = useState(false)
  const ownersRef = useRef<HTMLDivElement>(null)
  const { formRef, focusInvalid } = useFocusInvalid()

  const refuse = (next: FieldErrors) => {
    focusInvalid()
    setErrors(next)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setMessage(null)
    const data = new FormData(event.currentTarget)
    const weight = String(data.get('weight') ?? '')
    const checked = checkFields(UnitInputSchema, {
      label: String(data.get('label') ?? ''),
      address: String(data.get('address') ?? ''),
      weight,
      owners: owners.map(({ key: _key, ...owner }) => owner),
    })
    const weightError = weightProblem(weight, basis)
    if (!checked.ok || weightError)
      return refuse({
        ...(checked.ok ? {} : checked.fieldErrors),
        ...(weightError ? { weight: [weightError] } : {}),
      })
    if (acknowledgement && !acknowledged)
      return refuse({ acknowledgeTotal: ['Tick the box to confirm the total, or change the weight.'] })
    setBusy(true)
    const result = await onSubmit({ ...checked.data, ...(acknowledged ? { acknowledgeTotal: true } : {}) })
    setBusy(false)
    if (result.ok) return
    // The server's 409 names the total in its fieldErrors too: the confirmation box shows it once.
    const { acknowledgeTotal, ...fieldErrors } = result.fieldErrors
    refuse(fieldErrors)
    if (result.status === 409 && acknowledgeTotal) return setAcknowledgement(result.message)
    setMessage(result.message)
  }

  function addOwner() {
    setOwners((list) => [...list, draft()])
    // The new owner's name field, once it is on the page.
    requestAnimationFrame(() =>
      ownersRef.current?.querySelectorAll<HTMLInputElement>('[data-owner-name]').item(owners.length)?.focus(),
    )
  }

  const error = (name: string) => errors[name]?.[0]
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
      {message ? <FormAlert>{message}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] sm:items-start">
        <Field
          label="Unit label"
          name="label"
          required
          error={error('label')}
          hint="Unique in the community."
        >
          {(control) => (
            <TextInput {...control} defaultValue={unit?.label} autoComplete="off" autoFocus={focusFirst} />
          )}
        </Field>
        <Field label="Address" name="address" error={error('address')}>
          {(control) => <TextInput {...control} defaultValue={unit?.address ?? ''} autoComplete="off" />}
        </Field>
        <Field
          label={basis === 'percentage' ? 'Interest (percent)' : 'Vote weight'}
          name="weight"
          required
          error={error('weight')}
          hint={basis === 'unit' ? 'One vote per unit: 1.' : 'Up to 6 decimal places.'}
        >
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              onChange={() => {
                // A new weight means a new total: the server asks again if it still needs confirming.
                setAcknowledgement(null)
                setAcknowledged(false)
              }}
              defaultValue={unit?.weight ?? (basis === 'unit' ? '1' : '')}
              autoComplete="off"
              className="tabular-nums"
            />
          )}
        </Field>
      </div>
      <div ref={ownersRef} className="grid gap-4">
        <h3 className="text-base font-semibold text-brand-900">Owners</h3>
        <p className="-mt-2 text-sm text-muted">
          Co-owners share the unit’s one vote: whoever votes first casts it.
        </p>
        {error('owners') ? <p className="text-sm font-medium text-rock-700">{error('owners')}</p> : null}
        {owners.map((owner, index) => (
          <OwnerFields
            key={owner.key}
            index={index}
            owner={owner}
            errors={error}
            onChange={(next) => setOwners((list) => list.map((o) => (o.key === owner.key ? next : o)))}
            onRemove={
              owners.length > 1
                ? () => {
                    setOwners((list) => list.filter((o) => o.key !== owner.key))
                    setErrors({})
                    ownersRef.current?.querySelector<HTMLButtonElement>('[data-add-owner]')?.focus()
                  }
                : undefined
            }
          />
        ))}
        {owners.length < LIMITS.ownersPerUnit ? (
          <Button
            data-add-owner
            variant="secondary"
            size="sm"
            onClick={addOwner}
            className="justify-self-start"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add owner
          </Button>
        ) : null}
      </div>
      {acknowledgement ? (
        <AcknowledgeTotal
          message={acknowledgement}
          label="I confirm this total as the declaration states"
          checked={acknowledged}
          onChange={setAcknowledged}
          error={error('acknowledgeTotal')}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}
