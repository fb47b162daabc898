import { describe, expect, test } from 'vitest'
import { translator } from '~/i18n/catalogues.server'
import type { Translate } from '~/i18n/i18n-provider'
import type { Locale } from '~/i18n/locales'
import { ruleText } from '../tally'
import { tieSentence as englishTieSentence } from '../tie-rules'
import type { ShownTie, Threshold, VotingMethod } from '../types'
import { raceRule as englishRaceRule } from '../voting-methods'
import type { ViewContest } from './results-view'
import { measureRule, optionName, raceRule, tieSentence } from './results-words'

// The results page states each rule and tie from the count in the page's language; in English it must read
// word for word as the sentences stored with the count and shown to staff.

const words = (locale: Locale) =>
  Object.assign(translator(locale, 'results'), { locale }) as unknown as Translate<'results'>
const en = words('en')
const es = words('es')

const thresholds: Threshold[] = [
  { numerator: 1, denominator: 2, base: 'yes_no', comparison: 'more_than' },
  { numerator: 2, denominator: 3, base: 'all_weight', comparison: 'at_least' },
  { numerator: 60, denominator: 100, base: 'ballots_cast', comparison: 'at_least' },
  { numerator: 3, denominator: 4, base: 'yes_no', comparison: 'more_than' },
]

const contest = (over: Partial<ViewContest>) =>
  ({ kind: 'candidates', seats: 1, method: 'plurality', labels: {}, ...over }) as ViewContest

describe('in English, the words stored with the count', () => {
  test.each(thresholds)('measure rule %o', (threshold) => {
    expect(measureRule(threshold, en)).toBe(ruleText(threshold))
  })

  test.each(
    (['plurality', 'cumulative', 'approval'] as VotingMethod[]).flatMap((method) =>
      [1, 3].map((seats) => [method, seats] as const),
    ),
  )('%s race for %i seats', (method, seats) => {
    expect(raceRule({ method, seats }, en)).toBe(englishRaceRule({ method, seats }))
  })

  const tie = (over: Partial<ShownTie>) =>
    ({ resolution: 'coin', winners: ['Dale Whitaker'], ...over }) as ShownTie
  test.each([
    ['candidates', tie({})],
    ['candidates', tie({ resolution: 'lot', winners: ['Ann Lee', 'Bo Park'] })],
    ['measure', tie({ resolution: 'board', winners: ['Yes'] })],
    ['measure', tie({ resolution: 'lot', winners: ['No'] })],
    ['measure', tie({ resolution: 'runoff', winners: [] })],
  ] as const)('a %s tie resolved %o', (kind, shown) => {
    const on = 'Thursday, December 3, 2026 at 5:00 PM MST'
    expect(tieSentence(contest({ kind }), shown, on, en)).toBe(englishTieSentence(kind, shown, on))
  })
})

describe('in Spanish', () => {
  test('rules read in Spanish, with a percentage as es-US writes it', () => {
    expect(measureRule(thresholds[0]!, es)).toBe('Más de la mitad del peso que vota sí o no debe votar sí')
    expect(measureRule(thresholds[2]!, es)).toBe(
      'Al menos el 60% del peso de todas las boletas emitidas debe votar sí',
    )
    expect(raceRule({ method: 'cumulative', seats: 3 }, es)).toBe(
      'Voto acumulativo: cada unidad tenía 3 votos para dar, varios a un mismo candidato si así lo quería, cada uno con el peso completo de la unidad; resultan elegidos los 3 candidatos con más peso de voto',
    )
  })

  test('a measure’s answers and the grouped write-ins take the page’s words; a name stays a name', () => {
    const measure = contest({ kind: 'measure' })
    expect(optionName({ kind: 'yes', label: 'Yes' }, measure, es)).toBe('Sí')
    expect(optionName({ kind: 'abstain', label: 'Abstain' }, measure, es)).toBe('Abstención')
    expect(optionName({ kind: 'write_in', label: 'Other write-ins' }, contest({}), es)).toBe(
      'Otros candidatos por escrito',
    )
    expect(
      optionName(
        { kind: 'candidate', label: 'Keep the board' },
        contest({ labels: { 'Keep the board': 'Mantener la junta' } }),
        es,
      ),
    ).toBe('Mantener la junta')
    expect(optionName({ kind: 'candidate', label: 'Ana Ortiz' }, contest({}), es)).toBe('Ana Ortiz')
  })

  test('a tie resolved by coin toss names the seated candidate', () => {
    const shown = { resolution: 'coin', winners: ['Dale Whitaker'] } as ShownTie
    expect(tieSentence(contest({}), shown, '3 de diciembre de 2026', es)).toBe(
      'Empate en el último puesto, resuelto lanzando una moneda el 3 de diciembre de 2026: puesto asignado a Dale Whitaker.',
    )
  })
})
