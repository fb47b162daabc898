import { ROLL_COLUMNS } from '~/features/communities/roll-parse'
import { toCsv } from '~/lib/csv'
import { seededRandom } from '../demo/maple-hollow-roll'

// The benchmark's roll and ballots: 10,000 units in buildings of 100, weights from 0.5 to 2.5 in
// thousandths, one owner in ten without email (a printed notice); ballots chosen by a seeded generator,
// so every run casts the same ones.

export const UNITS = 10_000

export function benchRollCsv(): string {
  const random = seededRandom(12)
  const rows: string[][] = []
  for (let u = 0; u < UNITS; u++) {
    const thousandths = 500 + Math.floor(random() * 2_000)
    const weight = `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`
    const paper = u % 10 === 3
    rows.push([
      `B${Math.floor(u / 100) + 1}-${(u % 100) + 101}`,
      `Owner ${String(u).padStart(5, '0')}`,
      paper ? '' : `owner${u}@example.com`,
      weight,
      `${1000 + u} S ${300 + 10 * Math.floor(u / 100)} E`,
      '',
      paper ? `PO Box ${u}, Sandy, UT 84091` : '',
    ])
  }
  return toCsv(ROLL_COLUMNS, rows)
}

/** A contest as the benchmark votes in it: the first is a 3-seat race with write-ins, the others measures. */
/**
 * The benchmark's election on a community: open since a minute ago for a day, secret, three contests (a
 * board of 3 seats from 5 candidates with write-ins, a two-thirds measure, a majority measure).
 */
export function benchElectionInput(communityId: string, quorumBasis: 'units' | 'weight') {
  return {
    communityId,
    title: 'Benchmark election',
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    secret: true,
    quorum: { percent: '20', basis: quorumBasis },
    contests: [
      {
        kind: 'candidates',
        title: 'Board',
        seats: 3,
        writeIn: true,
        options: ['A', 'B', 'C', 'D', 'E'].map((l) => ({ label: `Candidate ${l}` })),
      },
      {
        kind: 'measure',
        title: 'Amendment',
        threshold: { numerator: 2, denominator: 3, base: 'all_weight' },
      },
      { kind: 'measure', title: 'Budget', threshold: { numerator: 1, denominator: 2, base: 'yes_no' } },
    ],
  }
}

export type BenchContest = { id: string; optionIds: string[] }

const WRITE_INS = ['Pat Quinn', 'Lee Park', 'Mo Reyes']

/** A plausible ballot: up to 3 of the 5 candidates (sometimes a write-in), an answer to each measure. */
export function randomChoices(contests: BenchContest[], seed: number) {
  const random = seededRandom(seed)
  const [race, ...measures] = contests
  const picks = race!.optionIds.filter(() => random() < 0.45).slice(0, 3)
  const writeIn = picks.length < 3 && random() < 0.05 ? WRITE_INS[Math.floor(random() * 3)] : undefined
  return [
    { contestId: race!.id, optionIds: picks, writeIn },
    ...measures.map((m) => ({
      contestId: m.id,
      optionIds: random() < 0.05 ? [] : [m.optionIds[Math.floor(random() * 3)]!],
    })),
  ]
}
