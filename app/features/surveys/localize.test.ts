import { expect, test } from 'vitest'
import { englishLang, localizeQuestion, localizeSurvey } from './localize'
import { invitationMail, reminderMail, surveyLink } from './messages'
import { checkQuestions } from './respond-steps'
import { SURVEY_2025 } from './seed-2025'
import type { Question, SurveyDefinition } from './types'
import { surveyWords } from './words.server'

// A survey in the respondent's language: the author's Spanish where given, English (marked) where not.

const role: Question = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'single',
  prompt: 'Do you own or rent?',
  help: 'Choose one.',
  required: true,
  page: 0,
  options: [
    { id: 'owner', label: 'Owner' },
    { id: 'renter', label: 'Renter' },
  ],
  translations: { es: { prompt: '¿Es propietario o inquilino?', options: { owner: 'Propietario' } } },
}

const survey: SurveyDefinition = {
  id: 's',
  slug: null,
  title: 'Pool survey',
  description: 'About the pool.',
  anonymous: true,
  status: 'published',
  audience: 'open',
  opensAt: null,
  closesAt: null,
  thankYou: 'Thanks!',
  questions: [role],
  translations: { es: { title: 'Encuesta de la piscina', thankYou: '' } },
}

test('each part in Spanish where the author gave it, English and marked where not', () => {
  const local = localizeQuestion(role, 'es')
  expect(local.prompt).toBe('¿Es propietario o inquilino?')
  expect(local.help).toBe('Choose one.')
  expect(local.options).toEqual([
    { id: 'owner', label: 'Propietario' },
    { id: 'renter', label: 'Renter' },
  ])
  expect(local.inEnglish).toEqual({ help: true, options: ['renter'] })
  expect(englishLang(local.inEnglish, 'help')).toBe('en')
  expect(englishLang(local.inEnglish, 'prompt')).toBeUndefined()
  expect(englishLang(local.inEnglish, 'options', 'renter')).toBe('en')
  expect(englishLang(local.inEnglish, 'options', 'owner')).toBeUndefined()
  expect(local).not.toHaveProperty('translations')
})

test('the survey: a blank Spanish field falls back to English; English pages are the English as stored', () => {
  const es = localizeSurvey(survey, 'es')
  expect(es.title).toBe('Encuesta de la piscina')
  expect(es.thankYou).toBe('Thanks!')
  expect(es.inEnglish).toEqual(['description', 'thankYou'])
  const en = localizeSurvey(survey, 'en')
  expect(en.title).toBe('Pool survey')
  expect(en.questions[0]!.prompt).toBe('Do you own or rent?')
  expect(en.inEnglish).toBeUndefined()
  expect(en.questions[0]!.inEnglish).toBeUndefined()
})

test('the 2025 survey has every question in Spanish', () => {
  const es = localizeSurvey(
    { ...survey, ...SURVEY_2025, questions: SURVEY_2025.questions as Question[] },
    'es',
  )
  expect(es.title).toBe('Encuesta comunitaria 2025')
  expect(es.inEnglish).toBeUndefined()
  expect(es.questions.filter((q) => q.inEnglish)).toEqual([])
})

test('the checks speak the respondent’s language', () => {
  const es = surveyWords('es')
  expect(checkQuestions(es, [localizeQuestion(role, 'es')], {})).toEqual({
    [role.id]: 'Responda esta pregunta.',
  })
  expect(checkQuestions(surveyWords(), [role], { [role.id]: 'nobody' })).toEqual({
    [role.id]: 'Please choose one of the listed answers.',
  })
})

const about = (locale: 'en' | 'es') => ({
  surveyId: 's',
  surveyTitle: locale === 'es' ? 'Encuesta de la piscina' : 'Pool survey',
  communityName: 'Maple Ridge HOA',
  closesAt: new Date('2026-06-30T18:00:00Z'),
  anonymous: true,
  recipient: 'Ana García',
  t: surveyWords(locale),
})

test('a Spanish owner’s invitation: Spanish subject and body, and a link to the /es/ survey page', () => {
  const link = surveyLink('https://example.test', 'pool', 'tok123', 'es')
  expect(link).toBe('https://example.test/es/survey/pool?token=tok123')
  const mail = invitationMail(about('es'), ['ana@example.test'], link)
  expect(mail.locale).toBe('es')
  expect(mail.subject).toBe('Su encuesta: Encuesta de la piscina')
  expect(mail.intro[0]).toBe(
    'Maple Ridge HOA quiere conocer su opinión. La encuesta toma unos minutos; use el enlace de abajo para responder.',
  )
  expect(mail.fields.map((f) => f.label)).toEqual([
    'Comunidad',
    'Para',
    'Responda antes del',
    'Su enlace a la encuesta',
  ])
  expect(mail.fields[2]!.value).toMatch(/junio/)
  expect(mail.fields[3]!.value).toBe(link)
  expect(reminderMail(about('es'), [], link).subject).toBe('Recordatorio: Encuesta de la piscina')
})

test('an English owner’s invitation keeps its words and the English address', () => {
  const link = surveyLink('https://example.test', 'pool', 'tok123')
  expect(link).toBe('https://example.test/survey/pool?token=tok123')
  const mail = invitationMail(about('en'), ['bo@example.test'], link)
  expect(mail.subject).toBe('Your survey: Pool survey')
  expect(mail.outro).toEqual(['This link is yours alone and works once: please do not forward this email.'])
})
