import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, SelectInput } from '~/components/ui/form-field'
import { statusLabels, type ElectionStatus } from '../types'
import { STATUS_FILTERS } from './console-data'

/** Narrows the list by community and status; a GET form, so the filter lives in the URL and survives reload. */
export function ConsoleFilters({
  communities,
  communityId,
  status,
}: {
  communities: Array<{ id: string; name: string }>
  communityId: string
  status: ElectionStatus | ''
}) {
  return (
    <Form
      // A new URL (the back button too) shows its own filter, not the one last chosen here.
      key={`${communityId}|${status}`}
      method="get"
      role="search"
      aria-label="Filter elections"
      className="mb-6 flex flex-wrap items-end gap-4 rounded-card border border-line bg-white p-4 shadow-card"
    >
      <Field label="Community" name="community" className="min-w-56 flex-1 sm:flex-none">
        {(control) => (
          <SelectInput {...control} defaultValue={communityId}>
            <option value="">All communities</option>
            {communities.map((community) => (
              <option key={community.id} value={community.id}>
                {community.name}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <Field label="Status" name="status" className="min-w-44 flex-1 sm:flex-none">
        {(control) => (
          <SelectInput {...control} defaultValue={status}>
            <option value="">Any status</option>
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <Button type="submit" variant="secondary">
        Show elections
      </Button>
    </Form>
  )
}
