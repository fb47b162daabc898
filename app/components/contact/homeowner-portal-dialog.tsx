import { LogIn } from 'lucide-react'
import { Link } from 'react-router'
import type { DialogProps } from '~/components/dialog-host'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { InEnglishMark } from '~/components/in-english-mark'
import { company, externalLinks } from '~/content/company'
import { useT } from '~/i18n/i18n-provider'
import { WithMessages } from '~/i18n/lazy-messages'
import { DEFAULT_LOCALE } from '~/i18n/locales'
import { NeedHelp } from './need-help'
import { NewTabLink } from './new-tab-link'
import { PortalCapabilities } from './portal-capabilities'

/**
 * The Homeowner Portal Access dialog: the portal button, five capabilities, Need Help. The header opens it on
 * every page, so its words arrive with it when the page has not got them (app/i18n/lazy-messages.tsx).
 */
export default function HomeownerPortalDialog(props: DialogProps) {
  return (
    <WithMessages area="contact">
      <PortalDialogContent {...props} />
    </WithMessages>
  )
}

function PortalDialogContent({ open, onOpenChange }: DialogProps) {
  const t = useT('contact')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" title={t('portal.title')} description={t('portal.description')}>
        <NewTabLink
          href={externalLinks.ownerPortal}
          className={buttonClasses('primary', 'lg', 'w-full whitespace-normal')}
        >
          <LogIn aria-hidden="true" className="size-5 shrink-0" />
          {t('portal.go')}
        </NewTabLink>
        <p className="mt-3 text-center text-sm text-muted">
          {t.rich(
            'portal.issuedBy',
            {
              link: (text) => (
                <Link
                  to="/owner-login"
                  hrefLang={t.locale === DEFAULT_LOCALE ? undefined : 'en-US'}
                  onClick={() => onOpenChange(false)}
                  className="rounded font-semibold text-brand-700 underline hover:text-brand-900"
                >
                  {text}
                  <InEnglishMark />
                </Link>
              ),
            },
            { company: company.fullName },
          )}
        </p>

        <p id="portal-dialog-capabilities" className="mt-6 text-sm font-semibold text-brand-900">
          {t('portal.canUse')}
        </p>
        <PortalCapabilities compact labelledBy="portal-dialog-capabilities" className="mt-3" />

        <NeedHelp compact className="mt-6" />
      </DialogContent>
    </Dialog>
  )
}
