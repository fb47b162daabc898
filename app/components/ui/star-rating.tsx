import { Star } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { cn } from '~/lib/cn'

// Spec section 9: the star scale is 1 to 5. Section 4: the widget has a hover preview and a read-only mode.
export const STAR_SCALE = 5

export const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-9' } as const
type Size = keyof typeof sizes

function StarIcon({ filled, size }: { filled: boolean; size: Size }) {
  // Empty stars keep a dark outline: a control's shape needs 3:1 contrast (WCAG 1.4.11).
  return (
    <Star
      aria-hidden="true"
      className={cn(sizes[size], filled ? 'fill-rock-500 text-rock-500' : 'fill-transparent text-muted')}
    />
  )
}

/** A rating shown, not chosen: one image named "Rated 4 out of 5 stars". */
export function StarRatingDisplay({
  value,
  size = 'sm',
  className,
  label = `Rated ${value} out of ${STAR_SCALE} stars`,
}: {
  value: number
  size?: Size
  className?: string
  /** The image's name in the page's language. */
  label?: string
}) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex gap-0.5', className)}>
      {Array.from({ length: STAR_SCALE }, (_, i) => (
        <StarIcon key={i} filled={i < value} size={size} />
      ))}
    </span>
  )
}

type StarRatingProps = {
  /** 0 while nothing is chosen. */
  value: number
  onChange: (value: number) => void
  /** Names the group for assistive technology, e.g. "Your rating". */
  label: string
  size?: Size
  disabled?: boolean
  /** Read-only: shows the value as an image instead of controls. */
  readOnly?: boolean
  className?: string
  'aria-describedby'?: string
  /** Each star's name in the page's language; "1 star", "2 stars" … by default. */
  starName?: (n: number) => string
}

/**
 * Choosing 1 to 5 stars, built as a radio group (WAI-ARIA APG): one Tab stop, arrows move and choose,
 * Home and End jump to the ends, Space or Enter choose the focused star. Pointing previews a rating.
 */
export function StarRating({
  value,
  onChange,
  label,
  size = 'lg',
  disabled,
  readOnly,
  className,
  'aria-describedby': describedBy,
  starName = starLabel,
}: StarRatingProps) {
  const [hovered, setHovered] = useState(0)
  const stars = useRef<Array<HTMLButtonElement | null>>([])
  if (readOnly) return <StarRatingDisplay value={value} size={size} className={className} />

  const shown = hovered || value
  // The one Tab stop is the chosen star, or the first while none is chosen.
  const tabStop = value || 1

  function choose(n: number) {
    onChange(n)
    stars.current[n - 1]?.focus()
  }

  function onKeyDown(event: KeyboardEvent, n: number) {
    const next: Record<string, number> = {
      ArrowRight: n === STAR_SCALE ? 1 : n + 1,
      ArrowUp: n === STAR_SCALE ? 1 : n + 1,
      ArrowLeft: n === 1 ? STAR_SCALE : n - 1,
      ArrowDown: n === 1 ? STAR_SCALE : n - 1,
      Home: 1,
      End: STAR_SCALE,
    }
    const target = next[event.key]
    if (target === undefined) return
    event.preventDefault()
    choose(target)
  }

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      className={cn('inline-flex gap-1', className)}
      onMouseLeave={() => setHovered(0)}
    >
      {Array.from({ length: STAR_SCALE }, (_, i) => {
        const n = i + 1
        return (
          <button
            key={n}
            ref={(element) => {
              stars.current[i] = element
            }}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={starName(n)}
            tabIndex={n === tabStop ? 0 : -1}
            disabled={disabled}
            onClick={() => choose(n)}
            onKeyDown={(event) => onKeyDown(event, n)}
            onMouseEnter={() => setHovered(n)}
            className="rounded-md p-1 transition-transform hover:scale-110 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <StarIcon filled={n <= shown} size={size} />
          </button>
        )
      })}
    </div>
  )
}
