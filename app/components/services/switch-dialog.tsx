import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { DialogButton } from '~/components/dialog-button'
import type { DialogProps } from '~/components/dialog-host'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { enhancedSupportDays, transitionWeeks } from '~/content/services'
import { SwitchSteps } from './switch-steps'
import { TransitionTimeline } from './transition-timeline'

/** Spec section 2: the Switch dialog, a 5-step process and a 4-week timeline. */
export default function SwitchDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="How switching management works"
        description={`Five steps, a typical transition of ${transitionWeeks} weeks, then ${enhancedSupportDays} days of enhanced support.`}
      >
        <section aria-labelledby="switch-dialog-steps">
          <h3
            id="switch-dialog-steps"
            className="font-sans text-sm font-semibold tracking-wide text-rock-600 uppercase"
          >
            The five steps
          </h3>
          <div className="mt-4">
            <SwitchSteps labelledBy="switch-dialog-steps" compact />
          </div>
        </section>
        <section aria-labelledby="switch-dialog-timeline" className="mt-8 border-t border-line pt-6">
          <h3
            id="switch-dialog-timeline"
            className="font-sans text-sm font-semibold tracking-wide text-rock-600 uppercase"
          >
            The {transitionWeeks}-week timeline
          </h3>
          <div className="mt-4">
            <TransitionTimeline labelledBy="switch-dialog-timeline" compact />
          </div>
        </section>
        <div className="mt-8 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:flex-wrap sm:items-center">
          <Link
            to="/switch"
            className={buttonClasses('secondary', 'sm')}
            // The host keeps dialogs open across navigation; the guide replaces this summary.
            onClick={() => onOpenChange(false)}
          >
            Read the full switching guide
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <DialogButton dialog="services" className={buttonClasses('secondary', 'sm')}>
            See all services
          </DialogButton>
          <DialogButton dialog="get-started" className={buttonClasses('primary', 'sm', 'sm:ml-auto')}>
            Get started
          </DialogButton>
        </div>
      </DialogContent>
    </Dialog>
  )
}
