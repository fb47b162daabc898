import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, TextArea, TextInput } from '~/components/ui/form-field'
import type { FieldErrors } from '~/lib/field-errors'
import { submitJson } from '~/lib/form-submit'

/** The contact intake's bot trap, handed in by the page (features do not import each other). */
export type Honeypot = {
  name: string
  Field: ComponentType<{ value: string; onChange: (value: string) => void }>
}

type Values = { name: string; email: string; phone: string; message: string }
const empty: Values = { name: '', email: '', phone: '', message: '' }

/**
 * "Leave a message for our team": stored as a contact message in the staff inbox (POST /api/chat/message).
 * The server checks the fields and its messages show beside them.
 */
export function LeaveMessageForm({
  honeypot,
  onSent,
  onCancel,
}: {
  honeypot: Honeypot
  onSent: (sent: { reference: string; name: string }) => void
  onCancel: () => void
}) {
  const [values, setValues] = useState<Values>(empty)
  const [trap, setTrap] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const first = useRef<HTMLDivElement>(null)

  // The form appears below the conversation: focus its first field so keyboard users land in it.
  useEffect(() => first.current?.querySelector('input')?.focus(), [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const form = event.currentTarget
    setFailure(null)
    setSubmitting(true)
    const result = await submitJson<{ reference: string }>('/api/chat/message', {
      ...values,
      ...(trap ? { [honeypot.name]: trap } : {}),
    })
    setSubmitting(false)
    if (!result.ok) {
      setErrors(result.fieldErrors)
      setFailure(result.message)
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    onSent({ reference: result.data.reference, name: values.name.trim() })
  }

  const error = (field: keyof Values) => errors[field]?.[0]
  const bind = (field: keyof Values) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  })
  const Trap = honeypot.Field

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="leave-message-heading"
      className="relative grid gap-3 border-t border-line bg-canvas px-4 py-4"
    >
      <h2 id="leave-message-heading" className="font-sans text-base font-semibold text-brand-900">
        Leave a message for our team
      </h2>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div ref={first} className="grid gap-3 sm:grid-cols-2">
        <Field label="Your name" name="name" required error={error('name')}>
          {(control) => <TextInput {...control} autoComplete="name" {...bind('name')} />}
        </Field>
        <Field label="Email" name="email" required error={error('email')}>
          {(control) => <TextInput {...control} type="email" autoComplete="email" {...bind('email')} />}
        </Field>
      </div>
      <Field label="Phone (optional)" name="phone" error={error('phone')}>
        {(control) => <TextInput {...control} type="tel" autoComplete="tel" {...bind('phone')} />}
      </Field>
      <Field label="Message" name="message" required error={error('message')}>
        {(control) => <TextArea {...control} rows={3} {...bind('message')} />}
      </Field>
      <Trap value={trap} onChange={setTrap} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  )
}
