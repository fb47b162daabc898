import { expect, test } from 'vitest'
import { readEnteredCode } from './voter-code'

const TOKEN = 'Ab3_-kL9xQ2mN8pR4sT6uV0wY1zC5dE7fG9hJ2kL4mN'

test.each([
  [TOKEN, TOKEN],
  [`  ${TOKEN}\n`, TOKEN],
  [`https://hoa.example.com/vote/${TOKEN}`, TOKEN],
  [`http://localhost:3000/vote/${TOKEN}?utm=mail#top`, TOKEN],
  [`/vote/${TOKEN}`, TOKEN],
  // A link printed on a notice and typed back over two lines.
  [`https://hoa.example.com/vote/${TOKEN.slice(0, 20)}\n${TOKEN.slice(20)}`, TOKEN],
])('%j is a link', (entered, token) => {
  expect(readEnteredCode(entered)).toEqual({ kind: 'link', token })
})

test.each([
  ['7KQ2-M9XD-4TRB-P3WA', '7KQ2M9XD4TRBP3WA'],
  // Typed from paper: lower case, spaces instead of dashes, O for zero and I or l for one.
  ['7kq2 m9xd 4trb p3wa', '7KQ2M9XD4TRBP3WA'],
  ['7KQ2M9XD4TRBP3WA', '7KQ2M9XD4TRBP3WA'],
  ['OOII-llOO-2222-3333', '00111100' + '22223333'],
  // The QR code on a mail ballot holds a link to /vote with the code; a scanner types it.
  ['https://hoa.example.com/vote?code=7KQ2-M9XD-4TRB-P3WA', '7KQ2M9XD4TRBP3WA'],
])('%j is the voter code %s', (entered, code) => {
  expect(readEnteredCode(entered)).toEqual({ kind: 'code', code })
})

test.each([
  '',
  'hello',
  TOKEN.slice(1),
  `${TOKEN}x`,
  'https://hoa.example.com/results/123',
  `/vote/${TOKEN}%`,
  'a/b<c>',
  // 15 and 17 characters; U is not in the alphabet.
  '7KQ2-M9XD-4TRB-P3W',
  '7KQ2-M9XD-4TRB-P3WAA',
  '7KQ2-M9XD-4TRB-P3WU',
  'https://hoa.example.com/vote?code=nonsense',
])('%j is neither', (entered) => {
  expect(readEnteredCode(entered)).toBeNull()
})
