import { expect, test } from 'vitest'
import { checkAnswer } from './answers'
import { emptyValues, newQuestion, valuesToInput } from './components/builder-values'
import { buildQuestions } from './definition'
import { acceptAttribute, kindList } from './file-kinds'
import { pageAgain, withUploads } from './file-page'
import { SurveyInputSchema } from './schemas'
import type { Question } from './types'
import { surveyWords } from './words.server'
import { survey as english } from '~/i18n/messages/survey.en'

const en = surveyWords()

// A file question's rules that need no server: the builder's kinds, the survey's limits, the page's check
// of a chosen file's name and size, and the page posted again without JavaScript.

const photo: Question = {
  id: '33333333-0000-4000-8000-000000000001',
  type: 'file',
  prompt: 'Attach a photo of the damage',
  help: null,
  required: true,
  page: 0,
  fileKinds: ['png', 'jpg', 'pdf'],
}

test('the accepted kinds read in a fixed order, and Word or Excel cover both their formats', () => {
  expect(kindList(photo.fileKinds)).toBe('PDF, JPEG or PNG')
  expect(kindList(['word'])).toBe('Word')
  expect(acceptAttribute(['jpg', 'word'])).toBe('.jpg,.jpeg,.doc,.docx')
})

test('the page refuses a chosen file by its name and size before sending it', () => {
  expect(checkAnswer(en, photo, { file: 'door.JPEG', size: 2000 })).toEqual({
    value: { file: 'door.JPEG', size: 2000 },
  })
  expect(checkAnswer(en, photo, { file: 'notes.txt', size: 2000 })).toEqual({
    error: 'Please attach a PDF, JPEG or PNG file.',
  })
  expect(checkAnswer(en, photo, { file: 'door.png', size: 10 * 1024 * 1024 + 1 })).toEqual({
    error: 'The file is larger than 10 MB.',
  })
  expect(checkAnswer(en, photo, 'door.png')).toEqual({ error: 'Please attach a PDF, JPEG or PNG file.' })
})

test('the builder sends the kinds; a file question needs one, its answers stay private, at most three a survey', () => {
  const question = { ...newQuestion('file'), prompt: 'Attach your lease' }
  const payload = valuesToInput({ ...emptyValues(), title: 'Leases', questions: [question] })
  expect(payload.questions[0]).toMatchObject({ type: 'file', fileKinds: ['pdf', 'jpg', 'png'] })
  const input = SurveyInputSchema.parse(payload)
  expect(buildQuestions(input.questions).questions[0]).toMatchObject({ confidential: true })

  const none = SurveyInputSchema.parse({
    ...payload,
    questions: [{ ...payload.questions[0], fileKinds: [] }],
  })
  expect(buildQuestions(none.questions).fieldErrors).toEqual({
    'questions.0.fileKinds': ['Accept at least one kind of file.'],
  })
  const four = SurveyInputSchema.parse({
    ...payload,
    questions: [1, 2, 3, 4].map(() => ({ ...payload.questions[0], id: undefined })),
  })
  expect(buildQuestions(four.questions).fieldErrors).toEqual({
    'questions.3.type': ['A survey can ask for at most 3 files.'],
  })
})

test('without JavaScript a page that comes back asks for the file again, keeping the other answers', () => {
  const answers = withUploads({ note: 'Garage' }, [
    { questionId: photo.id, fileName: 'door.png', bytes: { length: 9 } },
  ])
  expect(answers[photo.id]).toEqual({ file: 'door.png', size: 9 })
  expect(pageAgain(en, [photo], answers, {})).toEqual({
    answers: { note: 'Garage' },
    errors: { [photo.id]: english['file.chooseAgain'] },
  })
  expect(
    pageAgain(en, [photo], answers, { [photo.id]: 'Please attach a PDF, JPEG or PNG file.' }).errors,
  ).toEqual({
    [photo.id]: 'Please attach a PDF, JPEG or PNG file.',
  })
})
