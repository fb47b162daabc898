import { beforeEach, expect, test } from 'vitest'
import { addMembership, newCommunity, staffActor } from '../../../../tests/factories/communities'
import { fileSurvey, NOTE, PAGE, PDF, PHOTO } from '../../../../tests/factories/survey-files'
import { publishedSurvey } from '../../../../tests/factories/surveys'
import { apiCall, type ApiCall } from '../../../../tests/setup/api-call'
import { countRows, routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import type { SurveyActionData } from '~/features/surveys/components/respond-page'
import { answerField } from '~/features/surveys/respond-fields'
import { createSession } from '~/features/staff/sessions.server'
import type { FileAnswer, SurveyResultsView } from '~/features/surveys/types'
import { action as pageAction } from '../../survey'
import * as file from './file'
import * as files from './files'
import * as responses from './responses'
import * as responsesCsv from './responses-csv'
import * as results from './results'

// Sending a file answer to POST /api/surveys/:surveyId/responses (multipart) and to the page's own form
// without JavaScript, and staff reading it back: the download, the CSV, the results' count.

const t = setupTestDatabase()
const call = (handler: unknown, path: string, options: ApiCall = {}) => apiCall(t.db, handler, path, options)

let staffToken: string
let boardToken: string
let otherBoardToken: string
let surveyId: string

beforeEach(async () => {
  const manager = await staffActor(t.db, 'manager', 'Mia Manager')
  staffToken = (await createSession(t.db, manager.id)).token
  const maple = await newCommunity(t.db, manager, { name: 'Maple Hollow HOA' })
  const creek = await newCommunity(t.db, manager, { name: 'Cedar Creek HOA' })
  const board = await staffActor(t.db, 'board', 'Bea Board')
  await addMembership(t.db, board.id, maple.id)
  boardToken = (await createSession(t.db, board.id)).token
  const otherBoard = await staffActor(t.db, 'board', 'Cal Board')
  await addMembership(t.db, otherBoard.id, creek.id)
  otherBoardToken = (await createSession(t.db, otherBoard.id)).token
  surveyId = (await publishedSurvey(t.db, manager, fileSurvey({ communityId: maple.id }))).survey.id
})

function multipart(answers: Record<string, unknown>, name: string, bytes: Buffer) {
  const form = new FormData()
  form.append('data', JSON.stringify({ answers }))
  form.append(answerField(PHOTO), new Blob([new Uint8Array(bytes)]), name)
  return call(responses.action, '/x', { method: 'POST', body: form, params: { surveyId } })
}

const download = (fileId: string, token?: string) =>
  call(file.loader, '/x', { token, params: { surveyId, fileId } })

test('a multipart answer with a file is stored; staff and the survey’s board download it, no one else', async () => {
  expect((await multipart({ [NOTE]: 'Garage' }, 'Dented door.pdf', PDF)).status).toBe(201)
  const csv = await (
    await call(responsesCsv.loader, '/x', { token: staffToken, params: { surveyId } })
  ).text()
  expect(csv.split('\n')[0]).toContain('Attach a photo of the damage')
  expect(csv.split('\n')[1]).toContain('Dented door.pdf')

  const view = (await (
    await call(results.loader, '/x', { token: staffToken, params: { surveyId } })
  ).json()) as SurveyResultsView
  const photo = view.results.questions.find((q) => q.questionId === PHOTO)!
  expect(photo).toMatchObject({ answered: 1, confidential: true })
  expect(photo.texts).toBeUndefined()

  const fileId = (await storedAnswer())[PHOTO]!.id!
  for (const token of [staffToken, boardToken]) {
    const response = await download(fileId, token)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Dented door.pdf"/)
  }
  const list = (token: string) => call(files.loader, '/x', { token, params: { surveyId } })
  expect(await (await list(boardToken)).json()).toEqual({
    files: [
      {
        id: fileId,
        questionId: PHOTO,
        fileName: 'Dented door.pdf',
        kind: 'pdf',
        sizeBytes: PDF.length,
        day: expect.any(String),
      },
    ],
  })
  expect((await list(otherBoardToken)).status).toBe(404)
  expect((await download(fileId, otherBoardToken)).status).toBe(404)
  expect((await download(fileId)).status).toBe(401)
  expect((await download('00000000-0000-4000-8000-000000000000', staffToken)).status).toBe(404)
})

async function storedAnswer() {
  const { rows } = (await t.db.execute('select answers from survey_responses')) as unknown as {
    rows: Array<{ answers: Record<string, FileAnswer> }>
  }
  return rows[0]!.answers
}

test('a page named .pdf is refused at its question with a 422, and nothing is stored', async () => {
  const response = await multipart({}, 'lease.pdf', PAGE)
  expect(response.status).toBe(422)
  expect(((await response.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
    [PHOTO]: ['Please attach a PDF, JPEG or PNG file.'],
  })
  expect([await countRows(t.db, 'survey_responses'), await countRows(t.db, 'survey_files')]).toEqual([0, 0])
})

async function postPage(name: string, bytes: Buffer, id = surveyId) {
  const form = new FormData()
  form.append('intent', 'send')
  form.append(answerField(NOTE), 'Garage')
  form.append(answerField(PHOTO), new Blob([new Uint8Array(bytes)]), name)
  const request = new Request(`http://127.0.0.1/survey/${id}`, { method: 'POST', body: form })
  const args = { request, context: routeContext(t.db), params: { surveyId: id } }
  return (await pageAction(args as never)) as unknown as { data: SurveyActionData; init: { status?: number } }
}

test('without JavaScript the form posts the file: a bad one comes back with its sentence, a good one is kept', async () => {
  const refused = await postPage('damage.png', PAGE)
  expect(refused.init.status).toBe(422)
  expect(refused.data).toMatchObject({
    step: 'answering',
    errors: { [PHOTO]: 'Please attach a PDF, JPEG or PNG file.' },
    answers: { [NOTE]: 'Garage' },
  })
  expect(await countRows(t.db, 'survey_files')).toBe(0)

  const sent = await postPage('door.pdf', PDF)
  expect(sent.data.step).toBe('sent')
  expect((await storedAnswer())[PHOTO]).toMatchObject({ file: 'door.pdf', kind: 'pdf', size: PDF.length })
})

test('without JavaScript a file for a question the answers leave out is not kept', async () => {
  const manager = await staffActor(t.db, 'manager', 'Max Manager')
  const onlyForGarages = fileSurvey({
    questions: [
      { id: NOTE, type: 'short_text', prompt: 'Where is it?' },
      {
        id: PHOTO,
        type: 'file',
        prompt: 'Attach a photo of the roof',
        fileKinds: ['pdf'],
        page: 1,
        showIf: { questionId: NOTE, operator: 'equals', value: 'Roof' },
      },
    ],
  })
  const { survey } = await publishedSurvey(t.db, manager, onlyForGarages)
  expect((await postPage('door.pdf', PDF, survey.id)).data.step).toBe('sent')
  expect([await countRows(t.db, 'survey_responses'), await countRows(t.db, 'survey_files')]).toEqual([1, 0])
})
