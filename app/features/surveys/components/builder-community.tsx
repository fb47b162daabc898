import { Field, SelectInput } from '~/components/ui/form-field'
import type { CommunityOption } from './builder-settings'
import type { BuilderValues } from './builder-values'

type Props = {
  values: BuilderValues
  communities: CommunityOption[]
  error: (key: string) => string | undefined
  onChange: (patch: Partial<BuilderValues>) => void
}

/**
 * The community a survey is for: required for invitations (its roll gets the links), optional for an open
 * link (its board may read the survey, and its owners can be sent the link by email).
 */
export function BuilderCommunity({ values, communities, error, onChange }: Props) {
  const invitation = values.audience === 'invitation'
  const community = communities.find((c) => c.id === values.communityId)
  const roll = community
    ? `${community.owners} owners in ${community.units} units on the roll today, ${community.withEmail} with an email address.`
    : ''
  return (
    <Field
      label={invitation ? 'Community' : 'Community (optional)'}
      name="communityId"
      required={invitation}
      error={error('communityId')}
      hint={
        invitation
          ? roll || undefined
          : `For a survey of one community: its board can read it, and you can email the link to its owners. ${roll}`.trim()
      }
    >
      {(control) => (
        <SelectInput
          {...control}
          placeholder={invitation ? 'Choose the community' : 'No particular community'}
          value={values.communityId}
          onChange={(e) => onChange({ communityId: e.currentTarget.value })}
        >
          {communities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectInput>
      )}
    </Field>
  )
}
