import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, SelectInput, TextInput } from '~/components/ui/form-field'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { CreateStaffUserSchema, type StaffUser } from '../schemas'
import { checkedCommunityIds, CommunityPicker, type CommunityOption } from './community-picker'
import { RoleOptions } from './role-options'

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: FieldErrors }
type Created = { user: StaffUser; generatedPassword?: string }

/** An admin adds a colleague; the server generates the first password, which they must replace. */
export function CreateUserForm({
  communities,
  onCreate,
}: {
  communities: readonly CommunityOption[]
  onCreate: (input: unknown) => Promise<Outcome<Created>>
}) {
  const [role, setRole] = useState('manager')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const value = {
      email: String(data.get('email') ?? ''),
      name: String(data.get('name') ?? ''),
      role: String(data.get('role') ?? ''),
      ...(data.get('role') === 'board' ? { communityIds: checkedCommunityIds(data) } : {}),
    }
    const checked = checkFields(CreateStaffUserSchema, value)
    setMessage(null)
    if (!checked.ok) return setErrors(checked.fieldErrors)
    setBusy(true)
    const result = await onCreate(checked.data)
    setBusy(false)
    if (!result.ok) {
      setErrors(result.fieldErrors)
      return setMessage(result.message)
    }
    setErrors({})
    form.reset()
    setRole('manager')
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1.2fr_1.2fr_1fr_auto] lg:items-start"
    >
      {message ? (
        <div className="sm:col-span-2 lg:col-span-4">
          <FormAlert>{message}</FormAlert>
        </div>
      ) : null}
      <Field label="Full name" name="name" required error={errors.name?.[0]}>
        {(control) => <TextInput {...control} autoComplete="off" />}
      </Field>
      <Field label="Email" name="email" required error={errors.email?.[0]}>
        {(control) => <TextInput {...control} type="email" autoComplete="off" />}
      </Field>
      <Field
        label="Role"
        name="role"
        required
        error={errors.role?.[0]}
        hint="Managers do everything but manage staff accounts. Board members only read their communities."
      >
        {(control) => (
          <SelectInput {...control} value={role} onChange={(event) => setRole(event.target.value)}>
            <RoleOptions />
          </SelectInput>
        )}
      </Field>
      {role === 'board' ? (
        <CommunityPicker communities={communities} error={errors.communityIds?.[0]} />
      ) : null}
      <Button type="submit" disabled={busy} className="lg:mt-7">
        {busy ? 'Adding…' : 'Add staff member'}
      </Button>
    </form>
  )
}
