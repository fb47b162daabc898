import { useId, useState, type FormEvent } from 'react'
import { useNavigate, useRouteLoaderData, useSearchParams } from 'react-router'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, TextInput } from '~/components/ui/form-field'
import { PasswordRules } from '~/features/staff/components/password-rules'
import { passwordProblem, personalWords } from '~/features/staff/password-policy'
import { ChangePasswordSchema, type StaffUser } from '~/features/staff/schemas'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { detourFor, safeNext, staffCall } from '~/lib/staff-client'
import type { Route } from './+types/password'

export const meta: Route.MetaFunction = () => staffMeta('Password')

// Decision 0005: a password someone else set (first start, an admin) must be replaced before anything else.
export default function StaffPassword() {
  const layout = useRouteLoaderData('routes/staff/layout') as { user: StaffUser } | undefined
  const due = layout?.user.mustChangePassword ?? false
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [newPassword, setNewPassword] = useState('')
  const rulesId = useId()
  const personal = layout ? personalWords(layout.user) : []

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = {
      currentPassword: String(form.get('currentPassword') ?? ''),
      newPassword: String(form.get('newPassword') ?? ''),
    }
    const checked = checkFields(ChangePasswordSchema, value)
    const fieldErrors: FieldErrors = checked.ok ? {} : checked.fieldErrors
    // The name rule needs the person, which the schema does not know; the server checks it too.
    const personalProblem = passwordProblem(value.newPassword, personal)
    if (personalProblem && !fieldErrors.newPassword) fieldErrors.newPassword = [personalProblem]
    if (checked.ok && value.newPassword !== String(form.get('confirmPassword') ?? ''))
      fieldErrors.confirmPassword = ['The two new passwords do not match.']
    setMessage(null)
    setErrors(fieldErrors)
    if (Object.keys(fieldErrors).length) return
    setBusy(true)
    const result = await staffCall('POST', '/api/election-auth/password', value)
    setBusy(false)
    if (!result.ok) {
      const detour = detourFor(result)
      if (detour) return navigate(detour)
      setErrors(result.fieldErrors)
      return setMessage(result.message)
    }
    await navigate(safeNext(params.get('next')), { replace: true })
  }

  return (
    <StaffPage
      title={due ? 'Choose a new password' : 'Change password'}
      description={
        due
          ? 'Your password was set by someone else. Choose your own before you continue.'
          : 'Your other devices will be signed out.'
      }
    >
      <Panel className="max-w-lg">
        <form noValidate onSubmit={submit} className="grid gap-4">
          {message ? <FormAlert>{message}</FormAlert> : null}
          <Field label="Current password" name="currentPassword" required error={errors.currentPassword?.[0]}>
            {(control) => <TextInput {...control} type="password" autoComplete="current-password" />}
          </Field>
          <Field label="New password" name="newPassword" required error={errors.newPassword?.[0]}>
            {(control) => (
              <>
                <TextInput
                  {...control}
                  aria-describedby={[control['aria-describedby'], rulesId].filter(Boolean).join(' ')}
                  type="password"
                  autoComplete="new-password"
                  value={newPassword}
                  onChange={(event) => setNewPassword(event.currentTarget.value)}
                />
                <PasswordRules id={rulesId} password={newPassword} personal={personal} />
              </>
            )}
          </Field>
          <Field
            label="New password again"
            name="confirmPassword"
            required
            error={errors.confirmPassword?.[0]}
          >
            {(control) => <TextInput {...control} type="password" autoComplete="new-password" />}
          </Field>
          <Button type="submit" disabled={busy} className="justify-self-start">
            {busy ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      </Panel>
    </StaffPage>
  )
}
