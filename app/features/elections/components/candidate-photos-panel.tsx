import { useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { toast } from '~/components/ui/toast-store'
import { detourFor, staffCall, staffUpload } from '~/lib/staff-client'
import { candidatePhotoPath, PHOTO_FIELD, photoProblem } from '../candidate-photo-check'
import type { Election, ElectionOption } from '../types'
import { useStaffPhoto } from './candidate-photo-client'
import { CandidateAvatar } from './candidate-profile'

// A draft's candidates with their photos: add, replace or remove each one. Photos belong to saved
// candidates (they need the candidate's id), and stay as they are once voting opens.

type Props = { election: Election; onChanged: () => void }

const BUSY = 'aria-disabled:cursor-wait aria-disabled:opacity-60'

export function CandidatePhotosPanel({ election, onChanged }: Props) {
  const races = election.contests.filter((c) => c.kind === 'candidates' && c.options.length > 0)
  if (races.length === 0)
    return (
      <p className="text-sm text-muted">Add candidates to a race and save the draft to give them photos.</p>
    )
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted">
        JPEG, PNG or WebP, at most 2 MB each. Voters see the photo small and round beside the name; a
        candidate without one is shown with their initials. Photos can change until voting opens.
      </p>
      {races.map((race) => (
        <section key={race.id} aria-labelledby={`race-${race.id}-photos`}>
          <h3 id={`race-${race.id}-photos`} className="text-sm font-semibold text-ink">
            {race.title}
          </h3>
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {race.options.map((option) => (
              <CandidatePhotoRow
                key={option.id}
                electionId={election.id}
                option={option}
                onChanged={onChanged}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function CandidatePhotoRow({
  electionId,
  option,
  onChanged,
}: {
  electionId: string
  option: ElectionOption
  onChanged: () => void
}) {
  const preview = useStaffPhoto(option.photo)
  const input = useRef<HTMLInputElement>(null)
  const choose = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  const errorId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const path = candidatePhotoPath(electionId, option.id)

  async function answered(
    result:
      | { ok: true }
      | { ok: false; status: number; message: string; fieldErrors: Record<string, string[] | undefined> },
    done: string,
  ) {
    setBusy(false)
    if (!result.ok) {
      const detour = detourFor(result)
      if (detour) return void navigate(detour)
      return setError(result.fieldErrors[PHOTO_FIELD]?.[0] ?? result.message)
    }
    toast({ title: done })
    onChanged()
  }

  async function upload(file: File | undefined) {
    if (input.current) input.current.value = '' // choosing the same file again still counts
    if (!file) return
    // The server's own check, on the file's first bytes, before anything is sent.
    const problem = photoProblem(new Uint8Array(await file.slice(0, 16).arrayBuffer()), file.size)
    if (problem) return setError(problem)
    setError(null)
    setBusy(true)
    const body = new FormData()
    body.set(PHOTO_FIELD, file)
    await answered(await staffUpload(path, body), `Photo of ${option.label} saved.`)
  }

  async function remove() {
    if (busy) return
    setError(null)
    setBusy(true)
    await answered(await staffCall('DELETE', path), `Photo of ${option.label} removed.`)
    // The remove button is gone: the keyboard stays on this candidate, at "Add photo".
    choose.current?.focus()
  }

  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-3 sm:gap-4">
      <CandidateAvatar option={{ label: option.label, photo: preview }} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink">{option.label}</p>
        <p className="text-sm text-muted">
          {option.photo ? 'Photo added.' : 'No photo: the ballot shows their initials.'}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-rock-700">
            {error}
          </p>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp"
        aria-label={`Photo of ${option.label}`}
        onChange={(e) => void upload(e.currentTarget.files?.[0])}
      />
      <div className="flex flex-wrap gap-2">
        {/* aria-disabled, not disabled, while busy: a disabled button would drop the keyboard focus. */}
        <button
          ref={choose}
          type="button"
          className={buttonClasses('secondary', 'sm', BUSY)}
          aria-disabled={busy || undefined}
          aria-describedby={error ? errorId : undefined}
          onClick={() => busy || input.current?.click()}
        >
          {option.photo ? 'Replace photo' : 'Add photo'}
          <span className="sr-only"> of {option.label}</span>
        </button>
        {option.photo ? (
          <Button
            variant="ghost"
            size="sm"
            className={BUSY}
            aria-disabled={busy || undefined}
            onClick={() => void remove()}
          >
            Remove photo<span className="sr-only"> of {option.label}</span>
          </Button>
        ) : null}
      </div>
    </li>
  )
}
