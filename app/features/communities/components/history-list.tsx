import { ArrowRight } from 'lucide-react'
import type { RollEvent } from '../types'
import { describeEvent } from './history-describe'

/** Roll changes, newest first: when (Utah time), who, and what changed from → to. */
export function HistoryList({
  events,
  formatTime,
  label,
}: {
  events: RollEvent[]
  formatTime: (iso: string) => string
  label: string
}) {
  if (!events.length) return <p className="text-sm text-muted">No changes yet.</p>
  return (
    <ol aria-label={label} className="divide-y divide-line">
      {events.map((event) => {
        const { headline, changes, notes } = describeEvent(event)
        return (
          <li key={event.id} className="py-3 first:pt-0 last:pb-0">
            <p className="text-sm font-semibold text-ink">{headline}</p>
            <p className="mt-0.5 text-xs text-muted">
              {event.actorName} · <time dateTime={event.createdAt}>{formatTime(event.createdAt)}</time>
            </p>
            {changes.length ? (
              <ul className="mt-2 grid gap-1 text-sm">
                {changes.map((change) => (
                  <li key={change.field} className="break-words">
                    <span className="font-medium text-ink">{change.field}:</span>{' '}
                    <span className="text-muted tabular-nums">{change.from}</span>
                    <ArrowRight aria-hidden="true" className="mx-1 inline size-3.5 text-muted" />
                    <span className="sr-only">{' to '}</span>
                    <span className="text-ink tabular-nums">{change.to}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {notes.map((note) => (
              <p key={note} className="mt-1 text-sm break-words text-muted">
                {note}
              </p>
            ))}
          </li>
        )
      })}
    </ol>
  )
}
