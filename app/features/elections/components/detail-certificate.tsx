import { Download, FileText } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'

type Props = { electionId: string; download: (path: string) => unknown }

/** The results report a board files with its minutes: its print page and its PDF (closed or certified). */
export function DetailCertificate({ electionId, download }: Props) {
  const id = encodeURIComponent(electionId)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-100 bg-brand-50/40 p-3 text-sm">
      <span className="min-w-0 flex-1 basis-64 text-muted">
        <span className="block font-semibold text-ink">Results report for the minutes</span>
        The results with the rules, quorum, tie resolutions, the sealed ballot digest, the audit chain head
        and its verification, and signature lines for the inspector and the secretary.
      </span>
      <span className="flex flex-wrap gap-2">
        <Link to={`/staff/elections/${id}/certificate`} className={buttonClasses('secondary', 'sm')}>
          <FileText aria-hidden="true" className="size-4" />
          Certified results report
        </Link>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => download(`/api/elections/${id}/exports/certificate.pdf`)}
        >
          <Download aria-hidden="true" className="size-4" />
          PDF<span className="sr-only"> of the certified results report</span>
        </Button>
      </span>
    </li>
  )
}
