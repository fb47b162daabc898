import { expect, test } from 'vitest'
import { translator } from '~/i18n/catalogues.server'
import type { Locale } from '~/i18n/locales'
import { formatDay, formatMean, percent } from './components/results-format'
import { groupTitle } from './results-groups'
import { localizeResultsView } from './results-localize'
import type { ResultsWords } from './results-words'
import type { Question, SurveyResults, SurveyResultsView } from './types'

// The results in the page's language: the author's Spanish where given, English marked where not, the
// site's answer words from the catalogue, and figures through Intl.

const words = (locale: Locale): ResultsWords => Object.assign(translator(locale, 'surveyResults'), { locale })

const role: Question = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'single',
  prompt: 'Do you own or rent?',
  help: '',
  required: true,
  page: 0,
  allowOther: true,
  options: [
    { id: 'owner', label: 'Owner' },
    { id: 'renter', label: 'Renter' },
  ],
  translations: { es: { prompt: '¿Es propietario o inquilino?', options: { owner: 'Propietario' } } },
}
const heated: Question = { id: 'h', type: 'yes_no', prompt: 'Heated?', help: '', required: false, page: 0 }

const results: SurveyResults = {
  surveyId: 's',
  total: 1234,
  overTime: [],
  filters: { answer: { questionId: role.id, choice: 'owner' } },
  suppressed: false,
  communities: [],
  hasRoleFilter: false,
  questions: [
    {
      questionId: role.id,
      type: 'single',
      prompt: 'Do you own or rent?',
      answered: 3,
      suppressed: false,
      counts: [
        { key: 'owner', label: 'Owner', count: 2 },
        { key: 'renter', label: 'Renter', count: 1 },
        { key: 'other', label: 'Other', count: 0 },
      ],
    },
    {
      questionId: 'h',
      type: 'yes_no',
      prompt: 'Heated?',
      answered: 3,
      suppressed: false,
      counts: [
        { key: 'true', label: 'Yes', count: 2 },
        { key: 'false', label: 'No', count: 1 },
      ],
    },
  ],
  answerQuestions: [
    {
      questionId: role.id,
      number: 1,
      prompt: 'Do you own or rent?',
      choices: [
        { id: 'owner', label: 'Owner' },
        { id: 'renter', label: 'Renter' },
      ],
    },
  ],
}

const view: SurveyResultsView = {
  survey: {
    id: 's',
    slug: null,
    title: 'Pool survey',
    description: '',
    anonymous: false,
    status: 'published',
    audience: 'open',
    opensAt: null,
    closesAt: null,
    thankYou: '',
    questions: [role, heated],
    translations: { es: { title: 'Encuesta de la piscina' } },
  },
  results,
}

test('English is the view as the server computed it', () => {
  expect(localizeResultsView(view, words('en'))).toBe(view)
})

test('Spanish: the author’s words where given, English marked where not, and the site’s answer words', () => {
  const shown = localizeResultsView(view, words('es'))
  expect(shown.survey.title).toBe('Encuesta de la piscina')
  const [choice, yesNo] = shown.results.questions
  expect(choice!.prompt).toBe('¿Es propietario o inquilino?')
  expect(choice!.promptLang).toBeUndefined()
  expect(choice!.counts).toEqual([
    { key: 'owner', label: 'Propietario', count: 2 },
    { key: 'renter', label: 'Renter', count: 1, lang: 'en' },
    { key: 'other', label: 'Otro', count: 0 },
  ])
  expect(yesNo!.promptLang).toBe('en')
  expect(yesNo!.counts!.map((c) => c.label)).toEqual(['Sí', 'No'])
  expect(shown.results.answerQuestions[0]!.choices).toEqual([
    { id: 'owner', label: 'Propietario' },
    { id: 'renter', label: 'Renter', lang: 'en' },
  ])
})

test('a group in words, in each language', () => {
  const en = localizeResultsView(view, words('en')).results
  const es = localizeResultsView(view, words('es')).results
  expect(groupTitle(en.filters, en, words('en'))).toBe('People who answered “Owner” to question 1')
  expect(groupTitle(es.filters, es, words('es'))).toBe(
    'Personas que respondieron “Propietario” a la pregunta 1',
  )
  expect(groupTitle({ role: 'owner', community: 'other' }, es, words('es'))).toBe(
    'Propietarios en una comunidad que no está en la lista',
  )
  expect(groupTitle({}, es, words('es'))).toBe('Todos')
})

test('shares, means and days: English as it always printed, Spanish through Intl', () => {
  expect(percent(1, 25)).toBe('4.0%')
  expect(percent(1, 3)).toBe('33%')
  expect(percent(1, 25, 'es')).toBe('4.0%')
  expect(percent(0, 0, 'es')).toBe('0%')
  expect(formatMean(3.456)).toBe('3.46')
  expect(formatMean(1234.5, 'es')).toBe('1,234.5')
  expect(formatDay('2025-03-04')).toBe('Mar 4, 2025')
  expect(formatDay('2025-03-04', 'long', 'es')).toBe('4 mar 2025')
  expect(formatDay('2025-03-04', 'short', 'es')).toBe('4 mar')
})
