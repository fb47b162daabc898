import { LogIn } from 'lucide-react'
import { Link } from 'react-router'
import type { DialogProps } from '~/components/dialog-host'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { company, externalLinks } from '~/content/company'
import { NeedHelp } from './need-help'
import { NewTabLink } from './new-tab-link'
import { PortalCapabilities } from './portal-capabilities'

/** Spec section 2, "Homeowner Portal Access dialog": the portal button, five capabilities, Need Help. */
export default function HomeownerPortalDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Homeowner Portal Access"
        description="Your account, payments, calendar, documents and requests, online at any hour."
      >
        <NewTabLink
          href={externalLinks.ownerPortal}
          className={buttonClasses('primary', 'lg', 'w-full whitespace-normal')}
        >
          <LogIn aria-hidden="true" className="size-5 shrink-0" />
          Go to the Community Portal
        </NewTabLink>
        <p className="mt-3 text-center text-sm text-muted">
          Logins are issued by {company.fullName}.{' '}
          <Link
            to="/owner-login"
            onClick={() => onOpenChange(false)}
            className="rounded font-semibold text-brand-700 underline hover:text-brand-900"
          >
            How to get or reset yours
          </Link>
        </p>

        <p id="portal-dialog-capabilities" className="mt-6 text-sm font-semibold text-brand-900">
          In the portal you can use
        </p>
        <PortalCapabilities compact labelledBy="portal-dialog-capabilities" className="mt-3" />

        <NeedHelp compact className="mt-6" />
      </DialogContent>
    </Dialog>
  )
}
