import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DialogButton } from '~/components/dialog-button'
import { buttonClasses } from '~/components/ui/button'
import { Section } from '~/components/ui/section'

/**
 * The closing band of a company page: a heading, a sentence, the Get Started dialog (a link to /contact
 * until that dialog is part of the site) and a second way forward, plus any related links.
 */
export function CallToAction({
  id,
  title,
  lead,
  secondary = { to: '/contact', label: 'Contact us' },
  children,
}: {
  id: string
  title: string
  lead: string
  secondary?: { to: string; label: string }
  /** Related reading under the buttons, such as dialog triggers. */
  children?: ReactNode
}) {
  return (
    <Section tone="canvas" labelledBy={id}>
      <div className="mx-auto max-w-3xl rounded-card border border-line bg-white px-6 py-10 text-center shadow-card sm:px-10">
        <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-muted">{lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <DialogButton dialog="get-started" className={buttonClasses('accent', 'lg')}>
            Get Started Today
            <ArrowRight aria-hidden="true" className="size-5" />
          </DialogButton>
          <Link to={secondary.to} className={buttonClasses('secondary', 'lg')}>
            {secondary.label}
          </Link>
        </div>
        {children ? (
          <div className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 border-t border-line pt-6">
            {children}
          </div>
        ) : null}
      </div>
    </Section>
  )
}

/** A quiet text button that opens one of the company dialogs, for "read more" rows. */
export const relatedDialogClasses =
  'inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline'
