import type { DialogProps } from '~/components/dialog-host'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { company } from '~/content/company'
import { reasons } from '~/content/reasons'
import { DialogPageLink } from './dialog-page-link'
import { ReasonGrid } from './reason-grid'

// The six reasons in brief; /why-us has the details and the side-by-side comparison.
export default function WhyChooseDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={`Why Choose ${company.name}`}
        description="Six reasons Utah boards hand us their communities."
      >
        <ReasonGrid reasons={reasons} />
        <div className="mt-6 flex flex-col gap-4 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">See what each means in practice and how it compares.</p>
          <DialogPageLink to="/why-us" onNavigate={() => onOpenChange(false)}>
            Compare the details
          </DialogPageLink>
        </div>
      </DialogContent>
    </Dialog>
  )
}
