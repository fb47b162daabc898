import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, SelectInput, TextInput } from '~/components/ui/form-field'
import { associationTypeLabels, associationTypes } from '~/content/association-types'
import { servedCities, servedCounties } from '~/content/cities'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { CommunitySettingsSchema, type CommunitySettings } from '../schemas'
import type { Community } from '../types'
import { AcknowledgeTotal } from './acknowledge-total'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { useFocusInvalid } from './use-focus-invalid'
import { Cite } from './cite'
import { WeightBasisField } from './weight-basis-field'

export type SettingsValues = Pick<Community, keyof CommunitySettings>
export type Outcome = { ok: true } | { ok: false; status: number; message: string; fieldErrors: FieldErrors }

/** Utah's defaults (issue 11): proxies 11 months (16-6a-712), no revote (16-6a-709), no set quorum. */
export const NEW_COMMUNITY: SettingsValues = {
  name: '',
  associationType: 'homeowners-association',
  city: null,
  county: null,
  weightBasis: 'unit',
  quorumPercent: '0',
  quorumBasis: 'units',
  secretBallotDefault: true,
  revoteAllowedDefault: false,
  proxyValidityMonths: 11,
}

function read(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  const months = text('proxyValidityMonths').trim()
  return {
    name: text('name'),
    associationType: text('associationType'),
    city: text('city'),
    county: text('county'),
    weightBasis: text('weightBasis'),
    quorumPercent: text('quorumPercent'),
    quorumBasis: text('quorumBasis'),
    secretBallotDefault: data.get('secretBallotDefault') === 'on',
    revoteAllowedDefault: data.get('revoteAllowedDefault') === 'on',
    proxyValidityMonths: /^\d{1,4}$/.test(months) ? Number(months) : months,
  }
}

/** A community's name and place, and the governing-document settings elections read. */
export function CommunitySettingsForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: SettingsValues
  submitLabel: string
  onSubmit: (input: CommunitySettings & { acknowledgeTotal?: boolean }) => Promise<Outcome>
}) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const { formRef, focusInvalid } = useFocusInvalid()
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [county, setCounty] = useState(initial.county ?? '')
  const [acknowledgement, setAcknowledgement] = useState<string | null>(null)
  const [acknowledged, setAcknowledged] = useState(false)

  const refuse = (next: FieldErrors) => {
    focusInvalid()
    setErrors(next)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setMessage(null)
    const checked = checkFields(CommunitySettingsSchema, read(event.currentTarget))
    if (!checked.ok) return refuse(checked.fieldErrors)
    if (acknowledgement && !acknowledged)
      return refuse({ acknowledgeTotal: ['Tick the box to confirm the total, or change the basis.'] })
    setBusy(true)
    const result = await onSubmit({ ...checked.data, ...(acknowledged ? { acknowledgeTotal: true } : {}) })
    setBusy(false)
    if (result.ok) return setErrors({})
    // The server's 409 names the total in its fieldErrors too: the confirmation box shows it once.
    const { acknowledgeTotal, ...fieldErrors } = result.fieldErrors
    refuse(fieldErrors)
    if (result.status === 409 && acknowledgeTotal) return setAcknowledgement(result.message)
    setMessage(result.message)
  }

  const error = (name: string) => errors[name]?.[0]
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-8">
      {message ? <FormAlert>{message}</FormAlert> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <legend className="mb-4 font-serif text-lg font-semibold text-brand-900">The association</legend>
        <Field label="Community name" name="name" required error={error('name')} className="sm:col-span-2">
          {(control) => <TextInput {...control} defaultValue={initial.name} autoComplete="off" />}
        </Field>
        <Field label="Kind of association" name="associationType" required error={error('associationType')}>
          {(control) => (
            <SelectInput {...control} defaultValue={initial.associationType}>
              {associationTypes.map((type) => (
                <option key={type} value={type}>
                  {associationTypeLabels[type]}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
        <div className="hidden sm:block" />
        <Field label="City" name="city" error={error('city')} hint="Pick a city we serve, or type any city.">
          {(control) => (
            <TextInput
              {...control}
              list="served-cities"
              defaultValue={initial.city ?? ''}
              autoComplete="off"
              onChange={(event) => {
                const served = servedCities.find((c) => c.name === event.currentTarget.value)
                if (served && !county) setCounty(served.county)
              }}
            />
          )}
        </Field>
        <Field label="County" name="county" error={error('county')}>
          {(control) => (
            <TextInput
              {...control}
              list="utah-counties"
              value={county}
              onChange={(event) => setCounty(event.currentTarget.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <datalist id="served-cities">
          {servedCities.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
        <datalist id="utah-counties">
          {servedCounties.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <legend className="mb-1 font-serif text-lg font-semibold text-brand-900">
          Voting rules from the governing documents
        </legend>
        <p className="text-sm text-muted sm:col-span-2">
          Elections and surveys start from these. Take them from the declaration (CC&amp;Rs) and bylaws.
        </p>
        <WeightBasisField
          initial={initial.weightBasis}
          error={error('weightBasis')}
          onChange={() => {
            setAcknowledgement(null)
            setAcknowledged(false)
          }}
        />
        <Field
          label="Quorum (percent)"
          name="quorumPercent"
          required
          error={error('quorumPercent')}
          hint={
            <>
              Enter your bylaws’ figure. 0 means none is set, and Utah’s default applies (
              <Cite section="16-6a-714" />
              ).
            </>
          }
        >
          {(control) => <TextInput {...control} inputMode="decimal" defaultValue={initial.quorumPercent} />}
        </Field>
        <Field label="Quorum is counted by" name="quorumBasis" required error={error('quorumBasis')}>
          {(control) => (
            <SelectInput {...control} defaultValue={initial.quorumBasis}>
              <option value="units">Units (one per unit)</option>
              <option value="weight">Vote weight</option>
            </SelectInput>
          )}
        </Field>
        <Field
          label="Proxy valid for (months)"
          name="proxyValidityMonths"
          required
          error={error('proxyValidityMonths')}
          hint={
            <>
              11 months unless the proxy itself says otherwise (<Cite section="16-6a-712" />
              ).
            </>
          }
        >
          {(control) => (
            <TextInput {...control} inputMode="numeric" defaultValue={String(initial.proxyValidityMonths)} />
          )}
        </Field>
        <div className="grid content-start gap-4 sm:col-span-2">
          <CheckboxField
            name="secretBallotDefault"
            label="Ballots are secret by default"
            defaultChecked={initial.secretBallotDefault}
            hint="Each election starts from this and can change it."
          />
          <CheckboxField
            name="revoteAllowedDefault"
            label="An owner may change a ballot already cast"
            defaultChecked={initial.revoteAllowedDefault}
            hint={
              <>
                Off unless the bylaws allow it: a cast ballot cannot be revoked (<Cite section="16-6a-709" />
                ).
              </>
            }
          />
        </div>
      </fieldset>
      {acknowledgement ? (
        <AcknowledgeTotal
          message={acknowledgement}
          label="I confirm the interests total as the declaration states"
          checked={acknowledged}
          onChange={setAcknowledged}
          error={error('acknowledgeTotal')}
        />
      ) : null}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </form>
  )
}
