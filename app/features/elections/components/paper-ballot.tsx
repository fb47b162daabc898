import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '~/components/ui/dialog'
import { Field, FormAlert, SelectInput } from '~/components/ui/form-field'
import { staffCall } from '~/lib/staff-client'
import type { Contest, RollEntry } from '../types'
import { methodLabels } from './detail-format'
import { PaperBallotCode } from './paper-ballot-code'
import { emptyMarks, marksText, overLimit, PaperContest, type Marks } from './paper-contest'

type Props = { electionId: string; contests: Contest[]; units: RollEntry[]; onRecorded: () => void }

// Paper ballots are keyed by company staff, who see who voted ('hidden' is for board accounts only).
const unitOption = (unit: RollEntry) =>
  `${unit.label}${unit.voted && unit.voted !== 'hidden' ? ` (already voted: ${methodLabels[unit.voted].toLowerCase()})` : ''}`

/**
 * Keys one paper ballot (or a directed proxy's) for one unit: choose the unit, mark what the paper says,
 * review, record, and read back the receipt. A unit that already voted is refused by the server.
 */
export function PaperBallot({ electionId, contests, units, onRecorded }: Props) {
  const fresh = () => Object.fromEntries(contests.map((contest) => [contest.id, emptyMarks()]))
  const [unitId, setUnitId] = useState('')
  const [method, setMethod] = useState<'paper' | 'proxy'>('paper')
  const [marks, setMarks] = useState<Record<string, Marks>>(fresh)
  const [unitError, setUnitError] = useState<string | undefined>()
  const [message, setMessage] = useState<string | null>(null)
  const [reviewing, setReviewing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [receipt, setReceipt] = useState<{ unit: string; receipt: string } | null>(null)
  const receiptRef = useRef<HTMLHeadingElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const unit = units.find((entry) => entry.unitId === unitId)

  useEffect(() => {
    if (receipt) receiptRef.current?.focus()
  }, [receipt])

  function review(event: FormEvent) {
    event.preventDefault()
    setMessage(null)
    if (!unitId) return setUnitError('Choose the unit whose ballot this is.')
    if (contests.some((contest) => overLimit(contest, marks[contest.id]!))) return
    setReviewing(true)
  }

  async function record() {
    setBusy(true)
    const choices = contests.map((contest) => {
      const mark = marks[contest.id]!
      return {
        contestId: contest.id,
        optionIds: mark.optionIds,
        ...(mark.writeIn.trim() ? { writeIn: mark.writeIn.trim() } : {}),
      }
    })
    const result = await staffCall<{ receipt: string }>(
      'POST',
      `/api/elections/${encodeURIComponent(electionId)}/paper-ballots`,
      { unitId, method, choices },
    )
    setBusy(false)
    setReviewing(false)
    if (!result.ok) {
      setMessage(result.message)
      requestAnimationFrame(() => alertRef.current?.focus())
      return
    }
    setReceipt({ unit: unit?.label ?? '', receipt: result.data.receipt })
    setUnitId('')
    setMarks(fresh())
    onRecorded()
  }

  if (receipt)
    return (
      <div className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm">
        <h3 ref={receiptRef} tabIndex={-1} className="font-semibold text-emerald-900 focus:outline-none">
          Ballot recorded for {receipt.unit}
        </h3>
        <p className="text-ink">
          Receipt:{' '}
          <code className="rounded bg-white px-1.5 py-0.5 font-mono text-base font-semibold">
            {receipt.receipt}
          </code>
        </p>
        <p className="text-ink">
          Write the receipt on the paper ballot before filing it, so the owner can find it in the published
          results.
        </p>
        <Button variant="secondary" className="justify-self-start" onClick={() => setReceipt(null)}>
          Key another ballot
        </Button>
      </div>
    )

  const chooseUnit = (next: string) => {
    setUnitId(next)
    setUnitError(undefined)
    setMessage(null)
  }

  return (
    <div className="grid gap-4">
      <PaperBallotCode electionId={electionId} onFound={(found) => chooseUnit(found.unitId)} />
      <form noValidate onSubmit={review} className="grid gap-4" aria-label="Key a paper ballot">
        {message ? (
          <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
            <FormAlert>{message}</FormAlert>
          </div>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            label="Unit"
            name="unitId"
            required
            error={unitError}
            hint="A unit that has already voted is refused."
          >
            {(control) => (
              <SelectInput
                {...control}
                value={unitId}
                onChange={(event) => chooseUnit(event.target.value)}
                placeholder="Choose a unit"
              >
                {units.map((entry) => (
                  <option key={entry.unitId} value={entry.unitId}>
                    {unitOption(entry)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          <Field label="Ballot from" name="method" hint="A directed proxy needs its proxy recorded first.">
            {(control) => (
              <SelectInput
                {...control}
                value={method}
                onChange={(event) => setMethod(event.target.value as 'paper' | 'proxy')}
              >
                <option value="paper">The owner, on paper</option>
                <option value="proxy">A directed proxy</option>
              </SelectInput>
            )}
          </Field>
        </div>
        {contests.map((contest) => (
          <PaperContest
            key={contest.id}
            contest={contest}
            marks={marks[contest.id]!}
            error={overLimit(contest, marks[contest.id]!)}
            onChange={(next) => setMarks({ ...marks, [contest.id]: next })}
          />
        ))}
        <div>
          <Button type="submit">Review ballot</Button>
        </div>
        <Dialog open={reviewing} onOpenChange={setReviewing}>
          <DialogContent
            title={`Record this ballot for ${unit?.label ?? 'the unit'}?`}
            dismissLabel="Go back"
            description={
              method === 'proxy' ? 'Keyed from a directed proxy.' : 'Keyed from the owner’s paper ballot.'
            }
          >
            <div className="grid gap-4 text-sm">
              <dl className="grid gap-2">
                {contests.map((contest) => (
                  <div key={contest.id}>
                    <dt className="font-semibold text-ink">{contest.title}</dt>
                    <dd className="text-muted">{marksText(contest, marks[contest.id]!)}</dd>
                  </div>
                ))}
              </dl>
              <p>
                Once recorded, the ballot counts for the unit and cannot be keyed again. The audit log records
                that you entered it.
              </p>
              <div className="flex flex-wrap gap-3">
                <Button disabled={busy} onClick={record}>
                  {busy ? 'Recording…' : 'Record ballot'}
                </Button>
                <DialogClose asChild>
                  <Button variant="secondary">Go back</Button>
                </DialogClose>
              </div>
            </div>
          </DialogContent>
        </Dialog>
      </form>
    </div>
  )
}
