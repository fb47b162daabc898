import { ScanLine } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, TextInput } from '~/components/ui/form-field'
import { staffCall } from '~/lib/staff-client'

type Props = { electionId: string; onFound: (unit: { unitId: string; unitLabel: string }) => void }

/**
 * "Scan or type the ballot's code": a returned mail ballot carries its unit's voter code, printed and as a
 * QR code. A USB or phone scanner types the QR code's link here and presses Enter; a person types the code.
 * Either finds the unit, so nobody picks it from a long list by hand. Not a form of its own: it sits beside
 * the ballot's form, and Enter here looks the code up instead of submitting the ballot.
 */
export function PaperBallotCode({ electionId, onFound }: Props) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [found, setFound] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function lookUp() {
    if (!code.trim()) return setError('Scan the QR code on the ballot, or type the code printed under it.')
    setBusy(true)
    const result = await staffCall<{ unitId: string; unitLabel: string }>(
      'POST',
      `/api/elections/${encodeURIComponent(electionId)}/paper-ballots/code`,
      { code },
    )
    setBusy(false)
    if (!result.ok) {
      setFound(null)
      return setError(result.message)
    }
    setError(undefined)
    setFound(result.data.unitLabel)
    setCode('')
    onFound(result.data)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void lookUp()
  }

  return (
    <div className="grid gap-2 rounded-lg border border-line bg-canvas p-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <Field
          label="Ballot code"
          name="ballotCode"
          error={error}
          hint="Scan the QR code on a returned mail ballot, or type the code printed beside it."
        >
          {(control) => (
            <TextInput
              {...control}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={onKeyDown}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </Field>
        <Button
          type="button"
          variant="secondary"
          className="justify-self-start sm:mt-7"
          onClick={() => void lookUp()}
          disabled={busy}
        >
          <ScanLine aria-hidden="true" className="size-4" />
          {busy ? 'Finding…' : 'Find the unit'}
        </Button>
      </div>
      <p role="status" className="text-sm text-ink">
        {found ? `Ballot code found: ${found} is chosen below.` : ''}
      </p>
    </div>
  )
}
