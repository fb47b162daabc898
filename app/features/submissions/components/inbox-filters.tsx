import { Form, Link } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { Field, SelectInput, TextInput } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import type { StatusCounts } from '../inbox-types'
import { STATUS_LABELS, SUBMISSION_KINDS, SUBMISSION_STATUSES, SUBMISSION_TYPES } from '../kinds'

export type InboxFilterValues = { type?: string; status?: string; from?: string; to?: string; q?: string }

/** Status chips with their counts: each a link that keeps the other filters and starts at page 1. */
export function StatusChips({
  search,
  current,
  counts,
}: {
  search: string
  current?: string
  counts: StatusCounts
}) {
  const all = counts.new + counts.in_progress + counts.done
  const chips = [
    { value: '', label: 'All', count: all },
    ...SUBMISSION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s], count: counts[s] })),
  ]
  const to = (status: string) => {
    const params = new URLSearchParams(search)
    params.delete('page')
    if (status) params.set('status', status)
    else params.delete('status')
    return `?${params}`
  }
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const active = (current ?? '') === chip.value
          return (
            <li key={chip.value || 'all'}>
              <Link
                to={to(chip.value)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-white text-brand-800 hover:border-brand-300',
                )}
              >
                {chip.label}
                <span className={cn('rounded-full px-1.5 text-xs', active ? 'bg-white/20' : 'bg-canvas')}>
                  {chip.count}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Type, dates and search, sent as a GET form so the filters live in the URL and survive a reload. */
export function InboxFilters({ values }: { values: InboxFilterValues }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Inbox filters"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.5fr_auto] lg:items-end"
    >
      {values.status ? <input type="hidden" name="status" value={values.status} /> : null}
      <Field label="Type" name="type">
        {(control) => (
          <SelectInput {...control} defaultValue={values.type ?? ''}>
            <option value="">All types</option>
            {SUBMISSION_TYPES.map((t) => (
              <option key={t} value={t}>
                {SUBMISSION_KINDS[t].plural}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <Field label="Received from" name="from">
        {(control) => <TextInput {...control} type="date" defaultValue={values.from ?? ''} />}
      </Field>
      <Field label="Received to" name="to">
        {(control) => <TextInput {...control} type="date" defaultValue={values.to ?? ''} />}
      </Field>
      <Field label="Search reference, name or email" name="q">
        {(control) => <TextInput {...control} type="search" defaultValue={values.q ?? ''} />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit">Apply filters</Button>
        <Link to="/staff" className={buttonClasses('ghost')}>
          Clear
        </Link>
      </div>
    </Form>
  )
}
