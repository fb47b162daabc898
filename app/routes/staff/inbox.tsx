import { useLocation } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Pager } from '~/components/staff/pager'
import { StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { ExportButtons } from '~/features/submissions/components/export-buttons'
import { InboxFilters, StatusChips } from '~/features/submissions/components/inbox-filters'
import { InboxList } from '~/features/submissions/components/inbox-list'
import type { InboxPage } from '~/features/submissions/inbox-types'
import { formatStaffTime, staffDownload, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/inbox'

export const meta: Route.MetaFunction = () => staffMeta('Inbox')

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url)
  const page = await staffLoad<InboxPage>(request, `/api/staff/submissions${url.search}`)
  const filters = Object.fromEntries(
    ['type', 'status', 'from', 'to', 'q'].map((key) => [key, url.searchParams.get(key) || undefined]),
  )
  return { page, filters }
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData
  const { search } = useLocation()
  return (
    <StaffPage
      title="Inbox"
      description={`${page.total} ${page.total === 1 ? 'submission' : 'submissions'} from the website forms, newest first. Times are Utah time.`}
    >
      <div className="grid gap-5">
        <StatusChips search={search} current={filters.status} counts={page.counts} />
        <div className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
          <InboxFilters key={search} values={filters} />
        </div>
        <InboxList items={page.items} formatTime={formatStaffTime} />
      </div>
      <Pager page={page.page} pageCount={page.pageCount} search={search} label="Inbox pages" />
      <ExportButtons filters={filters} download={staffDownload} />
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
