import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import type { Answers, Question, SurveyDefinition } from '../types'
import { withMessages } from '../../../../tests/setup/messages'
import { RespondAllSteps } from './respond-all-steps'

// The page the server sends (no JavaScript) with an earlier answer piped into a later question's label.

const AMENITY = 'e0000000-0000-4000-8000-000000000001'
const URGENT = 'e0000000-0000-4000-8000-000000000002'

const questions: Question[] = [
  {
    id: AMENITY,
    type: 'single',
    prompt: 'Which amenity needs work?',
    help: null,
    required: true,
    page: 0,
    options: [{ id: 'pool', label: 'The pool' }],
    allowOther: true,
  },
  {
    id: URGENT,
    type: 'short_text',
    prompt: `You said {{answer:${AMENITY}}} needs work. How urgent is it?`,
    help: `About {{answer:${AMENITY}}}.`,
    required: true,
    page: 1,
  },
]

const survey = {
  id: 'e0000000-0000-4000-8000-0000000000aa',
  title: 'Amenities',
  questions,
} as SurveyDefinition

const page = (answers: Answers) =>
  renderToStaticMarkup(
    withMessages(<RespondAllSteps survey={survey} token={null} start={{ answers, errors: {} }} />, [
      'survey',
    ]),
  )

/** The label of the piped question: the one tied to its text field. */
const labelOf = (html: string) =>
  html.match(new RegExp(`<label for="q-${URGENT}-input"[^>]*>(.*?)</label>`))?.[1] ?? ''

test('before any answer, the label says whose answer goes there', () => {
  const html = renderToStaticMarkup(
    withMessages(<RespondAllSteps survey={survey} token={null} start={null} />, ['survey']),
  )
  expect(labelOf(html)).toContain('You said (your answer to question 1) needs work. How urgent is it?')
  expect(html).toContain('About (your answer to question 1).')
  expect(html).not.toContain('{{answer:')
})

test('after a post, the label holds the answer given, and markup in it is shown as text', () => {
  expect(labelOf(page({ [AMENITY]: 'pool' }))).toContain('You said The pool needs work.')
  const html = page({ [AMENITY]: { other: '<b>the <script>alert(1)</script> gate</b>' } })
  expect(labelOf(html)).toContain(
    'You said &lt;b&gt;the &lt;script&gt;alert(1)&lt;/script&gt; gate&lt;/b&gt; needs work.',
  )
  expect(html).not.toContain('<script>')
  expect(html).not.toContain('<b>the')
})
