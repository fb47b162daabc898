import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { staffDownload } from '~/lib/staff-client'
import type { ElectionStatus } from '../types'
import { ConfirmStep } from '~/components/staff/confirm-step'
import { DetailCertificate } from './detail-certificate'

type Props = {
  electionId: string
  status: ElectionStatus
  secret: boolean
  canEdit: boolean
  awaitingNotice: number | null
}

const FILES = [
  {
    file: 'results',
    label: 'Results (CSV)',
    about: 'Weighted totals and ballot counts per option, as counted at close.',
    counted: true,
  },
  {
    file: 'receipts',
    label: 'Receipts (CSV)',
    about: 'Every ballot’s receipt code and the day it was cast; nothing that names a unit.',
    counted: true,
  },
  {
    file: 'participation',
    label: 'Participation (CSV)',
    about: 'Each unit on the roll: whether and how it voted (online, paper, proxy), never for whom.',
    counted: false,
  },
  {
    file: 'audit',
    label: 'Audit log (CSV)',
    about: 'Every administrative event with its hash, and the chain check.',
    counted: false,
  },
] as const

/** The election's files for the records and for a mail house. */
export function DetailExports({ electionId, status, secret, canEdit, awaitingNotice }: Props) {
  const [message, setMessage] = useState<string | null>(null)
  const base = `/api/elections/${encodeURIComponent(electionId)}`
  const counted = status === 'closed' || status === 'certified'
  // A board account (one that cannot run elections) learns how many units voted in a secret ballot, not which.
  const votersHidden = secret && !canEdit
  async function download(path: string) {
    setMessage(null)
    const result = await staffDownload(path)
    if (!result.ok) setMessage(result.message)
    return result
  }
  return (
    <div className="grid gap-4">
      {message ? <FormAlert>{message}</FormAlert> : null}
      <ul className="grid gap-3">
        {counted ? <DetailCertificate electionId={electionId} download={download} /> : null}
        {FILES.filter(
          (entry) => (counted || !entry.counted) && !(votersHidden && entry.file === 'participation'),
        ).map((entry) => (
          <li
            key={entry.file}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3 text-sm"
          >
            <span className="min-w-0 flex-1 basis-64 text-muted">
              <span className="block font-semibold text-ink">{entry.label}</span>
              {entry.about}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => download(`${base}/exports/${entry.file}.csv`)}
            >
              <Download aria-hidden="true" className="size-4" />
              Download<span className="sr-only"> {entry.label}</span>
            </Button>
          </li>
        ))}
        {canEdit && status === 'open' ? (
          <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-rock-100 p-3 text-sm">
            <span className="min-w-0 flex-1 basis-64 text-muted">
              <span className="block font-semibold text-ink">Notices for a mail house (CSV)</span>
              Unit, owner name and voting link for each unit without an owner email. Downloading issues new
              links: the links on any notices printed or downloaded before stop working.
            </span>
            <ConfirmStep
              trigger={
                <>
                  <Download aria-hidden="true" className="size-4" />
                  Download<span className="sr-only"> notices for a mail house (CSV)</span>
                </>
              }
              title="Issue new links for the notices?"
              confirmLabel="Issue links and download"
              busyLabel="Preparing…"
              confirmVariant="accent"
              onConfirm={async () => {
                const result = await download(`${base}/notices.csv`)
                return result.ok ? { ok: true } : { ok: false, message: result.message }
              }}
            >
              <p>
                {awaitingNotice === null
                  ? 'Each unit without an owner email gets a new voting link in this file.'
                  : `The ${awaitingNotice === 1 ? 'unit' : `${awaitingNotice} units`} without an owner email get a new voting link in this file.`}{' '}
                Notices printed or downloaded before for them stop working. The audit log records the
                download.
              </p>
            </ConfirmStep>
          </li>
        ) : null}
      </ul>
      {counted ? null : (
        <p className="text-sm text-muted">Results and receipts can be downloaded once voting has closed.</p>
      )}
    </div>
  )
}
