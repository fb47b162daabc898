import { CheckCircle2, Copy, Printer } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useHydrated } from '~/lib/use-hydrated'
import { focusStep } from '~/lib/focus-step'

/**
 * After casting: the receipt code to keep. The server keeps no link from the unit to it (a secret ballot), so
 * only this browser keeps a copy (receipt-memory.ts); the page says how to keep it, and offers to copy or print it.
 */
export function BallotReceipt({
  receipt,
  replaced,
  secret,
  resultsPath,
}: {
  receipt: string
  replaced: boolean
  secret: boolean
  /** The results page with this voter's link, when the results are published. */
  resultsPath: string | null
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The step replaces the form in place: focus moves to its heading, the view to its top.
  useEffect(() => focusStep(heading.current), [])
  return (
    <Card className="p-6 text-center sm:p-10">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold focus:outline-none">
        {replaced ? 'Your new ballot is cast' : 'Your ballot is cast'}
      </h2>
      {replaced ? (
        <p className="mt-2 text-muted">
          It replaced the ballot your unit cast before; that ballot’s receipt no longer counts.
        </p>
      ) : null}
      <p className="mt-6 text-sm font-semibold tracking-wide text-muted uppercase">Your receipt code</p>
      <p
        className="mt-2 font-mono text-3xl font-semibold tracking-wider break-all text-brand-800 sm:text-4xl"
        data-receipt
      >
        {receipt}
      </p>
      <ReceiptActions receipt={receipt} />
      <p className="mx-auto mt-6 max-w-xl text-left text-muted">
        Keep this code: print this page or write the code down. When the results are published, the code
        appears in their list of receipts, which shows that your ballot was counted.
        {secret
          ? ' The ballot is not stored with your unit, so no one can look the code up for you later; this browser keeps a copy, which your voting link shows again here.'
          : null}
      </p>
      <p className="mx-auto mt-4 max-w-xl text-left text-muted">
        {resultsPath ? (
          <Link to={resultsPath} className="font-semibold text-brand-800 underline">
            See the results and find your receipt
          </Link>
        ) : (
          'Once the results are certified and published, your voting link will lead you to them.'
        )}
      </p>
    </Card>
  )
}

/** Copy and Print need JavaScript: without it they are not shown, and the text above says what to do. */
function ReceiptActions({ receipt }: { receipt: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState<string>('')
  if (!hydrated) return null

  async function copy() {
    try {
      await navigator.clipboard.writeText(receipt)
      setCopied('The receipt code is copied.')
    } catch {
      // No clipboard (an insecure page, a refused permission): select the code so the voter can copy it.
      const code = document.querySelector('[data-receipt]')
      if (code) window.getSelection()?.selectAllChildren(code)
      setCopied('The code is selected: copy it with your keyboard or menu.')
    }
  }

  return (
    <div className="mt-6 print:hidden">
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="primary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-5" />
          Copy the code
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print this page
        </Button>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-brand-800">
        {copied}
      </p>
    </div>
  )
}
