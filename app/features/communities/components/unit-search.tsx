import { Search } from 'lucide-react'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, TextInput } from '~/components/ui/form-field'
import { plural } from './format'

/** Search by label, address, owner name or email; a GET form, so the search lives in the URL. */
export function UnitSearch({ q, matched }: { q: string; matched: number }) {
  return (
    <div className="grid gap-2">
      <Form
        method="get"
        role="search"
        aria-label="Search units"
        className="flex flex-wrap items-end gap-x-3 gap-y-2"
      >
        <Field label="Search units" name="q" className="min-w-0 flex-1 basis-60">
          {(control) => (
            <TextInput
              {...control}
              type="search"
              defaultValue={q}
              placeholder="Unit, address, owner or email"
              autoComplete="off"
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </Form>
      <p className="text-sm text-muted" role="status">
        {q ? (
          <>
            {matched === 0 ? 'No units' : plural(matched, 'unit')} {matched === 1 ? 'matches' : 'match'} “{q}
            ”.{' '}
            <Link to="?" className="font-semibold text-brand-700 underline underline-offset-2">
              Show all units
            </Link>
          </>
        ) : (
          `${plural(matched, 'unit')}, in label order.`
        )}
      </p>
    </div>
  )
}
