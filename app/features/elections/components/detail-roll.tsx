import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { controlClasses } from '~/components/ui/form-field'
import { staffCall } from '~/lib/staff-client'
import type { RollEntry } from '../types'
import { DetailBadge } from './detail-badge'
import { methodLabels, plural } from './detail-format'

type Filter = { q: string; voted: '' | 'yes' | 'no' }

/** The frozen roll with a search and a filter; `refreshKey` changes when turnout moves. */
export function useRoll(electionId: string | null, filter: Filter, refreshKey: string) {
  const [state, setState] = useState<{ units: RollEntry[] } | { message: string } | null>(null)
  useEffect(() => {
    if (!electionId) return
    let live = true
    const query = new URLSearchParams()
    if (filter.q) query.set('q', filter.q)
    if (filter.voted) query.set('voted', filter.voted)
    void staffCall<{ units: RollEntry[] }>(
      'GET',
      `/api/elections/${encodeURIComponent(electionId)}/roll?${query}`,
    ).then((answer) => {
      if (live) setState(answer.ok ? { units: answer.data.units } : { message: answer.message })
    })
    return () => {
      live = false
    }
  }, [electionId, filter.q, filter.voted, refreshKey])
  return state
}

function Voted({ entry }: { entry: RollEntry }) {
  if (entry.voted === 'hidden') return <span className="text-muted">Secret ballot</span>
  return entry.voted ? (
    <DetailBadge tone="good">Voted · {methodLabels[entry.voted]}</DetailBadge>
  ) : (
    <DetailBadge>Not voted</DetailBadge>
  )
}

const proxyText = (entry: RollEntry) =>
  entry.proxy ? `${entry.proxy.holderName} (${entry.proxy.kind === 'general' ? 'general' : 'directed'})` : '—'

const owners = (entry: RollEntry) => entry.owners.map((owner) => owner.name).join(', ') || '—'

/** Participation by unit: whether and how each unit took part, with its proxy. Never its choices. */
export function DetailRoll({ electionId, refreshKey }: { electionId: string; refreshKey: string }) {
  const [filter, setFilter] = useState<Filter>({ q: '', voted: '' })
  const [q, setQ] = useState('')
  const state = useRoll(electionId, filter, refreshKey)
  // A board account's roll of a secret election says nothing of who voted, so there is nothing to filter by.
  const votersHidden = Boolean(
    state && 'units' in state && state.units.some((unit) => unit.voted === 'hidden'),
  )
  return (
    <div className="grid gap-4">
      <form
        role="search"
        aria-label="Roll"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          setFilter({ ...filter, q: q.trim() })
        }}
      >
        <label className="grid min-w-0 flex-1 basis-56 gap-1.5 text-sm font-semibold text-ink">
          Search units or owners
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className={controlClasses('h-11')}
          />
        </label>
        {votersHidden ? null : (
          <label className="grid gap-1.5 text-sm font-semibold text-ink">
            Show
            <select
              value={filter.voted}
              onChange={(event) => setFilter({ ...filter, voted: event.target.value as Filter['voted'] })}
              className={controlClasses('h-11 pr-8')}
            >
              <option value="">All units</option>
              <option value="yes">Voted</option>
              <option value="no">Not voted</option>
            </select>
          </label>
        )}
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {!state ? (
        <p className="text-sm text-muted">Loading the roll…</p>
      ) : 'message' in state ? (
        <p role="alert" className="text-sm text-rock-700">
          {state.message}
        </p>
      ) : (
        <RollList units={state.units} />
      )}
    </div>
  )
}

// A roll of thousands of units is searched, not scrolled: the page lists the first ROWS_SHOWN.
const ROWS_SHOWN = 200

function RollList({ units: all }: { units: RollEntry[] }) {
  if (!all.length) return <p className="text-sm text-muted">No unit matches.</p>
  const units = all.slice(0, ROWS_SHOWN)
  return (
    <>
      <p className="text-sm text-muted" role="status">
        {plural(all.length, 'unit')}
        {all.length > ROWS_SHOWN ? `; the first ${ROWS_SHOWN} are listed, search to find others` : ''}.
      </p>
      <div className="hidden overflow-x-auto rounded-lg border border-line md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Participation by unit</caption>
          <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Unit
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Owners
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Weight
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Participation
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Proxy
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {units.map((entry) => (
              <tr key={entry.unitId} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-ink">
                  {entry.label}
                </th>
                <td className="px-4 py-3">{owners(entry)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{entry.weight}</td>
                <td className="px-4 py-3">
                  <Voted entry={entry} />
                </td>
                <td className="px-4 py-3">{proxyText(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Participation by unit">
        {units.map((entry) => (
          <li key={entry.unitId} className="rounded-lg border border-line p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold break-all text-ink">{entry.label}</span>
              <span className="text-muted">
                Weight <span className="font-semibold text-ink tabular-nums">{entry.weight}</span>
              </span>
            </div>
            <p className="mt-1 text-muted">{owners(entry)}</p>
            <p className="mt-2">
              <Voted entry={entry} />
            </p>
            {entry.proxy ? <p className="mt-2">Proxy: {proxyText(entry)}</p> : null}
          </li>
        ))}
      </ul>
    </>
  )
}
