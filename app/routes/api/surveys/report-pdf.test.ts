import { beforeEach, describe, expect, test } from 'vitest'
import { staffActor } from '../../../../tests/factories/communities'
import { answeredSurvey } from '../../../../tests/factories/survey-results'
import { Q, surveyInput } from '../../../../tests/factories/surveys'
import { apiCall } from '../../../../tests/setup/api-call'
import { pdfPageCount, pdfWords } from '../../../../tests/setup/pdf-text'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { createSession } from '~/features/staff/sessions.server'
import type { Actor } from '~/features/surveys/access.server'
import { translator } from '~/i18n/catalogues.server'
import { NO_SUCH_ANSWER_MESSAGE } from '~/features/surveys/results.server'
import * as reportRoute from './report-pdf'

// GET /api/surveys/:id/report.pdf: the results report as a PDF, with the results' visibility, the view's
// filters or two groups, and the small-group rule: what the results page withholds, the PDF withholds.

const t = setupTestDatabase()
const english = translator('en', 'surveyResults')
const TOO_FEW = english('question.tooFew')
const FEW_OTHERS = english('question.fewOthers')
const CONFIDENTIAL = english('question.confidential')
let staff: Actor
let token: string

beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
  token = (await createSession(t.db, staff.id!)).token
})

const pdfOf = async (surveyId: string, search = '', bearer?: string) => {
  const response = await apiCall(t.db, reportRoute.loader, `/x${search}`, {
    token: bearer,
    params: { surveyId },
  })
  return { response, bytes: response.ok ? Buffer.from(await response.arrayBuffer()) : null }
}

describe('GET /api/surveys/:id/report.pdf', () => {
  test('a public named survey: every question with its figures, as a download', async () => {
    const survey = await answeredSurvey(t.db, staff, { resultsPublic: true })
    const { response, bytes } = await pdfOf(survey.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toContain('filename="pool-survey-results.pdf"')
    expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-')
    const words = pdfWords(bytes!)
    expect(words).toContain('Survey results: Pool survey')
    expect(words).toContain('Everyone: 5 responses.')
    for (const prompt of ['1. Which building?', '3. Which hours?', '4. Cleanliness?', '12. Rate the areas'])
      expect(words).toContain(prompt)
    // Bars' figures and the table's: North 3 of 5; Morning 3 of 5; the average rating; the NPS.
    expect(words).toContain('North 3 (60%)')
    expect(words).toContain('Morning 3 60%')
    expect(words).toContain('Average out of 5: 3.5')
    expect(words).toContain('Net Promoter Score: +20')
    expect(words).toContain('Annex')
    expect(pdfPageCount(bytes!)).toBeGreaterThan(1)
  })

  test('an anonymous survey: withheld "Other" texts, a withheld filter, a withheld group compared', async () => {
    const survey = await answeredSurvey(t.db, staff, { anonymous: true, resultsPublic: true })
    const all = pdfWords((await pdfOf(survey.id)).bytes!)
    expect(all).toContain(FEW_OTHERS)
    for (const words of ['Annex', 'Night', 'Freezing', 'Too cold', 'warm']) expect(all).not.toContain(words)

    const owners = pdfWords((await pdfOf(survey.id, '?role=owner')).bytes!)
    expect(owners).toContain(`Owners: ${TOO_FEW.toLowerCase()}`)
    expect(owners).not.toContain('Which hours?')

    const morning = `${Q.multiple}:am`
    const compared = await pdfOf(survey.id, `?answer=${morning}&compare=1&b_role=renter`)
    expect(compared.response.headers.get('Content-Disposition')).toContain('pool-survey-results-compared.pdf')
    const words = pdfWords(compared.bytes!)
    expect(words).toContain('Group A: People who answered “Morning” to question 3.')
    expect(words).toContain('Group B: Renters.')
    expect(words).toContain('Group B: Too few responses to show.')
    // Group A (3 responses) answered Heated? yes 2, no 1; group B is withheld in every table.
    expect(words).toContain('Yes 2 (67%) Too few to show')
  })

  test('lang=es writes the report in Spanish, the survey’s own words in English where it has none', async () => {
    const survey = await answeredSurvey(t.db, staff, { resultsPublic: true })
    const words = pdfWords((await pdfOf(survey.id, '?lang=es')).bytes!)
    expect(words).toContain('Resultados de la encuesta: Pool survey')
    expect(words).toContain('Todos: 5 respuestas.')
    expect(words).toContain('Promedio de 5: 3.5')
    expect(words).toContain('North 3 (60%)')
    expect(words).not.toContain('Average out of 5')
  })

  test('private answers and private results stay private; a bad filter is refused', async () => {
    const questions = surveyInput().questions.map((q: { id?: string }) =>
      q.id === Q.short ? { ...q, confidential: true } : q,
    )
    const survey = await answeredSurvey(t.db, staff, { questions })
    expect((await pdfOf(survey.id)).response.status).toBe(404)
    const staffPdf = pdfWords((await pdfOf(survey.id, '', token)).bytes!)
    expect(staffPdf).toContain(CONFIDENTIAL)
    expect(staffPdf).not.toContain('warm')
    const bad = await pdfOf(survey.id, `?answer=${Q.multiple}:noon`, token)
    expect(bad.response.status).toBe(422)
    expect(await bad.response.json()).toMatchObject({ message: NO_SUCH_ANSWER_MESSAGE })
    const malformed = await pdfOf(survey.id, '?answer=pool', token)
    expect(malformed.response.status).toBe(422)
  })
})
