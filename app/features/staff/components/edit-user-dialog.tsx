import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '~/components/ui/dialog'
import { Field, FormAlert, SelectInput, TextInput } from '~/components/ui/form-field'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { UpdateStaffUserSchema, type StaffUserRecord } from '../schemas'
import type { Outcome } from './create-user-form'

type UserJson = Omit<StaffUserRecord, 'createdAt' | 'updatedAt' | 'lastLoginAt'>

/** Change a colleague's name or role. */
export function EditUserDialog({
  user,
  onSave,
}: {
  user: UserJson
  onSave: (input: unknown) => Promise<Outcome<unknown>>
}) {
  const [open, setOpen] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const checked = checkFields(UpdateStaffUserSchema, {
      name: String(data.get('name') ?? ''),
      role: String(data.get('role') ?? ''),
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
              <SelectInput {...control} defaultValue={user.role}>
                <option value="manager">Manager</option>
                <option value="admin">Admin</option>
              </SelectInput>
            )}
          </Field>
          <Button type="submit" disabled={busy} className="justify-self-start">
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
