import { Download, Plus, Upload } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'

type Download = (path: string) => Promise<{ ok: true } | { ok: false; message: string }>

/** The roll's actions: download for everyone who can see it; import and add for company staff. */
export function RollActions({
  communityId,
  canEdit,
  download,
}: {
  communityId: string
  canEdit: boolean
  download: Download
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const base = `/staff/communities/${communityId}`
  async function run() {
    setBusy(true)
    setError(null)
    const result = await download(`/api/communities/${communityId}/roll.csv`)
    setBusy(false)
    if (!result.ok) setError(result.message)
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {canEdit ? (
          <>
            <Link to={`${base}/import`} className={buttonClasses('primary', 'sm')}>
              <Upload aria-hidden="true" className="size-4" />
              Import roll (CSV)
            </Link>
            <Link to={`${base}/units/new`} className={buttonClasses('secondary', 'sm')}>
              <Plus aria-hidden="true" className="size-4" />
              Add unit
            </Link>
          </>
        ) : null}
        <Button variant="secondary" size="sm" disabled={busy} onClick={run}>
          <Download aria-hidden="true" className="size-4" />
          {busy ? 'Preparing…' : 'Download roll (CSV)'}
        </Button>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </div>
  )
}
