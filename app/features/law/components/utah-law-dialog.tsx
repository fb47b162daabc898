import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import type { DialogProps } from '~/components/dialog-host'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { LawTool } from './law-tool'

/** Spec section 2, "Utah law dialog": the law tool, with a way to its own page. */
export default function UtahLawDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Utah HOA Law Assistant"
        description="Ask about Utah HOA or condominium law. Answers quote the Utah Code and link to each section."
      >
        <LawTool headingLevel="h3" />
        <Link
          to="/utah-law-gpt"
          onClick={() => onOpenChange(false)}
          className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          What the assistant covers
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </DialogContent>
    </Dialog>
  )
}
