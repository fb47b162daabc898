import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { headerLinks } from '~/content/navigation'
import type { MessageKey } from '~/i18n/areas'
import { useT } from '~/i18n/i18n-provider'

export function NotFound() {
  const t = useT('shell')
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <Compass aria-hidden="true" className="mx-auto size-12 text-brand-500" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-rock-600 uppercase">
        {t('notFound.eyebrow')}
      </p>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('notFound.lead')}</p>
      <nav aria-label={t('notFound.suggested')} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {headerLinks.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className={buttonClasses(link.href === '/' ? 'primary' : 'secondary', 'sm')}
              >
                {t(`nav.${link.href}` as MessageKey<'shell'>)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
