import { Eye } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { checkBallotForm, hasProblems, type BallotProblems } from '../ballot-form'
import type { BallotView, Election } from '../types'
import { BallotContest } from './ballot-contest'
import { BallotIntro } from './ballot-intro'

export const PREVIEW_LABEL = 'Preview: votes cannot be cast here'

/** The voter's ballot for a preview: the election's own contests, with one real unit of the roll. */
export function previewBallot(
  election: Election,
  unit: { label: string; weight: string } | null,
): BallotView {
  return {
    election: {
      id: election.id,
      title: election.title,
      description: election.description,
      notice: election.notice,
      translations: election.translations,
      opensAt: election.opensAt,
      closesAt: election.closesAt,
      secret: election.secret,
      revoteAllowed: election.revoteAllowed,
      communityName: election.communityName,
      closedAt: null,
      resultsAvailable: false,
    },
    unit: unit ?? { label: 'Each voter’s own unit', weight: 'Their unit’s weight on the roll' },
    proxyHolder: null,
    contests: election.contests,
    status: 'open',
    canChange: false,
    voted: null,
  }
}

/**
 * The ballot exactly as the voting page draws it (the same components), inside a form that never sends.
 * "Check my choices" runs the voting page's own limit rules, so staff can try a ballot's limits.
 */
export function ConsoleBallotPreview({ ballot, closes }: { ballot: BallotView; closes: string }) {
  const [problems, setProblems] = useState<BallotProblems>({})
  const [checked, setChecked] = useState<string | null>(null)

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = checkBallotForm(new FormData(event.currentTarget), ballot.contests).problems
    setProblems(found)
    setChecked(
      hasProblems(found)
        ? 'These choices break a limit: the voter sees the message at the contest.'
        : 'These choices are within every limit. A voter would now review them and confirm.',
    )
  }

  return (
    <div className="grid gap-6">
      <p
        role="note"
        className="flex items-center gap-3 rounded-card border-2 border-dashed border-rock-500 bg-rock-50 px-4 py-3 font-semibold text-rock-700"
      >
        <Eye aria-hidden="true" className="size-5 shrink-0" />
        {PREVIEW_LABEL}
      </p>
      <div className="rounded-card bg-canvas p-0 sm:p-2">
        <p className="text-sm font-semibold tracking-wide text-rock-600 uppercase">
          {ballot.election.communityName}
        </p>
        <h2 className="mt-1 text-3xl font-semibold">{ballot.election.title}</h2>
        <p className="mt-2 text-lg text-muted">Voting closes {closes}.</p>
      </div>
      <BallotIntro ballot={ballot} closes={closes} />
      <form onSubmit={check} aria-labelledby="preview-ballot-heading" className="grid gap-6">
        <div>
          <h2 id="preview-ballot-heading" className="text-2xl font-semibold">
            Your ballot
          </h2>
          <p className="mt-2 text-muted">
            Make your choices, then review them before anything is cast. You may leave a contest blank; your
            unit still counts as taking part.
          </p>
        </div>
        {ballot.contests.map((contest) => (
          <BallotContest
            key={contest.id}
            contest={contest}
            chosen={undefined}
            problem={problems[contest.id]}
          />
        ))}
        <div className="grid gap-3">
          <button
            type="submit"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-lg border border-brand-200 bg-white px-6 text-lg font-semibold text-brand-800 hover:bg-brand-50 sm:w-auto sm:justify-self-start"
          >
            Check my choices
          </button>
          <p role="status" className="text-sm text-muted empty:hidden">
            {checked}
          </p>
          <p className="text-sm text-muted">
            {PREVIEW_LABEL}. On the voting page this button reads “Review my choices”.
          </p>
        </div>
      </form>
    </div>
  )
}
