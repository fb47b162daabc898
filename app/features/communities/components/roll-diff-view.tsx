import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import type { RollDiff } from '../types'
import { formatCount, plural } from './format'

/** Long lists show their first 50 and say how many more (a roll may have thousands of units). */
const SHOWN = 50

function Section<T>({
  title,
  items,
  render,
  tone = 'neutral',
}: {
  title: string
  items: T[]
  render: (item: T) => ReactNode
  tone?: 'neutral' | 'warn'
}) {
  if (!items.length) return null
  const more = items.length - SHOWN
  return (
    <section className="grid gap-2">
      <h4 className={`text-sm font-semibold ${tone === 'warn' ? 'text-rock-700' : 'text-ink'}`}>
        {title} <span className="font-normal text-muted tabular-nums">({formatCount(items.length)})</span>
      </h4>
      <ul className="gap-x-8 text-sm sm:columns-2">
        {items.slice(0, SHOWN).map((item, i) => (
          <li key={i} className="break-inside-avoid pb-1 break-words">
            {render(item)}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm text-muted">and {formatCount(more)} more</p> : null}
    </section>
  )
}

function FromTo({ from, to }: { from: ReactNode; to: ReactNode }) {
  return (
    <>
      <span className="text-muted tabular-nums">{from}</span>
      <ArrowRight aria-hidden="true" className="mx-1 inline size-3.5 text-muted" />
      <span className="sr-only">{' to '}</span>
      <span className="font-medium text-ink tabular-nums">{to}</span>
    </>
  )
}

const Label = ({ children }: { children: ReactNode }) => (
  <span className="font-semibold text-ink">{children}: </span>
)
const none = (value: string | null) => value ?? '(none)'

/** What saving the file would change, unit by unit; units are matched by label. */
export function RollDiffView({ diff }: { diff: RollDiff }) {
  const changed =
    diff.added.length +
    diff.removed.length +
    diff.weightChanged.length +
    diff.ownersChanged.length +
    diff.addressChanged.length +
    diff.languageChanged.length
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted">
        {changed === 0
          ? 'The file matches the current roll: saving it changes nothing.'
          : diff.unchanged === 0
            ? 'No unit stays as it is.'
            : `${plural(diff.unchanged, 'unit')} stay${diff.unchanged === 1 ? 's' : ''} as ${diff.unchanged === 1 ? 'it is' : 'they are'}.`}
      </p>
      <Section
        title="Units added"
        items={diff.added}
        render={(u) => (
          <>
            <Label>{u.label}</Label>
            weight <span className="tabular-nums">{u.weight}</span> · {u.owners.join('; ')}
          </>
        )}
      />
      <Section
        title="Units removed"
        tone="warn"
        items={diff.removed}
        render={(u) => (
          <>
            <Label>{u.label}</Label>
            weight <span className="tabular-nums">{u.weight}</span> · {u.owners.join('; ')}
          </>
        )}
      />
      <Section
        title="Weight changed"
        items={diff.weightChanged}
        render={(u) => (
          <>
            <Label>{u.label}</Label>
            <FromTo from={u.from} to={u.to} />
          </>
        )}
      />
      <Section
        title="Owners changed"
        items={diff.ownersChanged}
        render={(u) => (
          <>
            <Label>{u.label}</Label>
            <FromTo from={u.from.join('; ') || '(none)'} to={u.to.join('; ') || '(none)'} />
          </>
        )}
      />
      <Section
        title="Owner’s language changed"
        items={diff.languageChanged}
        render={(u) => (
          <>
            <Label>{u.label}</Label>
            <FromTo from={u.from.join('; ')} to={u.to.join('; ')} />
          </>
        )}
      />
      <Section
        title="Address changed"
        items={diff.addressChanged}
        render={(u) => (
          <>
            <Label>{u.label}</Label>
            <FromTo from={none(u.from)} to={none(u.to)} />
          </>
        )}
      />
    </div>
  )
}
