import { ArrowDown, ArrowUp, Copy, Trash2 } from 'lucide-react'
import { cn } from '~/lib/cn'

// The move, duplicate and remove buttons of the items of a staff builder (contests, questions, choices).

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-line bg-white text-brand-800 ' +
  'hover:border-brand-300 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40'

/**
 * Move up, move down, (duplicate) and remove, named after the item ("Move question 2 up"). At the ends a
 * move button is aria-disabled rather than disabled, so the keyboard focus stays on it after a move.
 */
export function ItemButtons({
  name,
  index,
  count,
  onMove,
  onDuplicate,
  onRemove,
  removeLabel = 'Remove',
}: {
  name: string
  index: number
  count: number
  onMove: (to: number) => void
  onDuplicate?: () => void
  onRemove: () => void
  removeLabel?: string
}) {
  const first = index === 0
  const last = index === count - 1
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${name} up`}
        aria-disabled={first || undefined}
        onClick={() => !first && onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${name} down`}
        aria-disabled={last || undefined}
        onClick={() => !last && onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      {onDuplicate ? (
        <button type="button" className={iconButton} aria-label={`Duplicate ${name}`} onClick={onDuplicate}>
          <Copy aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <button
        type="button"
        className={cn(iconButton, 'text-rock-700')}
        aria-label={`${removeLabel} ${name}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}

/** The list with one item moved from `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}
