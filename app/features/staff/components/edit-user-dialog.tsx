import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '~/components/ui/dialog'
import { Field, FormAlert, SelectInput, TextInput } from '~/components/ui/form-field'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { UpdateStaffUserSchema, type StaffUserRecord } from '../schemas'
import { checkedCommunityIds, CommunityPicker, type CommunityOption } from './community-picker'
import type { Outcome } from './create-user-form'
import { RoleOptions } from './role-options'

type UserJson = Omit<StaffUserRecord, 'createdAt' | 'updatedAt' | 'lastLoginAt'>

/** Change a colleague's name or role. */
export function EditUserDialog({
  user,
  communities,
  onSave,
}: {
  user: UserJson
  communities: readonly CommunityOption[]
  onSave: (input: unknown) => Promise<Outcome<unknown>>
}) {
  const [open, setOpen] = useState(false)
  const [role, setRole] = useState<string>(user.role)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const checked = checkFields(UpdateStaffUserSchema, {
      name: String(data.get('name') ?? ''),
      role: String(data.get('role') ?? ''),
      ...(data.get('role') === 'board' ? { communityIds: checkedCommunityIds(data) } : {}),
    })
    if (!checked.ok) return setErrors(checked.fieldErrors)
    setBusy(true)
    const result = await onSave(checked.data)
    setBusy(false)
    if (!result.ok) {
      setErrors(result.fieldErrors)
      return setMessage(result.message)
    }
    setOpen(false)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setRole(user.role)
        setErrors({})
        setMessage(null)
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" aria-label={`Edit ${user.name}`}>
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent title={`Edit ${user.name}`} description={user.email}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {message ? <FormAlert>{message}</FormAlert> : null}
          <Field label="Full name" name="name" required error={errors.name?.[0]}>
            {(control) => <TextInput {...control} defaultValue={user.name} />}
          </Field>
          <Field label="Role" name="role" required error={errors.role?.[0]}>
            {(control) => (
              <SelectInput {...control} value={role} onChange={(event) => setRole(event.target.value)}>
                <RoleOptions />
              </SelectInput>
            )}
          </Field>
          {role === 'board' ? (
            <CommunityPicker
              communities={communities}
              selected={user.communityIds}
              error={errors.communityIds?.[0]}
            />
          ) : null}
          <Button type="submit" disabled={busy} className="justify-self-start">
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
