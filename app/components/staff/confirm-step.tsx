import { useState, type ReactNode } from 'react'
import { Button, type ButtonVariant } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '~/components/ui/dialog'
import { Field, FormAlert, TextArea } from '~/components/ui/form-field'

export type StepOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string[]> }

type Props = {
  /** The button that opens the dialog, and the dialog's confirm button. */
  trigger: ReactNode
  triggerVariant?: ButtonVariant
  title: string
  /** What will happen, in full sentences. */
  children: ReactNode
  confirmLabel: string
  busyLabel: string
  confirmVariant?: ButtonVariant
  /** Ask for a reason (required) and hand it to onConfirm. */
  reasonLabel?: string
  onConfirm: (reason: string) => Promise<StepOutcome>
}

/**
 * One step of an election or a survey (open, close, publish...), after a dialog that says what it does;
 * the server's sentence if it refuses.
 */
export function ConfirmStep(props: Props) {
  const {
    trigger,
    triggerVariant = 'secondary',
    title,
    children,
    confirmLabel,
    busyLabel,
    reasonLabel,
  } = props
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()

  async function confirm() {
    if (reasonLabel && !reason.trim()) return setReasonError('Say why, so the audit log records it.')
    setBusy(true)
    setMessage(null)
    const outcome = await props.onConfirm(reason.trim())
    setBusy(false)
    if (outcome.ok) return setOpen(false)
    const fieldMessage = outcome.fieldErrors?.reason?.[0]
    if (fieldMessage) setReasonError(fieldMessage)
    else setMessage(outcome.message)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setMessage(null)
        setReason('')
        setReasonError(undefined)
      }}
    >
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="sm">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} dismissLabel="Go back">
        <div className="grid gap-4 text-sm text-ink">
          {children}
          {reasonLabel ? (
            <Field label={reasonLabel} name="reason" required error={reasonError}>
              {(control) => (
                <TextArea
                  {...control}
                  rows={3}
                  maxLength={500}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value)
                    setReasonError(undefined)
                  }}
                />
              )}
            </Field>
          ) : null}
          {message ? <FormAlert>{message}</FormAlert> : null}
          <div className="flex flex-wrap gap-3">
            <Button variant={props.confirmVariant ?? 'primary'} disabled={busy} onClick={confirm}>
              {busy ? busyLabel : confirmLabel}
            </Button>
            <DialogClose asChild>
              <Button variant="secondary">Go back</Button>
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
