import { LoaderCircle, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, TextArea, TextInput } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import type { FieldErrors } from '~/lib/field-errors'
import { LEASE_FILE_FIELD } from '../../lease-file'
import { HoneypotField } from '../honeypot-field'
import { FormSection } from './form-section'
import { LeaseFileField } from './lease-file-field'
import type { RentalDraft } from './rental-draft'
import { TenantRows, VehicleRows } from './rental-rows'
import { useRentalForm } from './use-rental-form'

type TextKey = {
  [K in keyof RentalDraft]: RentalDraft[K] extends string ? K : never
}[keyof RentalDraft]

/** The landlord-tenant registration (DESIGN.md "Rental registration"), in eight short sections. */
export function RentalRegistrationForm() {
  const { formRef, draft, update, errors, lease, chooseLease, formMessage, pending, onSubmit } =
    useRentalForm()
  const t = useT('forms')
  const error = (key: string) => errors[key]?.[0]

  /** A text field bound to one key of the draft; the schema's path is the draft's key unless given. */
  const text = (key: TextKey, label: string, options: TextOptions = {}) => (
    <Field
      label={label}
      name={options.path ?? key}
      required={!options.optional}
      hint={options.hint}
      error={error(options.path ?? key)}
      className={options.className}
    >
      {(control) =>
        options.multiline ? (
          <TextArea
            {...control}
            rows={2}
            autoComplete={options.autoComplete}
            value={draft[key]}
            onChange={(e) => update({ [key]: e.target.value })}
          />
        ) : (
          <TextInput
            {...control}
            type={options.type ?? 'text'}
            inputMode={options.inputMode}
            autoComplete={options.autoComplete ?? 'off'}
            value={draft[key]}
            onChange={(e) => update({ [key]: e.target.value })}
          />
        )
      }
    </Field>
  )

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="rental-form-title">
      <h2 id="rental-form-title" className="text-2xl font-semibold">
        {t('form.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t.rich('form.required', {
          star: (star) => <span className="font-semibold text-rock-600">{star}</span>,
        })}
      </p>
      <HoneypotField value={draft.honeypot} onChange={(honeypot) => update({ honeypot })} />

      <div className="mt-8 grid gap-8">
        <FormSection step={1} title={t('form.s1')}>
          {text('community', t('form.community'), { hint: t('form.communityHint') })}
          {text('unitAddress', t('form.unitAddress'), { hint: t('form.unitAddressHint') })}
        </FormSection>

        <FormSection step={2} title={t('form.s2')} description={t('form.s2Note')}>
          <Pair>
            {text('ownerName', t('form.ownerName'), { autoComplete: 'name' })}
            {text('ownerEmail', t('form.email'), { type: 'email', autoComplete: 'email' })}
          </Pair>
          <Pair>{text('ownerPhone', t('form.phone'), { type: 'tel', autoComplete: 'tel' })}</Pair>
          {text('ownerMailingAddress', t('form.mailingAddress'), {
            multiline: true,
            autoComplete: 'street-address',
            hint: t('form.mailingAddressHint'),
          })}
        </FormSection>

        <FormSection step={3} title={t('form.s3')} description={t('form.s3Note')}>
          <TenantRows rows={draft.tenants} errors={errors} onChange={(tenants) => update({ tenants })} />
        </FormSection>

        <FormSection step={4} title={t('form.s4')}>
          <Pair>
            {text('leaseStart', t('form.leaseStart'), { type: 'date' })}
            {text('leaseEnd', t('form.leaseEnd'), {
              type: 'date',
              optional: true,
              hint: t('form.leaseEndHint'),
            })}
          </Pair>
          <Pair>
            {text('occupantCount', t('form.occupants'), {
              inputMode: 'numeric',
              hint: t('form.occupantsHint'),
            })}
          </Pair>
        </FormSection>

        <FormSection step={5} title={t('form.s5')} description={t('form.s5Note')}>
          <VehicleRows rows={draft.vehicles} errors={errors} onChange={(vehicles) => update({ vehicles })} />
        </FormSection>

        <FormSection step={6} title={t('form.s6')} description={t('form.s6Note')}>
          <Pair>
            {text('emergencyName', t('form.name'), { path: 'emergencyContact.name', autoComplete: 'off' })}
            {text('emergencyPhone', t('form.phone'), { path: 'emergencyContact.phone', type: 'tel' })}
          </Pair>
        </FormSection>

        <FormSection step={7} title={t('form.s7')}>
          <LeaseFileField file={lease} error={error(LEASE_FILE_FIELD)} onChange={chooseLease} />
        </FormSection>

        <FormSection step={8} title={t('form.s8')}>
          <RulesAcknowledgement
            checked={draft.acknowledgeRules}
            error={error('acknowledgeRules')}
            onChange={(acknowledgeRules) => update({ acknowledgeRules })}
          />
        </FormSection>
      </div>

      <div className="mt-10 grid gap-4 border-t border-line pt-8">
        {formMessage ? <FormAlert>{formMessage}</FormAlert> : null}
        <FormWideErrors errors={errors} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
            {pending ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                {t('form.submitting')}
              </>
            ) : (
              t('form.submit')
            )}
          </Button>
          <p className="flex items-center gap-2 text-sm text-muted">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t('form.secure')}
          </p>
        </div>
        <p aria-live="polite" className="sr-only">
          {pending ? t('form.submitting') : ''}
        </p>
      </div>
    </form>
  )
}

type TextOptions = {
  path?: string
  optional?: boolean
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'date'
  inputMode?: 'numeric'
  autoComplete?: string
  multiline?: boolean
  className?: string
}

/** Two fields side by side from the small breakpoint up, stacked on a phone. */
function Pair({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
}

function RulesAcknowledgement({
  checked,
  error,
  onChange,
}: {
  checked: boolean
  error?: string
  onChange: (checked: boolean) => void
}) {
  const t = useT('forms')
  return (
    <div className="grid gap-1.5">
      <div className="flex gap-3">
        <input
          id="acknowledgeRules"
          name="acknowledgeRules"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'acknowledgeRules-error' : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor="acknowledgeRules" className="text-sm text-ink">
          {t('form.rules')}
          <span className="ml-0.5 text-rock-600" aria-hidden="true">
            *
          </span>
        </label>
      </div>
      {error ? (
        <p id="acknowledgeRules-error" className="pl-8 text-sm font-medium text-rock-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Messages about no single field (`_form`, or a whole list), so nothing the server says is hidden. */
function FormWideErrors({ errors }: { errors: FieldErrors }) {
  const general = ['_form', 'tenants', 'vehicles', 'emergencyContact']
    .flatMap((key) => errors[key] ?? [])
    .filter((message, i, all) => all.indexOf(message) === i)
  if (general.length === 0) return null
  return (
    <ul className="grid gap-1 text-sm font-medium text-rock-700">
      {general.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  )
}
