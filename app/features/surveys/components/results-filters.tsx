import { Filter } from 'lucide-react'
import { Form, Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { Field, SelectInput } from '~/components/ui/form-field'
import type { Choice } from '../types'

/**
 * The filters every chart follows: a community and owner or renter. A GET form, so the address holds
 * them and a filtered view can be shared as a link.
 */
export function ResultsFilters({
  path,
  communities,
  hasRoleFilter,
  community,
  role,
}: {
  path: string
  communities: Choice[]
  hasRoleFilter: boolean
  community: string
  role: string
}) {
  if (!communities.length && !hasRoleFilter) return null
  const filtered = Boolean(community || role)
  return (
    <Form
      method="get"
      action={path}
      role="search"
      aria-label="Filter the results"
      className="flex flex-wrap items-end gap-3"
    >
      {communities.length ? (
        <Field label="Community" name="community" className="min-w-52 flex-1">
          {(control) => (
            <SelectInput {...control} defaultValue={community} placeholder="All communities">
              {communities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
      ) : null}
      {hasRoleFilter ? (
        <Field label="Owners or renters" name="role" className="min-w-44">
          {(control) => (
            <SelectInput {...control} defaultValue={role} placeholder="Everyone">
              <option value="owner">Owners</option>
              <option value="renter">Renters</option>
            </SelectInput>
          )}
        </Field>
      ) : null}
      <button type="submit" className={buttonClasses('primary', 'md')}>
        <Filter aria-hidden="true" className="size-4" />
        Apply filters
      </button>
      {filtered ? (
        <Link to={path} className={buttonClasses('ghost', 'md')}>
          Show everyone
        </Link>
      ) : null}
    </Form>
  )
}
