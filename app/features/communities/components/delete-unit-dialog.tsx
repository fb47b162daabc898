import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '~/components/ui/dialog'
import { FormAlert } from '~/components/ui/form-field'
import { AcknowledgeTotal } from './acknowledge-total'
import type { Outcome } from './community-settings-form'

/**
 * Removing a unit, after a confirmation. For percentage communities the server may ask (409) to confirm
 * the total the roll is left with; the dialog then shows its sentence and a checkbox.
 */
export function DeleteUnitDialog({
  label,
  onDelete,
}: {
  label: string
  onDelete: (acknowledgeTotal: boolean) => Promise<Outcome>
}) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [acknowledgement, setAcknowledgement] = useState<string | null>(null)
  const [acknowledged, setAcknowledged] = useState(false)
  const [ackError, setAckError] = useState<string | undefined>()

  async function remove() {
    if (acknowledgement && !acknowledged) return setAckError('Tick the box to confirm the total.')
    setBusy(true)
    setMessage(null)
    const result = await onDelete(acknowledged)
    setBusy(false)
    if (result.ok) return setOpen(false)
    if (result.status === 409 && result.fieldErrors.acknowledgeTotal)
      return setAcknowledgement(result.message)
    setMessage(result.message)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setMessage(null)
        setAcknowledgement(null)
        setAcknowledged(false)
        setAckError(undefined)
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-rock-700 hover:bg-rock-50">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete unit
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Delete ${label}?`}
        dismissLabel="Keep it"
        description="The unit and its vote weight leave the roll. Owners of no other unit are removed too. The history keeps a record."
      >
        <div className="grid gap-4">
          {message ? <FormAlert>{message}</FormAlert> : null}
          {acknowledgement ? (
            <AcknowledgeTotal
              message={acknowledgement}
              label="I confirm this total as the declaration states"
              checked={acknowledged}
              onChange={(next) => {
                setAcknowledged(next)
                setAckError(undefined)
              }}
              error={ackError}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button variant="accent" disabled={busy} onClick={remove}>
              {busy ? 'Deleting…' : `Delete ${label}`}
            </Button>
            <DialogClose asChild>
              <Button variant="secondary">Keep it</Button>
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
