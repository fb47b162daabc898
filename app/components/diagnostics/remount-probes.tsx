import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '~/components/ui/dialog'

export type MountReport = { generation: number; formEmpty: boolean; dialogClosed: boolean; clicks: number }

const field = 'mt-1 block w-full rounded-lg border border-line px-3 py-2 text-base focus:border-brand-500'

/** A form and a dialog built from the site's own parts; on mount they report the state they start with. */
export function RemountProbes({
  generation,
  onMount,
}: {
  generation: number
  onMount: (r: MountReport) => void
}) {
  const [name, setName] = useState('')
  const [message, setMessage] = useState('')
  const [dialogOpen, setDialogOpen] = useState(false)
  const [clicks, setClicks] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const inputs = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[]
    onMount({
      generation,
      formEmpty: inputs.every(
        (input) => !('value' in input) || input.type === 'submit' || input.value === '',
      ),
      dialogClosed: document.querySelector('[data-probe-dialog]') === null,
      clicks: 0,
    })
    // Report once per mount: that is the point of the probe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form
        ref={formRef}
        className="rounded-card border border-line p-5"
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 className="text-xl font-semibold">Form probe</h2>
        <label className="mt-4 block text-sm font-medium">
          Name
          <input className={field} name="name" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="mt-4 block text-sm font-medium">
          Message
          <textarea
            className={field}
            name="message"
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
        <p className="mt-3 text-sm text-muted" aria-live="polite">
          Typed characters in this mount: {name.length + message.length}
        </p>
      </form>
      <div className="rounded-card border border-line p-5">
        <h2 className="text-xl font-semibold">Dialog probe</h2>
        <p className="mt-2 text-sm text-muted">Clicks inside the dialog in this mount: {clicks}</p>
        <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
          <DialogTrigger asChild>
            <Button className="mt-4" variant="secondary">
              Open probe dialog
            </Button>
          </DialogTrigger>
          <DialogContent title="Probe dialog" description="Its counter must start at zero after a remount.">
            <div data-probe-dialog>
              <Button onClick={() => setClicks((c) => c + 1)}>Count a click ({clicks})</Button>
            </div>
          </DialogContent>
        </Dialog>
      </div>
    </div>
  )
}
