import { useState, type FormEvent } from 'react'
import type { DialogProps } from '~/components/dialog-host'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { Field, TextArea, TextInput } from '~/components/ui/form-field'
import { toast } from '~/components/ui/toast-store'
import { phones } from '~/content/company'
import { checkFields } from '~/lib/field-errors'
import { submitJson } from '~/lib/form-submit'
import {
  checkPhone,
  emptyConsultation,
  toFormErrors,
  toProposal,
  type ConsultationValues,
} from '../consultation-payload'
import { HONEYPOT_FIELD, ManagementProposalSchema } from '../schemas'
import { HoneypotField } from './honeypot-field'

type Errors = Partial<Record<keyof ConsultationValues, string>>

/** Spec sections 2, 4, 5 and 8: the consultation request, sent as a management proposal. */
export default function ConsultationDialog({ open, onOpenChange }: DialogProps) {
  const [values, setValues] = useState<ConsultationValues>(emptyConsultation)
  const [honeypot, setHoneypot] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [submitting, setSubmitting] = useState(false)

  const set = (field: keyof ConsultationValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const payload = toProposal(values)
    const checked = checkFields(ManagementProposalSchema, payload)
    const found: Errors = checked.ok ? {} : toFormErrors(checked.fieldErrors)
    const phoneError = checkPhone(values.phone)
    if (phoneError) found.phone = phoneError
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setSubmitting(true)
    const result = await submitJson('/api/management-proposal', {
      ...payload,
      ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
    })
    setSubmitting(false)
    if (!result.ok) {
      setErrors(toFormErrors(result.fieldErrors))
      toast({
        title: 'Submission Failed',
        description: `Please try again or contact us directly at ${phones.northern.display}.`,
        variant: 'destructive',
      })
      return
    }
    // Spec section 4: on success the form is cleared and the dialog closes.
    setValues(emptyConsultation)
    setHoneypot('')
    onOpenChange(false)
    toast({
      title: 'Request Submitted Successfully!',
      description: "We'll contact you within 24 hours to discuss your HOA management needs.",
    })
  }

  const text = (field: keyof ConsultationValues) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Request a Consultation"
        description="Tell us about your community. A manager will contact you within 24 hours."
      >
        <form noValidate onSubmit={onSubmit} className="relative grid gap-5">
          <p className="text-sm text-muted">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Your name" name="name" required error={errors.name}>
              {(control) => <TextInput {...control} autoComplete="name" {...text('name')} />}
            </Field>
            <Field label="Email" name="email" required error={errors.email}>
              {(control) => <TextInput {...control} type="email" autoComplete="email" {...text('email')} />}
            </Field>
            <Field label="Phone" name="phone" required error={errors.phone}>
              {(control) => <TextInput {...control} type="tel" autoComplete="tel" {...text('phone')} />}
            </Field>
            <Field label="Number of units" name="units" error={errors.units}>
              {(control) => (
                <TextInput
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  {...text('units')}
                />
              )}
            </Field>
          </div>
          <Field
            label="Community name and location"
            name="community"
            required
            hint="For example: Red Ledges HOA, Heber City"
            error={errors.community}
          >
            {(control) => <TextInput {...control} {...text('community')} />}
          </Field>
          <Field label="Current management company" name="currentCompany" error={errors.currentCompany}>
            {(control) => <TextInput {...control} autoComplete="organization" {...text('currentCompany')} />}
          </Field>
          <Field label="Main concerns" name="concerns" error={errors.concerns}>
            {(control) => <TextArea {...control} rows={4} {...text('concerns')} />}
          </Field>
          <HoneypotField value={honeypot} onChange={setHoneypot} />
          <Button type="submit" disabled={submitting} className="w-full sm:w-auto sm:justify-self-end">
            {submitting ? 'Submitting...' : 'Request Consultation'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** After a failed check, focus goes to the first field with a message, which is then read out with it. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
