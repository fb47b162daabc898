import type { DialogProps } from '~/components/dialog-host'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { privacyPolicy } from '~/content/legal'
import { LegalDocumentView } from './legal-document'

export default function PrivacyPolicyDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Written in English only: a Spanish page's link to it says so (InEnglishMark). */}
      <DialogContent
        lang="en-US"
        size="lg"
        title={privacyPolicy.title}
        description={`Effective ${privacyPolicy.effectiveDate}`}
      >
        <LegalDocumentView document={privacyPolicy} />
      </DialogContent>
    </Dialog>
  )
}
