import { Trash2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Field, SelectInput, TextArea, TextInput } from '~/components/ui/form-field'
import { LOCALES, type Locale } from '~/i18n/locales'
import { languageNames } from '../types'

export type OwnerDraft = {
  key: string
  name: string
  email: string
  phone: string
  mailingAddress: string
  language: Locale
}

/** One owner's fields in the unit form, with a way to take the owner off the unit. */
export function OwnerFields({
  index,
  owner,
  errors,
  onChange,
  onRemove,
}: {
  index: number
  owner: OwnerDraft
  errors: (field: string) => string | undefined
  onChange: (owner: OwnerDraft) => void
  /** Absent for a unit's only owner: a unit needs at least one. */
  onRemove?: () => void
}) {
  const set = (field: Exclude<keyof OwnerDraft, 'key'>) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...owner, [field]: event.currentTarget.value })
  const at = (field: string) => errors(`owners.${index}.${field}`)
  return (
    <fieldset className="grid gap-4 rounded-lg border border-line p-4 sm:grid-cols-2 sm:items-start">
      <legend className="px-1 text-sm font-semibold text-brand-900">Owner {index + 1}</legend>
      <Field label="Name" name={`owner-${owner.key}-name`} required error={at('name')}>
        {(control) => (
          <TextInput
            {...control}
            value={owner.name}
            onChange={set('name')}
            autoComplete="off"
            data-owner-name
          />
        )}
      </Field>
      <Field
        label="Email"
        name={`owner-${owner.key}-email`}
        error={at('email')}
        hint="Leave empty for an owner who gets paper notices."
      >
        {(control) => (
          <TextInput
            {...control}
            type="email"
            value={owner.email}
            onChange={set('email')}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label="Phone" name={`owner-${owner.key}-phone`} error={at('phone')}>
        {(control) => (
          <TextInput {...control} type="tel" value={owner.phone} onChange={set('phone')} autoComplete="off" />
        )}
      </Field>
      <Field label="Mailing address" name={`owner-${owner.key}-mailing`} error={at('mailingAddress')}>
        {(control) => (
          <TextArea {...control} rows={2} value={owner.mailingAddress} onChange={set('mailingAddress')} />
        )}
      </Field>
      <Field
        label="Language"
        name={`owner-${owner.key}-language`}
        error={at('language')}
        hint="Notices, invitations and ballots are written in it."
      >
        {(control) => (
          <SelectInput {...control} value={owner.language} onChange={set('language')}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {languageNames[locale]}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          className="-ml-3 justify-self-start sm:col-span-2"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove owner {index + 1}
        </Button>
      ) : null}
    </fieldset>
  )
}
