import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { headerLinks } from '~/content/navigation'

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <Compass aria-hidden="true" className="mx-auto size-12 text-brand-500" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-rock-600 uppercase">404 · Page not found</p>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">We could not find that page</h1>
      <p className="mt-4 text-lg text-muted">
        The address may be mistyped, or the page may have moved. These will get you back on track:
      </p>
      <nav aria-label="Suggested pages" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {headerLinks.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className={buttonClasses(link.href === '/' ? 'primary' : 'secondary', 'sm')}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
