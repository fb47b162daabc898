import fc from 'fast-check'
import { beforeEach, expect, test } from 'vitest'
import { staffActor } from '../../../tests/factories/communities'
import { electionCommunity, openedElection, vote, type TestUnit } from '../../../tests/factories/elections'
import {
  referenceTally,
  writeInKey,
  type RefBallot,
  type RefContest,
} from '../../../tests/elections/reference-tally'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { closeElection } from './lifecycle.server'
import { getResults } from './results.server'
import type { ShownResults } from './types'

// Random elections, rolls and ballots, cast through the real services and counted by closeElection (SQL
// sums, tally.ts rules), must agree to the last millionth with the reference count in
// tests/elections/reference-tally.ts, which shares no code with them.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

// Up to six places, sometimes written with trailing zeros ("2.500"), now and then a 12-digit weight.
const weight = fc
  .tuple(
    fc.oneof(
      { weight: 5, arbitrary: fc.bigInt({ min: 1n, max: 5_000_000n }) },
      { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 999_999_999_999_999_999n }) },
    ),
    fc.integer({ min: 0, max: 6 }),
  )
  .map(([millionths, places]) => {
    const whole = millionths / 1_000_000n
    const part = (millionths % 1_000_000n).toString().padStart(6, '0')
    const kept = part.replace(/0+$/, '').padEnd(places, '0')
    return kept ? `${whole}.${kept}` : `${whole}`
  })

const contest: fc.Arbitrary<RefContest> = fc.oneof(
  fc.record({
    kind: fc.constant('candidates' as const),
    method: fc.constantFrom('plurality' as const, 'cumulative' as const, 'approval' as const),
    seats: fc.integer({ min: 1, max: 3 }),
    candidates: fc
      .integer({ min: 1, max: 5 })
      .map((n) => Array.from({ length: n }, (_, i) => `Candidate ${i + 1}`)),
  }),
  fc
    .record({
      kind: fc.constant('measure' as const),
      fraction: fc.oneof(
        fc.constantFrom([1, 2], [2, 3], [67, 100], [3, 4]),
        fc
          .integer({ min: 1, max: 1000 })
          .chain((d) => fc.tuple(fc.integer({ min: 1, max: d }), fc.constant(d))),
      ),
      base: fc.constantFrom('yes_no' as const, 'ballots_cast' as const, 'all_weight' as const),
      comparison: fc.option(fc.constantFrom('more_than' as const, 'at_least' as const), { nil: undefined }),
    })
    .map(({ fraction: [numerator, denominator], ...rest }) => ({
      ...rest,
      numerator: numerator!,
      denominator: denominator!,
    })),
)

const WRITE_INS = ['Pat Quinn', 'pat quinn', ' Pat   Quinn ', 'Lee Park', 'LEE PARK', 'Mo Reyes']

const scenario = fc.record({
  roll: fc.array(fc.record({ weight, email: fc.boolean() }), { minLength: 1, maxLength: 60, size: 'max' }),
  // Some rolls give every unit the same weight, so that ties and exact thresholds come up.
  uniform: fc.option(fc.constantFrom('1', '2.5', '0.000003'), { nil: null, freq: 2 }),
  contests: fc.array(fc.tuple(contest, fc.boolean()), { minLength: 1, maxLength: 4 }),
  quorum: fc.record({
    hundredths: fc.integer({ min: 0, max: 10_000 }),
    basis: fc.constantFrom('units' as const, 'weight' as const),
  }),
  secret: fc.boolean(),
  revoteAllowed: fc.boolean(),
  seed: fc.integer(),
})

/** A small seeded generator for the ballots (fast-check picks the seed, so a failure replays). */
function random(seed: number) {
  let state = seed >>> 0 || 1
  return (n: number) => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0
    state = (state ^ (state >>> 13)) >>> 0
    return state % n
  }
}

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never

function ballotFor(s: Scenario, next: (n: number) => number): RefBallot['choices'] {
  return s.contests.map(([c, writeIns]) => {
    if (next(5) === 0) return null // the contest left out of the submission
    if (c.kind === 'measure') {
      // Each run leans yes, no or abstain, so that measures pass and fail.
      const answer = next(3) === 0 ? next(3) : (s.seed >>> 0) % 3
      return next(8) === 0 ? { picks: [], writeIn: null } : { picks: [answer], writeIn: null }
    }
    // Cumulative: up to `seats` votes, a candidate picked again for each further vote; approval: any number.
    const picks =
      c.method === 'cumulative'
        ? Array.from({ length: next(c.seats + 1) }, () => next(c.candidates.length))
        : c.candidates
            .map((_, i) => i)
            .filter(() => next(2) === 0)
            .slice(0, c.method === 'approval' ? undefined : c.seats)
    const room = c.method === 'approval' || picks.length < c.seats
    const writeIn = writeIns && room && next(3) === 0 ? WRITE_INS[next(WRITE_INS.length)]! : null
    return { picks, writeIn }
  })
}

async function run(s: Scenario) {
  const units: TestUnit[] = s.roll.map((u, i) => ({
    label: `Unit ${i + 1}`,
    weight: s.uniform ?? u.weight,
    emails: u.email ? [`unit${i + 1}@example.com`] : [],
  }))
  const community = await electionCommunity(t.db, staff, units)
  const percent = `${Math.floor(s.quorum.hundredths / 100)}.${String(s.quorum.hundredths % 100).padStart(2, '0')}`
  const election = await openedElection(t.db, staff, community.id, {
    secret: s.secret,
    revoteAllowed: s.revoteAllowed,
    quorum: { percent, basis: s.quorum.basis },
    contests: s.contests.map(([c, writeIn]) =>
      c.kind === 'measure'
        ? {
            kind: 'measure',
            title: 'Measure',
            threshold: {
              numerator: c.numerator,
              denominator: c.denominator,
              base: c.base,
              comparison: c.comparison,
            },
          }
        : {
            kind: 'candidates',
            title: 'Race',
            seats: c.seats,
            method: c.method,
            writeIn,
            options: c.candidates.map((label) => ({ label })),
          },
    ),
  })
  const next = random(s.seed)
  const counted = new Map<number, RefBallot>()
  // Each unit votes or not; some try again later (replacing the ballot only where revote is allowed).
  const order = units.map((_, i) => i).filter(() => next(4) !== 0)
  for (const i of [...order, ...order.filter(() => next(4) === 0)]) {
    const choices = ballotFor(s, next)
    const submission = choices.flatMap((choice, c) => {
      if (!choice) return []
      const ids = election.contests[c]!.options
      return [
        {
          contestId: election.contests[c]!.id,
          optionIds: choice.picks.map((p) => ids[p]!.id),
          writeIn: choice.writeIn ?? undefined,
        },
      ]
    })
    const cast = vote(t.db, election.links.get(units[i]!.label), submission)
    if (counted.has(i) && !s.revoteAllowed) {
      await expect(cast).rejects.toMatchObject({ status: 409 })
      continue
    }
    expect(await cast).toMatchObject({ replaced: counted.has(i) })
    counted.set(i, { weight: units[i]!.weight, choices })
  }
  await closeElection(t.db, staff, election.id)
  const { results } = await getResults(t.db, { actor: staff }, election.id)
  const expected = referenceTally({
    roll: units.map((u) => u.weight),
    quorum: s.quorum,
    contests: s.contests.map(([c]) => c),
    ballots: [...counted.values()],
  })
  expect(comparable(results)).toEqual({ ...expected, quorum: { ...expected.quorum, percent } })
}

/** The stored results in the reference's terms: write-ins by their name key (the label must be one as cast). */
function comparable(results: ShownResults) {
  const key = (label: string, kind: string) => {
    if (kind !== 'write_in') return label
    expect(WRITE_INS.map((w) => w.trim())).toContain(label)
    return writeInKey(label)
  }
  return {
    ballots: results.ballots,
    weight: results.weight,
    // The shares beside them are for people; this compares the exact figures company staff see.
    quorum: (({ weightShare: _share, ...exact }) => exact)(results.quorum),
    contests: results.contests.map((c) => {
      const kinds = new Map(c.options.map((o) => [o.label, o.kind]))
      const byKey = (labels: string[]) => labels.map((l) => key(l, kinds.get(l)!)).sort()
      const candidates = c.options.filter((o) => o.kind !== 'write_in')
      const writeIns = c.options
        .filter((o) => o.kind === 'write_in')
        .sort((a, b) => (writeInKey(a.label) < writeInKey(b.label) ? -1 : 1))
      return {
        method: c.method,
        options: [...candidates, ...writeIns].map((o) => ({
          key: key(o.label, o.kind),
          weight: o.weight,
          ballots: o.ballots,
        })),
        blank: { ballots: c.blank.ballots, weight: c.blank.weight },
        winners: byKey(c.winners),
        tied: byKey(c.tied),
        thresholdMet: c.thresholdMet,
        passed: c.passed,
        base: c.base,
        required: c.required,
      }
    }),
  }
}

test(
  'the stored tally of random elections equals an independent count, to the last millionth',
  { timeout: 600_000 },
  async () => {
    // 25 runs fit a 2-core CI in about a minute; the time limit bounds shrinking should a run ever fail.
    await fc.assert(fc.asyncProperty(scenario, run), {
      numRuns: 25,
      interruptAfterTimeLimit: 420_000,
      markInterruptAsFailure: true,
    })
  },
)
