import { expect, test } from 'vitest'
import { ElectionInputSchema } from '../schemas'
import type { Election } from '../types'
import { draftNotice } from './election-form-notice'
import {
  electionToValues,
  newElectionValues,
  newMeasure,
  newRace,
  ruleInWords,
  valuesToInput,
  withCommunity,
  type CommunityChoice,
  type ElectionFormValues,
} from './election-form-values'

const community: CommunityChoice = {
  id: '3f1e9c5a-1b2c-4d5e-8f90-123456789abc',
  name: 'Canyon Ridge HOA',
  quorumPercent: '25',
  quorumBasis: 'units',
  secretBallotDefault: false,
  revoteAllowedDefault: true,
  totals: { units: 50, totalWeight: '50' },
}

function filled(): ElectionFormValues {
  const race = { ...newRace(), title: 'Board of directors', seats: '2' }
  race.options = race.options.map((o, i) => ({ ...o, label: ['Ana Reyes', 'Dale Whitaker'][i]! }))
  const measure = {
    ...newMeasure(),
    title: 'Amend the pet rule',
    preset: 'two-thirds' as const,
    numerator: '2',
    denominator: '3',
    base: 'ballots_cast' as const,
  }
  return {
    ...withCommunity(newElectionValues(), community),
    title: '2026 annual election',
    opensAt: '2026-12-01T08:00',
    closesAt: '2026-12-08T17:00',
    contests: [race, measure],
  }
}

test('a new election takes its community’s defaults, and another community brings its own', () => {
  const start = newElectionValues()
  expect(start).toMatchObject({
    secret: true,
    revoteAllowed: false,
    quorumPercent: '0',
    quorumBasis: 'units',
  })
  expect(withCommunity(start, community)).toMatchObject({
    communityId: community.id,
    secret: false,
    revoteAllowed: true,
    quorumPercent: '25',
  })
})

test('the form becomes a payload the API’s schema accepts, with Utah times in UTC', () => {
  const parsed = ElectionInputSchema.safeParse(valuesToInput(filled()))
  expect(parsed.success).toBe(true)
  const input = parsed.data!
  expect(input.opensAt.toISOString()).toBe('2026-12-01T15:00:00.000Z')
  expect(input.closesAt.toISOString()).toBe('2026-12-09T00:00:00.000Z')
  expect(input.reminderDays).toEqual([7, 1])
  expect(input.contests[0]).toMatchObject({
    kind: 'candidates',
    seats: 2,
    options: [{ label: 'Ana Reyes' }, { label: 'Dale Whitaker' }],
  })
  expect(input.contests[1]).toMatchObject({
    kind: 'measure',
    threshold: { numerator: 2, denominator: 3, base: 'ballots_cast', comparison: 'at_least' },
  })
})

test('mistakes reach the schema as typed, so its messages name the field', () => {
  const values = filled()
  values.closesAt = ''
  values.contests[0] = { ...(values.contests[0] as ReturnType<typeof newRace>), seats: 'two' }
  const parsed = ElectionInputSchema.safeParse(valuesToInput(values))
  const paths = parsed.error!.issues.map((issue) => issue.path.join('.'))
  expect(paths).toContain('closesAt')
  expect(paths).toContain('contests.0.seats')
})

test('the rule is shown in words for each preset and for a custom fraction', () => {
  const measure = newMeasure()
  expect(ruleInWords(measure)).toBe('More than half of the weight voting yes or no must vote yes.')
  expect(
    ruleInWords({ ...measure, preset: 'two-thirds', numerator: '2', denominator: '3', base: 'all_weight' }),
  ).toBe('At least two-thirds of all voting weight on the roll must vote yes.')
  expect(
    ruleInWords({ ...measure, preset: 'custom', numerator: '3', denominator: '4', comparison: 'more_than' }),
  ).toBe('More than 3/4 of the weight voting yes or no must vote yes.')
  expect(ruleInWords({ ...measure, preset: 'custom', numerator: '5', denominator: '4' })).toBeNull()
})

test('a saved draft comes back into the form unchanged', () => {
  const input = ElectionInputSchema.parse(valuesToInput(filled()))
  const election = {
    ...input,
    id: 'e1',
    communityName: community.name,
    status: 'draft',
    opensAt: input.opensAt.toISOString(),
    closesAt: input.closesAt.toISOString(),
    revoteAllowed: true,
    resultsVisibility: 'voters',
    reminderDays: [7, 1],
    contests: input.contests.map((c, i) => ({
      id: `c${i}`,
      position: i,
      kind: c.kind,
      title: c.title,
      description: c.description,
      seats: c.kind === 'candidates' ? c.seats : 1,
      writeIn: c.kind === 'candidates' ? c.writeIn : false,
      threshold: c.kind === 'measure' ? c.threshold : null,
      options:
        c.kind === 'candidates'
          ? c.options.map((o, j) => ({ id: `o${j}`, label: o.label, kind: 'candidate', statement: '' }))
          : [],
    })),
  } as unknown as Election
  const back = electionToValues(election)
  expect(back.opensAt).toBe('2026-12-01T08:00')
  expect(back.closesAt).toBe('2026-12-08T17:00')
  expect(back.contests[1]).toMatchObject({
    preset: 'two-thirds',
    numerator: '2',
    denominator: '3',
    base: 'ballots_cast',
  })
  // Each candidate goes back with its id, so saving keeps it (and its photo).
  const withIds = input.contests.map((c) =>
    c.kind === 'candidates' ? { ...c, options: c.options.map((o, j) => ({ ...o, id: `o${j}` })) } : c,
  )
  expect(ElectionInputSchema.parse(valuesToInput(back))).toEqual({ ...input, contests: withIds })
})

test('a candidate’s statement goes to the API with its line breaks, and comes back into the form', () => {
  const values = filled()
  const race = values.contests[0] as ReturnType<typeof newRace>
  race.options[0]!.statement = '  Treasurer since 2019.\nI read every invoice.  '
  const input = ElectionInputSchema.parse(valuesToInput(values))
  const options = input.contests[0]!.kind === 'candidates' ? input.contests[0]!.options : []
  expect(options.map((o) => o.statement)).toEqual(['Treasurer since 2019.\nI read every invoice.', ''])

  const tooLong = filled()
  ;(tooLong.contests[0] as ReturnType<typeof newRace>).options[1]!.statement = 'x'.repeat(3001)
  const refused = ElectionInputSchema.safeParse(valuesToInput(tooLong))
  expect(refused.error!.issues).toMatchObject([
    {
      path: ['contests', 0, 'options', 1, 'statement'],
      message: 'The candidate’s statement is too long (at most 3000 characters).',
    },
  ])
})

test('the 16-6a-709(4) notice states quorum, approval needed and deadline from the form', () => {
  const draft = draftNotice(filled(), community)
  expect(draft.ok).toBe(true)
  const text = draft.ok ? draft.text : ''
  expect(text).toContain('at least 25% of the units (13 of the 50 units on the roll today)')
  expect(text).toContain(
    '“Amend the pet rule”: at least two-thirds of the weight of all ballots cast must vote yes for it to pass.',
  )
  expect(text).toContain(
    '“Board of directors”: choose up to 2; the 2 candidates with the most votes by weight are elected.',
  )
  expect(text).toContain('You may change your ballot until voting closes')
  expect(text).toContain(
    'Ballots must be received by Tuesday, December 8, 2026 at 5:00 PM MST to be counted.',
  )
})

test('the notice waits for the closing time and valid thresholds', () => {
  const values = { ...filled(), closesAt: '' }
  expect(draftNotice(values, community)).toEqual({ ok: false, missing: ['when voting closes'] })
  const weight = { ...filled(), quorumBasis: 'weight' as const, quorumPercent: '0' }
  expect(draftNotice(weight, community).ok && draftNotice(weight, community)).toMatchObject({
    text: expect.stringContaining('the ballots received make the quorum'),
  })
})

test('how owners vote goes to the API and comes back when a draft is edited', () => {
  const values = filled()
  values.contests[0] = { ...(values.contests[0] as ReturnType<typeof newRace>), method: 'cumulative' }
  const input = ElectionInputSchema.parse(valuesToInput(values))
  expect(input.contests[0]).toMatchObject({ kind: 'candidates', method: 'cumulative', seats: 2 })
  expect(newRace().method).toBe('plurality')
  const election = {
    ...input,
    id: 'e1',
    communityName: 'Canyon Ridge HOA',
    opensAt: input.opensAt.toISOString(),
    closesAt: input.closesAt.toISOString(),
    contests: [{ ...input.contests[0]!, id: 'c1', position: 0, threshold: null, options: [] }],
  } as unknown as Election
  expect(electionToValues(election).contests[0]).toMatchObject({ kind: 'candidates', method: 'cumulative' })
})

test('the confirmation email setting starts on and goes to the API as ticked', () => {
  expect(newElectionValues().sendConfirmations).toBe(true)
  const input = ElectionInputSchema.parse(valuesToInput({ ...filled(), sendConfirmations: false }))
  expect(input.sendConfirmations).toBe(false)
})

/** The filled form with Spanish written beside the election, the race, one candidate and the measure. */
function inSpanish(spanish: boolean): ElectionFormValues {
  const values = filled()
  const race = values.contests[0] as ReturnType<typeof newRace>
  race.titleEs = 'Junta directiva'
  race.options[0]!.statementEs = 'Tesorera desde 2019.'
  const measure = values.contests[1] as ReturnType<typeof newMeasure>
  measure.titleEs = 'Modificar la regla de mascotas'
  return { ...values, spanish, titleEs: 'Elección anual 2026', noticeEs: 'Vote antes del 8 de diciembre.' }
}

test('with “Also in Spanish” ticked, the Spanish goes to the API beside the English, blanks left out', () => {
  const input = ElectionInputSchema.parse(valuesToInput(inSpanish(true)))
  expect(input.title).toBe('2026 annual election')
  expect(input.translations).toEqual({
    es: { title: 'Elección anual 2026', notice: 'Vote antes del 8 de diciembre.' },
  })
  const [race, measure] = input.contests
  expect(race!.translations).toEqual({ es: { title: 'Junta directiva' } })
  expect(race!.kind === 'candidates' && race!.options.map((o) => o.translations)).toEqual([
    { es: { statement: 'Tesorera desde 2019.' } },
    {},
  ])
  expect(measure!.translations).toEqual({ es: { title: 'Modificar la regla de mascotas' } })
})

test('unticked, the Spanish typed earlier is not saved, and the English is unchanged', () => {
  const written = valuesToInput(inSpanish(true))
  const input = ElectionInputSchema.parse(valuesToInput(inSpanish(false)))
  expect(input.translations).toEqual({})
  expect(input.contests.map((c) => c.translations)).toEqual([{}, {}])
  expect(input.contests[0]!.kind === 'candidates' && input.contests[0]!.options[0]!.translations).toEqual({})
  const { translations: _es, contests: _c, ...english } = ElectionInputSchema.parse(written)
  expect(input).toMatchObject(english)
})

test('a Spanish text too long is refused under the API’s key for that field', () => {
  const values = inSpanish(true)
  ;(values.contests[0] as ReturnType<typeof newRace>).titleEs = 'x'.repeat(201)
  const refused = ElectionInputSchema.safeParse(valuesToInput(values))
  expect(refused.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
    'contests.0.translations.es.title',
  ])
})

test('a stored draft with any Spanish opens with “Also in Spanish” ticked and its Spanish in place', () => {
  const stored = (spanish: boolean) => {
    const input = ElectionInputSchema.parse(valuesToInput(inSpanish(spanish)))
    return {
      ...input,
      id: 'e1',
      status: 'draft',
      opensAt: input.opensAt.toISOString(),
      closesAt: input.closesAt.toISOString(),
      contests: input.contests.map((c, i) => ({
        ...c,
        id: `c${i}`,
        seats: c.kind === 'candidates' ? c.seats : 1,
        method: c.kind === 'candidates' ? c.method : 'plurality',
        threshold: c.kind === 'measure' ? c.threshold : null,
        options: c.kind === 'candidates' ? c.options.map((o, j) => ({ ...o, id: `o${j}` })) : [],
      })),
    } as unknown as Election
  }
  const back = electionToValues(stored(true))
  expect(back).toMatchObject({
    spanish: true,
    titleEs: 'Elección anual 2026',
    descriptionEs: '',
    noticeEs: 'Vote antes del 8 de diciembre.',
  })
  expect(back.contests[0]).toMatchObject({
    titleEs: 'Junta directiva',
    options: [{ statementEs: 'Tesorera desde 2019.', labelEs: '' }, { statementEs: '' }],
  })
  expect(back.contests[1]).toMatchObject({ titleEs: 'Modificar la regla de mascotas' })
  expect(valuesToInput(back).translations).toEqual(valuesToInput(inSpanish(true)).translations)

  const english = electionToValues(stored(false))
  expect(english).toMatchObject({ spanish: false, titleEs: '', noticeEs: '' })
})
