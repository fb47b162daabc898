import { CalendarClock, LifeBuoy, Route } from 'lucide-react'
import { DialogButton } from '~/components/dialog-button'
import type { DialogProps } from '~/components/dialog-host'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { company } from '~/content/company'
import { serviceCount, serviceTerms } from '~/content/services'
import { ServicesList } from './services-list'

const terms = [
  { icon: CalendarClock, text: serviceTerms.frequency },
  { icon: LifeBuoy, text: serviceTerms.enhancedSupport },
  { icon: Route, text: serviceTerms.transition },
]

/** Spec section 2: the services list dialog, at most 80% of the viewport tall; its body scrolls inside. */
export default function ServicesDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        // `!` because cn() does not merge classes and the frame sets its own max height.
        className="max-h-[80dvh]!"
        title="Our management services"
        description={`The ${serviceCount} services a typical ${company.name} management contract includes.`}
      >
        <div className="mb-6 space-y-2 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
          {terms.map(({ icon: Icon, text }) => (
            <p key={text} className="flex gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>{text}</span>
            </p>
          ))}
        </div>
        <ServicesList />
        <div className="mt-8 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">Ready to talk about your community?</p>
          <div className="flex flex-wrap gap-3">
            <DialogButton dialog="switch" className={buttonClasses('secondary', 'sm')}>
              How switching works
            </DialogButton>
            <DialogButton dialog="get-started" className={buttonClasses('primary', 'sm')}>
              Get started
            </DialogButton>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
