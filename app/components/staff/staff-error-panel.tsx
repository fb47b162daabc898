import { isRouteErrorResponse, Link, useRouteLoaderData } from 'react-router'
import { buttonClasses } from '~/components/ui/button'

/** A staff page that could not load: the server's sentence when there is one, and a way back. */
export function StaffErrorPanel({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 0
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === 'string'
      ? (error.data as { message: string }).message
      : 'Something went wrong while loading this page. Please try again.'
  // A bad filter in a hand-edited URL (422): say which one.
  const fieldErrors = isRouteErrorResponse(error)
    ? Object.values((error.data as { fieldErrors?: Record<string, string[]> })?.fieldErrors ?? {}).flat()
    : []
  return <StaffRefusal status={status} message={message} fieldErrors={fieldErrors} />
}

/** The same panel for a failed answer a page received itself (one that loads its data after it shows). */
export function StaffRefusal({
  status,
  message,
  fieldErrors = [],
}: {
  status: number
  message: string
  fieldErrors?: string[]
}) {
  // A board account cannot open the inbox: its way back is its communities (decision 0010).
  const layout = useRouteLoaderData('routes/staff/layout') as { user?: { role: string } } | undefined
  const board = layout?.user?.role === 'board'
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-serif text-2xl font-semibold text-brand-900">
        {status === 404 ? 'Not found' : status === 403 ? 'Not allowed' : 'This page could not load'}
      </h1>
      <p role="alert" className="mt-3 text-muted">
        {message}
      </p>
      {fieldErrors.length ? (
        <ul className="mt-3 text-sm text-rock-700">
          {fieldErrors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <Link to={board ? '/staff/communities' : '/staff'} className={buttonClasses('primary', 'md', 'mt-6')}>
        {board ? 'Back to your communities' : 'Back to the inbox'}
      </Link>
    </div>
  )
}
