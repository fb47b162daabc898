import { Spinner } from '~/components/ui/spinner'

/** What a staff page shows while its data loads in the browser. */
export function StaffLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading" />
    </div>
  )
}
