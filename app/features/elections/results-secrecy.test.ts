import { expect, test } from 'vitest'
import { toMillionths } from '~/lib/decimal'
import { ensureDemoAccount } from '../../../scripts/demo/demo-account'
import { DEMO_ELECTION_TITLE, ensureDemoElection } from '../../../scripts/demo/election'
import { ensureMapleHollow, importDemoRoll } from '../../../scripts/demo/maple-hollow'
import { seededRandom } from '../../../scripts/demo/maple-hollow-roll'
import { addMembership, staffActor } from '../../../tests/factories/communities'
import { vote } from '../../../tests/factories/elections'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { issueCredentials } from './credentials.server'
import { getElection, listElections } from './elections.server'
import { certifyElection, closeElection, publishElection } from './lifecycle.server'
import { listRollEntries } from './participation.server'
import { getResults } from './results.server'
import type { ShownResults } from './types'

// Published totals plus who voted can reveal votes: with exact weighted totals, per-option ballot counts
// and the list of units that voted, a search over subsets of the voters' weights finds units that are in
// every subset adding up to a candidate's total, so they voted for that candidate. The attack is run here on the demo election (Maple Hollow, 120
// lots weighted by percentage interest, 15 of them voting), against what a board account and a voter can
// read, and, to show the attack itself works, against the exact figures company staff keep.

const t = setupTestDatabase()

/**
 * One subset of `weights` (indexes; at most `size` of them, exactly `size` when `exact`) whose sum lies in
 * [lo, hi], leaving out `without`; null when there is none. A depth-first search, largest weights first.
 */
function findSubset(
  weights: number[],
  range: { lo: number; hi: number; size: number; exact?: boolean },
  without = -1,
): number[] | null {
  const order = weights
    .map((_, i) => i)
    .filter((i) => i !== without)
    .sort((a, b) => weights[b]! - weights[a]!)
  const rest = order.map((_, k) => order.slice(k).reduce((sum, i) => sum + weights[i]!, 0))
  const taken: number[] = []
  let steps = 0
  const walk = (k: number, sum: number): boolean => {
    if (++steps > 5_000_000) throw new Error('the search did not finish: the test cannot conclude')
    if (sum > range.hi) return false
    if (sum >= range.lo && taken.length > 0 && (!range.exact || taken.length === range.size)) return true
    if (k === order.length || taken.length === range.size || sum + rest[k]! < range.lo) return false
    taken.push(order[k]!)
    if (walk(k + 1, sum + weights[order[k]!]!)) return true
    taken.pop()
    return walk(k + 1, sum)
  }
  return walk(0, 0) ? taken : null
}

/** The units found in every subset that fits: those whose vote for the option the figures give away. */
function determinedUnits(weights: number[], range: Parameters<typeof findSubset>[1]): number[] {
  const first = findSubset(weights, range)
  if (!first) throw new Error('no subset fits the published figures, not even the true one')
  return first.filter((unit) => findSubset(weights, range, unit) === null)
}

/** A rounded share ("12.3") as the interval of exact shares it may stand for, in parts per million. */
const shareInterval = (share: string): [number, number] => {
  const tenths = Math.round(Number(share) * 10)
  return [Math.max(0, tenths - 0.5) * 1_000, (tenths + 0.5) * 1_000]
}

async function certifiedDemoElection() {
  const { actor } = await ensureDemoAccount(t.db)
  const { community } = await ensureMapleHollow(t.db, actor)
  await importDemoRoll(t.db, actor, community)
  await ensureDemoElection(
    { db: t.db, actor, community, origin: 'https://hoa.example.test' },
    'https://hoa.example.test',
  )
  const staff = await staffActor(t.db, 'manager')
  const { id } = (await listElections(t.db, actor)).find((e) => e.title === DEMO_ELECTION_TITLE)!
  const { election } = await getElection(t.db, staff, id)
  const roll = await listRollEntries(t.db, staff, election.id)
  // 15 lots vote, drawn and marked with a fixed seed: up to three of five candidates, and the amendment.
  const random = seededRandom(2026)
  const voters = [...roll].sort(() => random() - 0.5).slice(0, 15)
  const links = await issueCredentials(
    t.db,
    election.id,
    voters.map((unit) => unit.unitId),
  )
  const [race, measure] = election.contests
  // The last candidate gets one ballot only: the case that singles out a unit most easily.
  const [lone, ...others] = [race!.options.at(-1)!, ...race!.options.slice(0, -1)]
  for (const [i, link] of links.entries()) {
    const drawn = [...others].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 3))
    const candidates = i === 0 ? [lone, ...drawn.slice(0, 2)] : drawn
    const answer = measure!.options[Math.floor(random() * 3)]!
    await vote(t.db, link.token, [
      { contestId: race!.id, optionIds: candidates.map((o) => o.id) },
      { contestId: measure!.id, optionIds: [answer.id] },
    ])
  }
  await closeElection(t.db, staff, election.id)
  await certifyElection(t.db, staff, election.id)
  await publishElection(t.db, staff, election.id)
  const board = await staffActor(t.db, 'board', 'Bea Board')
  await addMembership(t.db, board.id, community.id)
  return { election, staff, board, voterToken: links[0]!.token }
}

test('in the certified demo election, no option’s voters can be worked out from what a board account or a voter reads', async () => {
  const { election, staff, board, voterToken } = await certifiedDemoElection()

  // What company staff hold: exact totals, ballot counts, and which lots voted. The attack works on that.
  const exact = (await getResults(t.db, { actor: staff }, election.id)).results
  const staffRoll = await listRollEntries(t.db, staff, election.id)
  const voterWeights = staffRoll.filter((unit) => unit.voted).map((unit) => Number(toMillionths(unit.weight)))
  expect(voterWeights).toHaveLength(15)
  const revealed = exact.contests.flatMap((contest) =>
    contest.options.filter((option) => {
      const weight = Number(toMillionths(option.weight!))
      const range = { lo: weight, hi: weight, size: option.ballots!, exact: true }
      return option.ballots! > 0 && determinedUnits(voterWeights, range).length > 0
    }),
  )
  expect(revealed.length).toBeGreaterThan(0)

  // What a board account reads: the roll without who voted, the turnout count, rounded shares only.
  const boardRoll = await listRollEntries(t.db, board, election.id)
  expect(new Set(boardRoll.map((unit) => unit.voted))).toEqual(new Set(['hidden']))
  const turnout = (await getElection(t.db, board, election.id)).turnout!
  expect(turnout).toMatchObject({ units: 15, weight: null, quorum: { weight: null } })
  const forBoard = (await getResults(t.db, { actor: board }, election.id)).results
  const forVoter = (await getResults(t.db, { token: voterToken }, election.id)).results
  expect(forVoter).toEqual(forBoard)
  for (const shown of [forBoard, forVoter]) expectNoExactFigures(shown)

  const rollWeights = boardRoll.map((unit) => Number(toMillionths(unit.weight)))
  const rollTotal = rollWeights.reduce((a, b) => a + b, 0)
  // The candidate on one ballot shows no share at all; the exact figures single its voter out.
  const lone = forBoard.contests[0]!.options.at(-1)!
  expect(lone).toMatchObject({ label: 'Lena Ostergaard', share: null })
  expect(revealed.map((option) => option.label)).toContain('Lena Ostergaard')
  const [castLo, castHi] = shareInterval(forBoard.weightShare!).map((ppm) => (rollTotal * ppm) / 1_000_000)
  for (const contest of forBoard.contests)
    for (const option of contest.options.filter((o) => o.share !== null && Number(o.share) > 0)) {
      const [lo, hi] = shareInterval(option.share!)
      const range = {
        lo: (castLo! * lo!) / 1_000_000,
        hi: (castHi! * hi!) / 1_000_000,
        size: forBoard.ballots,
      }
      expect({ option: option.label, revealed: determinedUnits(rollWeights, range) }).toEqual({
        option: option.label,
        revealed: [],
      })
    }
})

function expectNoExactFigures(results: ShownResults) {
  expect(results).toMatchObject({ precision: 'rounded', weight: null, quorum: { weight: null } })
  for (const contest of results.contests) {
    expect(contest).toMatchObject({ base: null, required: null, blank: { ballots: null, weight: null } })
    for (const option of contest.options) {
      expect(option).toMatchObject({ weight: null, ballots: null })
      if (option.share !== null) expect(option.share).toMatch(/^\d{1,3}\.\d$/)
    }
  }
}
