import { useEffect, useState } from 'react'
import { toast } from '~/components/ui/toast-store'
import { staffCall } from '~/lib/staff-client'
import type { Proxy, RollEntry } from '../types'
import { ProxyForm } from './proxy-form'
import { ProxyList } from './proxy-list'

type Props = {
  electionId: string
  open: boolean
  canEdit: boolean
  units: RollEntry[]
  validityMonths: number
  formatTime: (iso: string) => string
  refreshKey: string
  onChanged: () => void
}

/** Proxies of this election: the list, and while voting is open, the form that records one. */
export function ProxySection({
  electionId,
  open,
  canEdit,
  units,
  validityMonths,
  formatTime,
  refreshKey,
  onChanged,
}: Props) {
  const [state, setState] = useState<{ proxies: Proxy[] } | { message: string } | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    void staffCall<{ proxies: Proxy[] }>(
      'GET',
      `/api/elections/${encodeURIComponent(electionId)}/proxies`,
    ).then((answer) => {
      if (live) setState(answer.ok ? answer.data : { message: answer.message })
    })
    return () => {
      live = false
    }
  }, [electionId, refreshKey, version])
  const changed = () => {
    setVersion((v) => v + 1)
    onChanged()
  }
  return (
    <div className="grid gap-6">
      {canEdit && open ? (
        <section aria-labelledby="record-proxy" className="grid gap-3">
          <h3 id="record-proxy" className="font-semibold text-ink">
            Record a proxy
          </h3>
          <p className="text-sm text-muted">
            Utah Code 16-6a-712: a proxy is given in writing, signed by the owner. A newer proxy for the same
            unit replaces the older one, and an owner who votes revokes it.
          </p>
          <ProxyForm
            electionId={electionId}
            units={units.filter((unit) => !unit.voted)}
            validityMonths={validityMonths}
            onRecorded={(proxy, invited) => {
              toast({
                title: `Proxy recorded for ${proxy.unitLabel}.`,
                description: invited ? `${proxy.holderName} gets a voting link by email.` : undefined,
              })
              changed()
            }}
          />
        </section>
      ) : null}
      <section aria-labelledby="proxy-list" className="grid gap-3">
        <h3 id="proxy-list" className="font-semibold text-ink">
          Proxies recorded
        </h3>
        {!state ? (
          <p className="text-sm text-muted">Loading the proxies…</p>
        ) : 'message' in state ? (
          <p role="alert" className="text-sm text-rock-700">
            {state.message}
          </p>
        ) : (
          <ProxyList
            electionId={electionId}
            proxies={state.proxies}
            canEdit={canEdit && open}
            formatTime={formatTime}
            onChanged={changed}
          />
        )}
      </section>
    </div>
  )
}
