import { Check, Copy } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { TextInput } from '~/components/ui/form-field'

/** A link to hand on, in a read-only field with a copy button that says when it worked. */
export function ConsoleShare({ label, url, hint }: { label: string; url: string; hint?: string }) {
  const id = useId()
  const [said, setSaid] = useState('')
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setSaid('Link copied.')
    } catch {
      // Without clipboard access (an http address, a refused permission) the link is selected to copy by hand.
      const field = document.getElementById(`${id}-link`) as HTMLInputElement | null
      field?.select()
      setSaid('Press Ctrl+C (or ⌘C) to copy the selected link.')
    }
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-link`} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <TextInput
          id={`${id}-link`}
          readOnly
          value={url}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-sm"
        />
        <Button variant="secondary" onClick={copy}>
          {said === 'Link copied.' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          Copy link
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <p role="status" className="text-sm text-brand-800">
        {said}
      </p>
    </div>
  )
}
