import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { BrandMark } from '~/components/brand-mark'
import { StaffShellLoading } from '~/components/staff/staff-loading'
import { staffMeta } from '~/components/staff/staff-meta'
import { useOpeningStaffPage } from '~/components/staff/staff-page-names'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, TextInput } from '~/components/ui/form-field'
import { company } from '~/content/company'
import { LoginSchema, type Login, type StaffUser } from '~/features/staff/schemas'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { passwordPath, readToken, safeNext, saveToken, staffCall } from '~/lib/staff-client'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = () => staffMeta('Sign in')

type LoginAnswer = { token: string; expiresAt: string; user: StaffUser }

/**
 * Where a signed-in person goes: on to `next` (a board account's home is its communities, not the
 * inbox it cannot open), or first to choose a new password when one is due.
 */
function onwardFor(user: StaffUser, next: string) {
  const to = user.role === 'board' && next === '/staff' ? '/staff/communities' : next
  return user.mustChangePassword ? passwordPath(to) : to
}

/** The server asks for the code it emailed when this address is new to the account and guesses hold it back. */
const EMAIL_CODE_REQUIRED = 'email_code_required'

export default function StaffLogin() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const next = safeNext(params.get('next'))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'info' } | null>(null)
  const [busy, setBusy] = useState(false)
  const [askingForCode, setAskingForCode] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const opening = useOpeningStaffPage()

  useEffect(() => {
    if (askingForCode) formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus()
  }, [askingForCode])

  // Someone already signed in (a bookmark, the back button) goes straight on instead of signing in again.
  useEffect(() => {
    if (!readToken()) return
    let current = true
    void staffCall<{ user: StaffUser }>('GET', '/api/election-auth/me').then((result) => {
      if (!current || !result.ok) return
      void navigate(onwardFor(result.data.user, next), { replace: true })
    })
    return () => {
      current = false
    }
  }, [navigate, next])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // "Email me a new code" sends the email and password without a code: the server mails a fresh one.
    const newCode = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'new-code'
    const form = new FormData(event.currentTarget)
    const value: Login = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    }
    const code = String(form.get('code') ?? '').trim()
    if (askingForCode && !newCode) value.code = code
    const checked = checkFields(LoginSchema, value)
    setMessage(null)
    if (!checked.ok) return setErrors(checked.fieldErrors)
    setErrors({})
    setBusy(true)
    const result = await staffCall<LoginAnswer>('POST', '/api/election-auth/login', checked.data)
    setBusy(false)
    if (!result.ok) {
      setErrors(result.fieldErrors)
      if (result.code === EMAIL_CODE_REQUIRED) setAskingForCode(true)
      // The server's sentence as it is: wrong details, a code to enter, or (429) when to try again.
      const tone = result.status === 403 && result.code === EMAIL_CODE_REQUIRED ? 'info' : 'error'
      return setMessage({ text: result.message, tone })
    }
    saveToken(result.data.token)
    await navigate(onwardFor(result.data.user, next), { replace: true })
  }

  // Signed in: the page it goes on to, by name, while the back office loads it.
  if (opening) return <StaffShellLoading title={opening} />
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center bg-canvas px-4 py-10 focus:outline-none"
    >
      <div className="w-full max-w-sm">
        <p className="mb-6 flex items-center justify-center gap-2 font-semibold text-brand-900">
          <BrandMark className="size-9" />
          {company.fullName}
        </p>
        <div className="rounded-card border border-line bg-white p-6 shadow-card">
          <h1 className="font-serif text-2xl font-semibold text-brand-900">Staff sign-in</h1>
          <p className="mt-1 text-sm text-muted">
            For company staff and association board members. Homeowners sign in on the owner portal.
          </p>
          <form ref={formRef} noValidate onSubmit={submit} className="mt-6 grid gap-4">
            {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
            <Field label="Email" name="email" required error={errors.email?.[0]}>
              {(control) => <TextInput {...control} type="email" autoComplete="username" />}
            </Field>
            <Field label="Password" name="password" required error={errors.password?.[0]}>
              {(control) => <TextInput {...control} type="password" autoComplete="current-password" />}
            </Field>
            {askingForCode ? (
              <Field
                label="Code from the email"
                name="code"
                required
                hint="6 digits, sent to the account’s email address."
                error={errors.code?.[0]}
              >
                {(control) => (
                  <TextInput {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={12} />
                )}
              </Field>
            ) : null}
            <Button type="submit" disabled={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
            {askingForCode ? (
              <Button type="submit" value="new-code" variant="secondary" disabled={busy}>
                Email me a new code
              </Button>
            ) : null}
          </form>
        </div>
      </div>
    </main>
  )
}
