import { Download } from 'lucide-react'
import { ConfirmStep } from '~/components/staff/confirm-step'
import { staffDownload } from '~/lib/staff-client'

/**
 * The same letters and mail ballots as one PDF, for a print shop or to file. Downloading issues the codes,
 * as showing them on this page does: whichever was done last holds the working codes.
 */
export function NoticesPdfOption({ electionId }: { electionId: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-white p-4 text-sm">
      <p className="min-w-0 flex-1 basis-64 text-muted">
        <span className="block font-semibold text-ink">Or download them as one PDF</span>
        Each letter followed by its mail ballot, Letter size, for a print shop. It issues the codes instead of
        this page.
      </p>
      <ConfirmStep
        trigger={
          <>
            <Download aria-hidden="true" className="size-4" />
            Download PDF
          </>
        }
        title="Issue new codes and download the PDF?"
        confirmLabel="Issue codes and download"
        busyLabel="Preparing…"
        confirmVariant="accent"
        onConfirm={async () => {
          const result = await staffDownload(`/api/elections/${encodeURIComponent(electionId)}/notices.pdf`)
          return result.ok ? { ok: true } : { ok: false, message: result.message }
        }}
      >
        <p>
          Each unit without an owner email gets a new voter code in this PDF, on its letter and its mail
          ballot. Notices and ballots printed or downloaded before for them stop working. The audit log
          records the download.
        </p>
      </ConfirmStep>
    </div>
  )
}
