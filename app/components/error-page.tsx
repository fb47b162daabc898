import { Home, RotateCcw } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { emails, phones } from '~/content/company'

/**
 * What a visitor sees when something broke on our side: an apology, a way on, never a stack trace.
 * `unavailable`: the database cannot be reached for the moment (a 503 with Retry-After), not a bug.
 */
export function ErrorPage({ requestId, unavailable = false }: { requestId?: string; unavailable?: boolean }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-rock-600 uppercase">
        {unavailable ? 'Back in a moment' : 'Something went wrong'}
      </p>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">
        {unavailable ? 'The site is briefly unavailable' : 'We could not load this page'}
      </h1>
      <p className="mt-4 text-lg text-muted">
        {unavailable
          ? 'We cannot reach our records for a moment. Please try again in a few seconds.'
          : 'The problem is on our side, and it has been logged. Please try again in a moment.'}{' '}
        If it keeps happening, email{' '}
        <a className="text-brand-700 underline" href={`mailto:${emails.customerService}`}>
          {emails.customerService}
        </a>{' '}
        or call{' '}
        <a className="text-brand-700 underline" href={`tel:${phones.northern.raw}`}>
          {phones.northern.display}
        </a>
        .
      </p>
      {requestId ? (
        <p className="mt-4 text-sm text-muted">
          Reference: <code className="rounded bg-canvas px-2 py-1 font-mono text-ink">{requestId}</code>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="" className={buttonClasses('primary')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </a>
        <Link to="/" className={buttonClasses('secondary')}>
          <Home aria-hidden="true" className="size-4" />
          Go to the home page
        </Link>
      </div>
    </section>
  )
}
