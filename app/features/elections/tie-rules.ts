import type { ContestResult, ShownTie, TieRecord, TieResolution } from './types'

// Which options a tie is among and how many seats it leaves, from a contest's counted result; shared by the
// recording (ties.server.ts), the console's form and the results. A write-in has no option id: a resolution
// names it "write-in:<its label as counted>".

type Counted = Pick<ContestResult, 'kind' | 'seats' | 'winners' | 'tied'> & {
  options: Array<Pick<ContestResult['options'][number], 'optionId' | 'label'>>
}

export type TiedOption = { id: string; label: string }

export const writeInTieId = (label: string) => `write-in:${label}`

/** The options level at the last seat, or a tied measure's Yes and No, with the ids a resolution uses. */
export function tiedOptions(contest: Counted): TiedOption[] {
  return contest.options
    .filter((option) => contest.tied.includes(option.label))
    .map((option) => ({ id: option.optionId ?? writeInTieId(option.label), label: option.label }))
}

/** Seats the tie leaves to fill (a measure's one outcome). */
export const seatsLeft = (contest: Counted) =>
  contest.kind === 'measure' ? 1 : contest.seats - contest.winners.length

/** The resolutions with their winners named, as the results show them (who recorded one is left out). */
export function shownTies(
  records: TieRecord[],
  contests: Array<Counted & { contestId: string }>,
): ShownTie[] {
  return records.map(({ recordedByName: _name, ...record }) => {
    const contest = contests.find((c) => c.contestId === record.contestId)
    const tied = contest ? tiedOptions(contest) : []
    const winners = record.winnerOptionIds.map((id) => tied.find((t) => t.id === id)?.label ?? id)
    return { ...record, winners }
  })
}

const how: Record<TieResolution, string> = {
  lot: 'by drawing lots',
  coin: 'by coin toss',
  board: 'by a vote of the board',
  runoff: 'by a runoff election',
}

/**
 * The resolution in one sentence: "Tie at the last seat resolved by coin toss on Dec 3, 2026: Dale Whitaker
 * seated." `on` is the date as the page writes it.
 */
export function tieSentence(kind: ContestResult['kind'], tie: ShownTie, on: string): string {
  const what = kind === 'measure' ? 'Tie on this measure' : 'Tie at the last seat'
  if (tie.resolution === 'runoff') return `${what} to be decided by a runoff election (recorded ${on}).`
  const outcome =
    kind === 'measure'
      ? tie.winners[0] === 'Yes'
        ? 'the measure passes'
        : 'the measure fails'
      : `${tie.winners.join(', ')} seated`
  return `${what} resolved ${how[tie.resolution]} on ${on}: ${outcome}.`
}
