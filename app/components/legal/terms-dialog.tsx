import { useDialogs, type DialogProps } from '~/components/dialog-host'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { termsOfService } from '~/content/legal'
import { LegalDocumentView } from './legal-document'

export default function TermsDialog({ open, onOpenChange }: DialogProps) {
  const { openDialog } = useDialogs()
  // Spec section 2: the link to Privacy closes Terms and opens Privacy.
  const privacyLink = (
    <p className="mt-2">
      <button
        type="button"
        className="font-semibold text-brand-700 underline hover:text-brand-900"
        onClick={() => openDialog('privacy')}
      >
        Read our Privacy Policy
      </button>
    </p>
  )
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Written in English only: a Spanish page's link to it says so (InEnglishMark). */}
      <DialogContent
        lang="en-US"
        size="lg"
        title={termsOfService.title}
        description={`Effective ${termsOfService.effectiveDate}`}
      >
        <LegalDocumentView document={termsOfService} extra={{ privacy: privacyLink }} />
      </DialogContent>
    </Dialog>
  )
}
