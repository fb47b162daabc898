import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, SelectInput, TextArea } from '~/components/ui/form-field'
import { formatUtahDateTime } from '~/lib/dates'
import { staffCall } from '~/lib/staff-client'
import { seatsLeft, tiedOptions, tieSentence } from '../tie-rules'
import {
  TIE_RESOLUTIONS,
  tieResolutionLabels,
  type ShownContest,
  type ShownTie,
  type TieResolution,
} from '../types'

type Props = {
  electionId: string
  contest: ShownContest
  tie: ShownTie | undefined
  /** Staff who run the election, while it is closed: they may record (or record again) how it was resolved. */
  canRecord: boolean
  onRecorded: () => void
}

/**
 * A tie the count left open, said plainly, and the form that records how it was resolved (POST
 * /api/elections/:id/ties); once recorded, the resolution in one sentence and, for a runoff, its draft.
 */
export function DetailTie({ electionId, contest, tie, canRecord, onRecorded }: Props) {
  const measure = contest.kind === 'measure'
  const names = tiedOptions(contest).map((option) => option.label)
  return (
    <div
      className={
        tie
          ? 'mt-2 grid gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-brand-900'
          : 'mt-2 grid gap-3 rounded-lg border border-rock-100 bg-rock-50 p-3 text-rock-700'
      }
    >
      {tie ? (
        <p>
          {tieSentence(contest.kind, tie, formatUtahDateTime(tie.recordedAt))}
          {tie.note ? ` Note: ${tie.note}` : null}
        </p>
      ) : (
        <p className="font-semibold">
          {measure
            ? 'Tied: as much vote weight voted no as yes, exactly at the threshold.'
            : `Tied at the last seat: ${names.join(', ')}.`}{' '}
          Certification waits until you record how the tie was resolved.
        </p>
      )}
      {tie?.runoffElectionId ? (
        <Link
          to={`/staff/elections/${tie.runoffElectionId}`}
          className="justify-self-start font-semibold text-brand-800 underline underline-offset-2"
        >
          Open the runoff draft
        </Link>
      ) : null}
      {canRecord && tie ? (
        <details>
          <summary className="cursor-pointer font-semibold">Record it differently</summary>
          <TieForm electionId={electionId} contest={contest} onRecorded={onRecorded} />
        </details>
      ) : canRecord ? (
        <TieForm electionId={electionId} contest={contest} onRecorded={onRecorded} />
      ) : null}
    </div>
  )
}

function TieForm({ electionId, contest, onRecorded }: Pick<Props, 'electionId' | 'contest' | 'onRecorded'>) {
  const id = useId()
  const measure = contest.kind === 'measure'
  const tied = tiedOptions(contest)
  const seats = seatsLeft(contest)
  const [resolution, setResolution] = useState<TieResolution>('coin')
  const [winners, setWinners] = useState<string[]>([])
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const runoff = resolution === 'runoff'
  const several = !measure && seats > 1

  async function record(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setMessage(null)
    const answer = await staffCall('POST', `/api/elections/${encodeURIComponent(electionId)}/ties`, {
      contestId: contest.contestId,
      resolution,
      winnerOptionIds: runoff ? [] : winners,
      note,
    })
    setBusy(false)
    if (!answer.ok) return setMessage(Object.values(answer.fieldErrors).flat()[0] ?? answer.message)
    onRecorded()
  }

  const pick = (optionId: string, checked: boolean) =>
    setWinners(
      several ? (checked ? [...winners, optionId] : winners.filter((w) => w !== optionId)) : [optionId],
    )

  return (
    <form
      onSubmit={record}
      className="mt-2 grid gap-3 text-ink"
      aria-label={`Resolve the tie in ${contest.title}`}
    >
      {message ? <FormAlert>{message}</FormAlert> : null}
      <Field label="How was it resolved?" name="resolution">
        {(control) => (
          <SelectInput
            {...control}
            value={resolution}
            onChange={(event) => setResolution(event.target.value as TieResolution)}
            className="sm:max-w-xs"
          >
            {TIE_RESOLUTIONS.filter((r) => !(measure && r === 'runoff')).map((r) => (
              <option key={r} value={r}>
                {tieResolutionLabels[r]}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      {runoff ? (
        <p className="text-sm">
          A runoff decides later: recording it drafts a new election in this community among{' '}
          {tied.map((option) => option.label).join(', ')}, for the {seats === 1 ? 'seat' : `${seats} seats`}{' '}
          left. You then set its dates and open it.
        </p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">
            {measure ? 'Outcome' : several ? `Who takes the ${seats} seats left?` : 'Who takes the seat?'}
          </legend>
          {tied.map((option) => (
            <label key={option.id} className="flex items-center gap-2 text-sm">
              <input
                type={several ? 'checkbox' : 'radio'}
                name={`${id}-winner`}
                checked={winners.includes(option.id)}
                onChange={(event) => pick(option.id, event.target.checked)}
                className="size-4 accent-brand-700"
              />
              {measure
                ? option.label === 'Yes'
                  ? 'Yes: the measure passes'
                  : 'No: the measure fails'
                : option.label}
            </label>
          ))}
        </fieldset>
      )}
      <Field
        label="Note (optional)"
        name="note"
        hint="Who drew the lot or tossed the coin, where, and who saw it."
      >
        {(control) => (
          <TextArea {...control} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        )}
      </Field>
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Recording…' : 'Record resolution'}
        </Button>
      </div>
    </form>
  )
}
