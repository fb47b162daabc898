import { useEffect, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { BrandMark } from '~/components/brand-mark'
import { staffMeta } from '~/components/staff/staff-meta'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, TextInput } from '~/components/ui/form-field'
import { company } from '~/content/company'
import { LoginSchema, type StaffUser } from '~/features/staff/schemas'
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

export default function StaffLogin() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const next = safeNext(params.get('next'))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

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
    const form = new FormData(event.currentTarget)
    const value = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') }
    const checked = checkFields(LoginSchema, value)
    setMessage(null)
    if (!checked.ok) return setErrors(checked.fieldErrors)
    setErrors({})
    setBusy(true)
    const result = await staffCall<LoginAnswer>('POST', '/api/election-auth/login', value)
    setBusy(false)
    if (!result.ok) {
      setErrors(result.fieldErrors)
      // The server's sentence as it is: wrong details, or (429) when to try again.
      return setMessage(result.message)
    }
    saveToken(result.data.token)
    await navigate(onwardFor(result.data.user, next), { replace: true })
  }

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
          <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
            {message ? <FormAlert>{message}</FormAlert> : null}
            <Field label="Email" name="email" required error={errors.email?.[0]}>
              {(control) => <TextInput {...control} type="email" autoComplete="username" />}
            </Field>
            <Field label="Password" name="password" required error={errors.password?.[0]}>
              {(control) => <TextInput {...control} type="password" autoComplete="current-password" />}
            </Field>
            <Button type="submit" disabled={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        </div>
      </div>
    </main>
  )
}
