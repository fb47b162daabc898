import { CheckCircle2, Copy, Printer } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/i18n/i18n-provider'
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
  const t = useT('vote')
  // The step replaces the form in place: focus moves to its heading, the view to its top.
  useEffect(() => focusStep(heading.current), [])
  return (
    <Card className="p-6 text-center sm:p-10">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold focus:outline-none">
        {replaced ? t('receipt.newCast') : t('receipt.cast')}
      </h2>
      {replaced ? <p className="mt-2 text-muted">{t('receipt.replaced')}</p> : null}
      <p className="mt-6 text-sm font-semibold tracking-wide text-muted uppercase">{t('receipt.code')}</p>
      <p
        className="mt-2 font-mono text-3xl font-semibold tracking-wider break-all text-brand-800 sm:text-4xl"
        data-receipt
      >
        {receipt}
      </p>
      <ReceiptActions receipt={receipt} />
      <p className="mx-auto mt-6 max-w-xl text-left text-muted">
        {t('receipt.keep')}
        {secret ? t('receipt.keepSecret') : null}
      </p>
      <p className="mx-auto mt-4 max-w-xl text-left text-muted">
        {resultsPath ? (
          <Link to={resultsPath} className="font-semibold text-brand-800 underline">
            {t('state.seeResults')}
          </Link>
        ) : (
          t('receipt.later')
        )}
      </p>
    </Card>
  )
}

/** Copy and Print need JavaScript: without it they are not shown, and the text above says what to do. */
function ReceiptActions({ receipt }: { receipt: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState<string>('')
  const t = useT('vote')
  if (!hydrated) return null

  async function copy() {
    try {
      await navigator.clipboard.writeText(receipt)
      setCopied(t('receipt.copied'))
    } catch {
      // No clipboard (an insecure page, a refused permission): select the code so the voter can copy it.
      const code = document.querySelector('[data-receipt]')
      if (code) window.getSelection()?.selectAllChildren(code)
      setCopied(t('receipt.selected'))
    }
  }

  return (
    <div className="mt-6 print:hidden">
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="primary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-5" />
          {t('receipt.copy')}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {t('receipt.print')}
        </Button>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-brand-800">
        {copied}
      </p>
    </div>
  )
}
