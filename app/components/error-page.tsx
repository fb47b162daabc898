import { Home, RotateCcw } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { emails, phones } from '~/content/company'
import { useT } from '~/i18n/i18n-provider'

/**
 * What a visitor sees when something broke on our side: an apology, a way on, never a stack trace.
 * `unavailable`: the database cannot be reached for the moment (a 503 with Retry-After), not a bug.
 */
export function ErrorPage({ requestId, unavailable = false }: { requestId?: string; unavailable?: boolean }) {
  const t = useT('shell')
  const state = unavailable ? 'unavailable' : 'error'
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-rock-600 uppercase">{t(`${state}.eyebrow`)}</p>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">{t(`${state}.title`)}</h1>
      <p className="mt-4 text-lg text-muted">
        {t(`${state}.lead`)}{' '}
        {t.rich(
          'error.contact',
          {
            email: (text) => (
              <a className="text-brand-700 underline" href={`mailto:${emails.customerService}`}>
                {text}
              </a>
            ),
            phone: (text) => (
              <a className="text-brand-700 underline" href={`tel:${phones.northern.raw}`}>
                {text}
              </a>
            ),
          },
          { email: emails.customerService, phone: phones.northern.display },
        )}
      </p>
      {requestId ? (
        <p className="mt-4 text-sm text-muted">
          {t('error.reference')}{' '}
          <code className="rounded bg-canvas px-2 py-1 font-mono text-ink">{requestId}</code>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="" className={buttonClasses('primary')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('error.tryAgain')}
        </a>
        <Link to="/" className={buttonClasses('secondary')}>
          <Home aria-hidden="true" className="size-4" />
          {t('error.home')}
        </Link>
      </div>
    </section>
  )
}
