import { Download, Printer } from 'lucide-react'
import { useState } from 'react'
import { redirect } from 'react-router'
import { PrintDocumentView } from '~/components/print-document'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { StaffDocumentLoading, StaffShellLoading } from '~/components/staff/staff-loading'
import { staffMeta } from '~/components/staff/staff-meta'
import { useOpeningStaffPage, useStaffPageName } from '~/components/staff/staff-page-names'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/form-field'
import { certificateDocument, type CertificateFacts } from '~/features/elections/certificate-text'
import { ConsoleBackLink } from '~/features/elections/components/console-back-link'
import type { StaffUser } from '~/features/staff/schemas'
import { pageOf, passwordPath, staffDownload, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/election-certificate'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Results report: ${data.certificate.election.title}` : 'Results report')

// Outside the staff layout so the report prints without the back office around it; the session is checked
// here, as the layout does it. Board accounts may read it, like the results.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // Both at once: the API itself refuses the report to an account whose password is due.
  const [{ user }, { certificate }] = await Promise.all([
    staffLoad<{ user: StaffUser }>(request, '/api/election-auth/me'),
    staffLoad<{ certificate: CertificateFacts }>(
      request,
      `/api/elections/${encodeURIComponent(params.id)}/certificate`,
    ),
  ])
  if (user.mustChangePassword) throw redirect(passwordPath(pageOf(request)))
  return { certificate }
}

export function HydrateFallback() {
  return <StaffDocumentLoading title={useStaffPageName()} />
}

export default function ElectionCertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate } = loaderData
  const { election } = certificate
  const document = certificateDocument(certificate)
  const [message, setMessage] = useState<string | null>(null)
  const opening = useOpeningStaffPage()
  async function download() {
    setMessage(null)
    const result = await staffDownload(
      `/api/elections/${encodeURIComponent(election.id)}/exports/certificate.pdf`,
    )
    if (!result.ok) setMessage(result.message)
  }
  // Back to the back office: the page opened, by name, while it loads.
  if (opening) return <StaffShellLoading title={opening} />
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-canvas focus:outline-none print:bg-white">
      <style>{'@page { size: letter; margin: 0.75in; }'}</style>
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-6 sm:px-6 print:hidden">
        <ConsoleBackLink to={`/staff/elections/${election.id}`}>Back to {election.title}</ConsoleBackLink>
        {message ? <FormAlert>{message}</FormAlert> : null}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print report
          </Button>
          <Button variant="secondary" onClick={download}>
            <Download aria-hidden="true" className="size-4" />
            Download PDF
          </Button>
        </div>
      </div>
      <div className="pb-10 print:pb-0">
        <PrintDocumentView document={document} />
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-canvas focus:outline-none">
      <StaffErrorPanel error={error} />
    </main>
  )
}
