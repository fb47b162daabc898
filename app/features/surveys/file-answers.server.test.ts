import { sql } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import { importRoll, newCommunity, rollCsv, staffActor } from '../../../tests/factories/communities'
import {
  capturingMailer,
  HASH_KEY,
  newBrowser,
  publishedSurvey,
  tokenOf,
} from '../../../tests/factories/surveys'
import { fileSurvey, HEIC, NOTE, PAGE, PDF, PHOTO, PNG } from '../../../tests/factories/survey-files'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { isAppError } from '~/lib/errors'
import { submitResponse } from './respond.server'
import { runSurveySchedule } from './scheduler.server'
import type { FileAnswer } from './types'

// A file question's file is checked by its content and kept with its response, or neither is kept.

const t = setupTestDatabase()
let staff: Awaited<ReturnType<typeof staffActor>>
beforeEach(async () => {
  staff = await staffActor(t.db, 'manager')
})

type Rows<T> = { rows: T[] }
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as Rows<T>).rows
const counts = async () =>
  (
    await rows<{ responses: number; files: number }>(sql`select
      (select count(*)::int from survey_responses) as responses, (select count(*)::int from survey_files) as files`)
  )[0]

function send(
  surveyId: string,
  answers: Record<string, unknown>,
  files: Array<[string, string, Buffer]>,
  token?: string,
) {
  const uploads = files.map(([questionId, fileName, bytes]) => ({ questionId, fileName, bytes }))
  return submitResponse(
    t.db,
    surveyId,
    { answers, token },
    { browserId: newBrowser(), hashKey: HASH_KEY },
    uploads,
  )
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!isAppError(error)) throw new Error('expected a refusal')
  return { status: error.status, fieldErrors: error.extra.fieldErrors }
}

test('an attached PDF is stored with its response; the answer names it by id, name, kind and size', async () => {
  const { survey } = await publishedSurvey(t.db, staff, fileSurvey())
  await send(survey.id, { [NOTE]: 'Garage' }, [[PHOTO, 'Dented door.pdf', PDF]])
  const [stored] = await rows<{ answers: Record<string, FileAnswer>; id: string }>(
    sql`select id, answers from survey_responses`,
  )
  const answer = stored!.answers[PHOTO]!
  expect(answer).toEqual({ id: expect.any(String), file: 'Dented door.pdf', kind: 'pdf', size: PDF.length })
  const [file] = await rows<{ id: string; response_id: string; bytes: Uint8Array; file_name: string }>(
    sql`select id, response_id, bytes, file_name from survey_files`,
  )
  expect([file!.id, file!.response_id, file!.file_name]).toEqual([answer.id, stored!.id, 'Dented door.pdf'])
  expect(Buffer.from(file!.bytes).equals(PDF)).toBe(true)
})

test('a file is judged by its content: a page named .pdf, a JPEG name on a PNG, an empty or large file are refused', async () => {
  const { survey } = await publishedSurvey(t.db, staff, fileSurvey())
  const wrong = { status: 422, fieldErrors: { [PHOTO]: ['Please attach a PDF, JPEG or PNG file.'] } }
  expect(await refusal(send(survey.id, {}, [[PHOTO, 'damage.pdf', PAGE]]))).toEqual(wrong)
  expect(await refusal(send(survey.id, {}, [[PHOTO, 'damage.jpg', PNG]]))).toEqual(wrong)
  expect(await refusal(send(survey.id, {}, [[PHOTO, 'photo.heic', HEIC]]))).toEqual(wrong)
  const large = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])
  expect(await refusal(send(survey.id, {}, [[PHOTO, 'big.pdf', large]]))).toEqual({
    status: 422,
    fieldErrors: { [PHOTO]: ['The file is larger than 10 MB.'] },
  })
  expect((await refusal(send(survey.id, {}, [[PHOTO, 'empty.pdf', Buffer.alloc(0)]]))).status).toBe(422)
  expect(await counts()).toEqual({ responses: 0, files: 0 })
})

test('a required file question needs a file: an answer that only claims one counts for nothing', async () => {
  const { survey } = await publishedSurvey(t.db, staff, fileSurvey())
  const claimed = { [PHOTO]: { file: 'photo.png', size: 100 } }
  expect(await refusal(send(survey.id, claimed, []))).toEqual({
    status: 422,
    fieldErrors: { [PHOTO]: ['Please answer this question.'] },
  })
  expect((await refusal(send(survey.id, {}, [[NOTE, 'x.pdf', PDF]]))).fieldErrors).toMatchObject({
    [NOTE]: ['This question does not take a file.'],
  })
  expect(await counts()).toEqual({ responses: 0, files: 0 })
})

test('a good file with an answer to fix is not kept: the response and its files are one transaction', async () => {
  const { survey } = await publishedSurvey(t.db, staff, fileSurvey())
  const tooLong = { [NOTE]: 'x'.repeat(30) }
  expect((await refusal(send(survey.id, tooLong, [[PHOTO, 'a.png', PNG]]))).fieldErrors).toEqual({
    [NOTE]: ['Please keep the answer to 20 characters or fewer.'],
  })
  expect(await counts()).toEqual({ responses: 0, files: 0 })
})

test('HEIC is told by its content when the author accepts it', async () => {
  const { survey } = await publishedSurvey(
    t.db,
    staff,
    fileSurvey({
      questions: [{ id: PHOTO, type: 'file', prompt: 'Photo', fileKinds: ['heic'] }],
    }),
  )
  await send(survey.id, {}, [[PHOTO, 'IMG_0001.HEIC', HEIC]])
  expect(await rows(sql`select kind, file_name from survey_files`)).toEqual([
    { kind: 'heic', file_name: 'IMG_0001.HEIC' },
  ])
})

test('an anonymous survey keeps a neutral name, and its daily rewrite keeps each file with its response', async () => {
  const communityId = (await newCommunity(t.db, staff)).id
  const owners = ['Ann', 'Bo'].map((name, i) => ({
    unit: `Unit ${i + 1}`,
    owner_name: `${name} Owner`,
    owner_email: `${name.toLowerCase()}@example.com`,
    weight: '1',
  }))
  await importRoll(t.db, staff, communityId, rollCsv(owners))
  const { survey, sent } = await publishedSurvey(t.db, staff, {
    ...fileSurvey(),
    audience: 'invitation',
    communityId,
    anonymous: true,
  })
  await send(survey.id, { [NOTE]: 'first' }, [[PHOTO, 'Ann Owner lease.pdf', PDF]], tokenOf(sent[0]!))
  await send(survey.id, { [NOTE]: 'second' }, [[PHOTO, 'IMG_2231.png', PNG]], tokenOf(sent[1]!))
  const pairs = () =>
    rows<{
      note: string
      file_name: string
      size: number
      same: boolean
    }>(sql`select r.answers->>${NOTE} as note,
      f.file_name, f.size_bytes as size, (r.answers->${PHOTO}->>'id')::uuid = f.id as same
      from survey_files f join survey_responses r on r.id = f.response_id order by note`)
  const before = await pairs()
  expect(before).toEqual([
    { note: 'first', file_name: 'answer-1.pdf', size: PDF.length, same: true },
    { note: 'second', file_name: 'answer-1.png', size: PNG.length, same: true },
  ])
  expect(await runSurveySchedule(t.db, capturingMailer().mail)).toMatchObject({ shuffled: 1 })
  expect(await pairs()).toEqual(before)
})
