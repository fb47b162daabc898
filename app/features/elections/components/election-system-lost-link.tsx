import { MailQuestion } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/card'
import { Field, FormAlert, TextInput } from '~/components/ui/form-field'
import { emails, phones } from '~/content/company'
import { useT } from '~/i18n/i18n-provider'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { submitJson } from '~/lib/form-submit'
import { useHydrated } from '~/lib/use-hydrated'
import { LostLinkSchema } from '../schemas'

/**
 * "Lost your link?": an owner on the roll of an open election gets a new link by email. The server answers
 * the same sentence whether or not the address is on a roll (so nobody can test addresses), and we show
 * it as it is.
 */
export function LostLinkBox() {
  const hydrated = useHydrated()
  const t = useT('vote')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [answer, setAnswer] = useState<{ tone: 'info' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const value = { email: String(new FormData(form).get('email') ?? '') }
    setAnswer(null)
    const checked = checkFields(LostLinkSchema, value)
    if (!checked.ok) {
      setErrors({ email: [value.email.trim() ? t('lost.emailInvalid') : t('lost.emailMissing')] })
      form.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    const result = await submitJson<{ message: string }>('/api/elections/lost-link', checked.data)
    setBusy(false)
    if (result.ok) return setAnswer({ tone: 'info', text: result.data.message })
    setErrors(result.fieldErrors)
    setAnswer({ tone: 'error', text: result.status === 0 ? t('state.network') : result.message })
  }

  return (
    <div className="grid content-start gap-4 rounded-card border border-line bg-white p-6 shadow-card">
      <div className="flex items-center gap-3">
        <IconBadge tone="rock">
          <MailQuestion aria-hidden="true" className="size-6" />
        </IconBadge>
        <h2 id="lost-link-heading" className="text-xl font-semibold">
          {t('lost.title')}
        </h2>
      </div>
      <p className="text-muted">{t('lost.intro')}</p>
      {/* POST, never GET: an address must not end up in the page's URL before the script has loaded. */}
      <form method="post" noValidate onSubmit={submit} className="grid gap-4">
        <Field label={t('lost.field')} name="email" required error={errors.email?.[0]}>
          {(control) => <TextInput {...control} type="email" autoComplete="email" />}
        </Field>
        <Button type="submit" variant="secondary" disabled={!hydrated || busy} className="justify-self-start">
          {busy ? t('lost.sending') : t('lost.send')}
        </Button>
        {answer ? <FormAlert tone={answer.tone}>{answer.text}</FormAlert> : null}
      </form>
      <p className="text-sm text-muted">
        {t.rich(
          'lost.noEmail',
          {
            phone: (text) => (
              <a
                href={`tel:${phones.northern.raw}`}
                className="font-semibold whitespace-nowrap text-brand-700 underline"
              >
                {text}
              </a>
            ),
            email: (text) => (
              <a href={`mailto:${emails.customerService}`} className="font-semibold text-brand-700 underline">
                {text}
              </a>
            ),
          },
          { phone: phones.northern.display, email: emails.customerService },
        )}
      </p>
    </div>
  )
}
