import { Button } from '~/components/ui/button'
import type { ElectionStatus } from '../types'

type Props = {
  status: ElectionStatus
  awaiting: number
  canPrint: boolean
  busy: boolean
  onIssue: () => void
}

/** Before any link is issued: what printing does, and the one button that does it. */
export function NoticesIntro({ status, awaiting, canPrint, busy, onIssue }: Props) {
  if (status !== 'open')
    return <p className="text-ink">Notices are printed while voting is open; this election is {status}.</p>
  if (!canPrint)
    return <p className="text-ink">Board accounts can follow an election but not print its notices.</p>
  if (awaiting === 0)
    return (
      <p className="text-ink">
        Every unit on this election’s roll has an owner email, so every unit got its invitation by email.
        There are no notices to print.
      </p>
    )
  const units = awaiting === 1 ? '1 unit' : `${awaiting} units`
  return (
    <div className="grid gap-4 rounded-card border border-rock-100 bg-white p-5 shadow-card">
      <p className="font-semibold text-ink">
        Printing issues new links for {units}; earlier printed notices for them stop working.
      </p>
      <p className="text-sm text-muted">
        These units have no owner email. Each gets a letter-sized notice with its own voting link, written out
        and as a QR code. Only a hash of each link is kept, so the links appear on these pages and nowhere
        else: print them before leaving the page. The audit log records that notices were printed.
      </p>
      <Button className="justify-self-start" disabled={busy} onClick={onIssue}>
        {busy
          ? 'Issuing links…'
          : `Issue links and show ${awaiting === 1 ? 'the notice' : `${awaiting} notices`}`}
      </Button>
    </div>
  )
}
