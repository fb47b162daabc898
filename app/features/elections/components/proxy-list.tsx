import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { staffCall, staffDownload } from '~/lib/staff-client'
import type { Proxy } from '../types'
import { DetailBadge } from './detail-badge'
import { ConfirmStep } from '~/components/staff/confirm-step'

type Props = {
  electionId: string
  proxies: Proxy[]
  canEdit: boolean
  formatTime: (iso: string) => string
  onChanged: () => void
}

function DocumentButton({ electionId, proxy }: { electionId: string; proxy: Proxy }) {
  const [message, setMessage] = useState<string | null>(null)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={async () => {
          const result = await staffDownload(
            `/api/elections/${encodeURIComponent(electionId)}/proxies/${encodeURIComponent(proxy.id)}/document`,
          )
          setMessage(result.ok ? null : result.message)
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        Scanned form<span className="sr-only"> for {proxy.unitLabel}</span>
      </Button>
      {message ? (
        <span role="alert" className="text-sm text-rock-700">
          {message}
        </span>
      ) : null}
    </>
  )
}

/** Every proxy recorded for this election, live and revoked, with who recorded it. */
export function ProxyList({ electionId, proxies, canEdit, formatTime, onChanged }: Props) {
  if (!proxies.length)
    return <p className="text-sm text-muted">No proxy has been recorded for this election.</p>
  return (
    <ul className="grid gap-3" aria-label="Proxies">
      {proxies.map((proxy) => (
        <li key={proxy.id} className="grid gap-2 rounded-lg border border-line p-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{proxy.unitLabel}</span>
            <span aria-hidden="true" className="text-muted">
              ·
            </span>
            <span>{proxy.holderName}</span>
            <DetailBadge tone="info">{proxy.kind === 'general' ? 'General' : 'Directed'}</DetailBadge>
            {proxy.revokedAt ? (
              <DetailBadge tone="warn">Revoked</DetailBadge>
            ) : (
              <DetailBadge tone="good">In force</DetailBadge>
            )}
          </div>
          <p className="text-muted">
            {proxy.holderEmail ? `${proxy.holderEmail} · ` : ''}Received {proxy.receivedOn}, expires{' '}
            {proxy.expiresOn}. Recorded by {proxy.recordedByName}, {formatTime(proxy.createdAt)}.
          </p>
          {proxy.revokedAt ? (
            <p className="text-muted">
              Revoked {formatTime(proxy.revokedAt)}
              {proxy.revokedReason ? `: ${proxy.revokedReason}` : '.'}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            {proxy.hasDocument ? <DocumentButton electionId={electionId} proxy={proxy} /> : null}
            {canEdit && !proxy.revokedAt ? (
              <ConfirmStep
                trigger={
                  <>
                    Revoke<span className="sr-only"> the proxy for {proxy.unitLabel}</span>
                  </>
                }
                title={`Revoke the proxy for ${proxy.unitLabel}?`}
                confirmLabel="Revoke proxy"
                busyLabel="Revoking…"
                confirmVariant="accent"
                reasonLabel="Why is it revoked?"
                onConfirm={async (reason) => {
                  const result = await staffCall(
                    'DELETE',
                    `/api/elections/${encodeURIComponent(electionId)}/proxies/${encodeURIComponent(proxy.id)}`,
                    { reason },
                  )
                  if (!result.ok)
                    return { ok: false, message: result.message, fieldErrors: result.fieldErrors }
                  onChanged()
                  return { ok: true }
                }}
              >
                <p>
                  {proxy.holderName} can no longer vote for {proxy.unitLabel}; a voting link sent to them
                  stops working. The owners’ own link is not affected. The audit log records the reason.
                </p>
              </ConfirmStep>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
