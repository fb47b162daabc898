import { LifeBuoy } from 'lucide-react'
import { useId } from 'react'
import { DialogButton } from '~/components/dialog-button'
import { buttonClasses } from '~/components/ui/button'
import { emails } from '~/content/company'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'

/**
 * The Need Help block of the portal dialog and the owner-login page: it opens the Contact dialog (spec
 * section 4), which takes the place of any dialog already open.
 */
export function NeedHelp({
  Heading = 'h3',
  compact = false,
  className,
}: {
  Heading?: 'h2' | 'h3'
  compact?: boolean
  className?: string
}) {
  const headingId = useId()
  const t = useT('contact')
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-card border border-brand-100 bg-brand-50',
        'sm:flex-row sm:items-center sm:justify-between',
        compact ? 'p-4' : 'p-6 md:p-8',
        className,
      )}
    >
      <div className="flex gap-4">
        <LifeBuoy
          aria-hidden="true"
          className={cn('shrink-0 text-brand-600', compact ? 'size-6' : 'size-8')}
        />
        <div>
          <Heading
            id={headingId}
            className={cn('font-semibold', compact ? 'font-sans text-base text-brand-900' : 'text-xl')}
          >
            {t('help.title')}
          </Heading>
          <p className={cn('mt-1 text-muted', compact && 'text-sm')}>
            {t.rich(
              'help.text',
              {
                email: (address) => (
                  <a
                    href={`mailto:${address}`}
                    className="rounded font-semibold break-words text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {address}
                  </a>
                ),
              },
              { email: emails.customerService },
            )}
          </p>
        </div>
      </div>
      <DialogButton
        dialog="contact"
        fallbackHref="/contact"
        className={buttonClasses('primary', compact ? 'sm' : 'md', 'shrink-0 self-start sm:self-auto')}
      >
        {t('help.button')}
      </DialogButton>
    </section>
  )
}
