import { Spinner } from '~/components/ui/spinner'
import { StaffHeaderPending } from './staff-header'
import { StaffPage } from './staff-page'

/** What a staff page shows while its data loads in the browser. */
export function StaffLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading" />
    </div>
  )
}

/** A staff page before its data: its name (staff-page-names.ts) where its heading will be, and the spinner. */
export function StaffPageLoading({ title }: { title: string }) {
  return (
    <StaffPage title={title}>
      <StaffLoading />
    </StaffPage>
  )
}

/** The same with the back office around it, before the signed-in account is known (a first load). */
export function StaffShellLoading({ title }: { title: string }) {
  return (
    <div className="min-h-screen bg-canvas">
      <StaffHeaderPending />
      <main id="main" tabIndex={-1} aria-busy="true" className="focus:outline-none">
        <StaffPageLoading title={title} />
      </main>
    </div>
  )
}

/** The same for a printable page outside the staff layout (notices, a results report): its narrower column. */
export function StaffDocumentLoading({ title }: { title: string }) {
  return (
    <main id="main" tabIndex={-1} aria-busy="true" className="min-h-screen bg-canvas focus:outline-none">
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 sm:px-6">
        <h1 className="font-serif text-2xl font-semibold text-brand-900">{title}</h1>
        <StaffLoading />
      </div>
    </main>
  )
}
