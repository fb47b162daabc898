import { CheckCircle2 } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, TextArea, TextInput } from '~/components/ui/form-field'
import { useT } from '~/i18n/i18n-provider'
import { WithMessages } from '~/i18n/lazy-messages'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { submitJson } from '~/lib/form-submit'
import { cn } from '~/lib/cn'
import { contactSchema } from '../form-schemas'
import { HONEYPOT_FIELD } from '../schemas'
import { HoneypotField } from './honeypot-field'

type Values = { name: string; email: string; phone: string; community: string; message: string }
const empty: Values = { name: '', email: '', phone: '', community: '', message: '' }

/**
 * The contact form of the Contact dialog and the /contact page (POST /api/contact). On success it shows
 * the reference and the response promise of spec section 9 in its place.
 */
export function ContactForm({ className }: { className?: string }) {
  return (
    <WithMessages area="forms">
      <ContactFormFields className={className} />
    </WithMessages>
  )
}

function ContactFormFields({ className }: { className?: string }) {
  const t = useT('forms')
  const schema = useMemo(() => contactSchema(t), [t])
  const [values, setValues] = useState<Values>(empty)
  const [honeypot, setHoneypot] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [sent, setSent] = useState<{ reference: string; name: string } | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const form = event.currentTarget
    setFailure(null)
    const checked = checkFields(schema, values)
    if (!checked.ok) {
      setErrors(checked.fieldErrors)
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setErrors({})
    setSubmitting(true)
    const result = await submitJson<{ reference: string }>('/api/contact', {
      ...values,
      ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
    })
    setSubmitting(false)
    if (!result.ok) {
      setErrors(result.fieldErrors)
      setFailure(result.status === 0 ? t('v.network') : result.message)
      return
    }
    setSent({ reference: result.data.reference, name: checked.data.name })
    setValues(empty)
    setHoneypot('')
  }

  if (sent) return <ContactSent {...sent} onAnother={() => setSent(null)} className={className} />

  const error = (field: keyof Values) => errors[field]?.[0]
  const bind = (field: keyof Values) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  })

  return (
    <form noValidate onSubmit={onSubmit} className={cn('relative grid gap-5', className)}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('contact.name')} name="name" required error={error('name')}>
          {(control) => <TextInput {...control} autoComplete="name" {...bind('name')} />}
        </Field>
        <Field label={t('contact.email')} name="email" required error={error('email')}>
          {(control) => <TextInput {...control} type="email" autoComplete="email" {...bind('email')} />}
        </Field>
        <Field label={t('contact.phone')} name="phone" error={error('phone')}>
          {(control) => <TextInput {...control} type="tel" autoComplete="tel" {...bind('phone')} />}
        </Field>
        <Field label={t('contact.community')} name="community" error={error('community')}>
          {(control) => <TextInput {...control} {...bind('community')} />}
        </Field>
      </div>
      <Field label={t('contact.message')} name="message" required error={error('message')}>
        {(control) => <TextArea {...control} rows={5} {...bind('message')} />}
      </Field>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {/* The response promise is stated by the dialog and the page around the form, and after sending. */}
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto sm:justify-self-end">
        {submitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  )
}

function ContactSent({
  reference,
  name,
  onAnother,
  className,
}: {
  reference: string
  name: string
  onAnother: () => void
  className?: string
}) {
  const t = useT('forms')
  const heading = useRef<HTMLHeadingElement>(null)
  // The form that had focus is gone: the confirmation takes it, so it is read out.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div role="status" className={cn('grid gap-3', className)}>
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-brand-600" />
        <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t('contact.sent')}
        </h3>
      </div>
      <p className="text-ink">
        {t.rich(
          'contact.thanks',
          {
            ref: (text) => (
              <strong className="font-semibold tracking-wide whitespace-nowrap text-brand-900">{text}</strong>
            ),
          },
          { name, reference },
        )}
      </p>
      <p className="text-ink">{t('mail.responsePromise')}</p>
      <Button variant="secondary" onClick={onAnother} className="justify-self-start">
        {t('contact.another')}
      </Button>
    </div>
  )
}
