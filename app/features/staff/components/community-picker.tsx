import { useId } from 'react'

export type CommunityOption = { id: string; name: string }

/**
 * The communities a board account belongs to: a group of checkboxes named `communityIds`, with the
 * group's error read with it. Shown only while the role is board.
 */
export function CommunityPicker({
  communities,
  selected,
  error,
}: {
  communities: readonly CommunityOption[]
  selected?: readonly string[]
  error?: string
}) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset
      aria-describedby={errorId}
      className="grid gap-2 rounded-lg border border-line p-3 sm:col-span-2 lg:col-span-4"
    >
      <legend className="px-1 text-sm font-semibold text-ink">
        Communities
        <span className="ml-0.5 text-rock-600" aria-hidden="true">
          *
        </span>
      </legend>
      <p className="text-xs text-muted">
        A board account sees only these communities, read-only: their rolls, elections and surveys.
      </p>
      {communities.length === 0 ? (
        <p className="text-sm text-muted">There are no communities yet. Add one under Communities first.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {communities.map((community) => (
            <li key={community.id} className="flex items-start gap-2">
              <input
                id={`${id}-${community.id}`}
                type="checkbox"
                name="communityIds"
                value={community.id}
                defaultChecked={selected?.includes(community.id)}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={`${id}-${community.id}`} className="text-sm text-ink">
                {community.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rock-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** The checked community ids of a form with a CommunityPicker. */
export const checkedCommunityIds = (data: FormData) => data.getAll('communityIds').map(String)
