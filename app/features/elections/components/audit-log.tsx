import { useEffect, useState } from 'react'
import { staffCall } from '~/lib/staff-client'
import type { AuditEvent } from '../types'
import { describeDetails, kindInWords } from './audit-describe'
import { hashPrefix, plural } from './detail-format'

export type ChainCheck = { valid: boolean; events: number; brokenAt?: number }

/** The chain check, said first and plainly: the whole point of the log is that nobody can edit it quietly. */
export function AuditChainStatus({ check }: { check: ChainCheck }) {
  return check.valid ? (
    <p
      role="status"
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
    >
      Chain intact: {plural(check.events, 'event')}
      <span className="mt-0.5 block text-sm font-normal">
        Each event carries the hash of the one before it, and every hash checks out.
      </span>
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-lg border border-rock-100 bg-rock-50 px-4 py-3 font-semibold text-rock-700"
    >
      Chain broken at event {check.brokenAt ?? '?'} of {check.events}
      <span className="mt-0.5 block text-sm font-normal">
        That event, or one before it, was changed after it was written. Keep an export of this log and tell
        the company’s administrator.
      </span>
    </p>
  )
}

/** The election's audit log, oldest first, with the chain check on top. */
export function AuditLog({
  electionId,
  refreshKey,
  formatTime,
}: {
  electionId: string
  refreshKey: string
  formatTime: (iso: string) => string
}) {
  const [state, setState] = useState<
    { events: AuditEvent[]; check: ChainCheck } | { message: string } | null
  >(null)
  useEffect(() => {
    let live = true
    void staffCall<{ events: AuditEvent[]; check: ChainCheck }>(
      'GET',
      `/api/elections/${encodeURIComponent(electionId)}/audit`,
    ).then((answer) => {
      if (live) setState(answer.ok ? answer.data : { message: answer.message })
    })
    return () => {
      live = false
    }
  }, [electionId, refreshKey])

  if (!state) return <p className="text-sm text-muted">Loading the audit log…</p>
  if ('message' in state)
    return (
      <p role="alert" className="text-sm text-rock-700">
        {state.message}
      </p>
    )
  const broken = state.check.valid ? null : (state.check.brokenAt ?? null)
  return (
    <div className="grid gap-4">
      <AuditChainStatus check={state.check} />
      <ol className="grid gap-2" aria-label="Audit events, oldest first">
        {state.events.map((event) => (
          <li
            key={event.seq}
            className={`grid gap-1 rounded-lg border p-3 text-sm ${event.seq === broken ? 'border-rock-500 bg-rock-50' : 'border-line'}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-semibold text-ink">
                {event.seq}. {kindInWords(event.kind)}
              </span>
              <span className="text-muted">
                {formatTime(event.at)} · {event.actorName}
              </span>
            </div>
            {describeDetails(event.kind, event.details) ? (
              <p className="break-words text-ink">{describeDetails(event.kind, event.details)}</p>
            ) : null}
            <p className="text-xs break-all text-muted">
              Hash{' '}
              <code className="font-mono" title={event.hash}>
                {hashPrefix(event.hash)}…
              </code>
              {event.seq === broken ? (
                <strong className="ml-2 text-rock-700">The chain breaks here.</strong>
              ) : null}
            </p>
          </li>
        ))}
      </ol>
    </div>
  )
}
