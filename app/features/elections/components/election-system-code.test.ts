import { expect, test } from 'vitest'
import { votingCodeFrom } from './election-system-code'

const CODE = 'Ab3_-kL9xQ2mN8pR4sT6uV0wY1zC5dE7fG9hJ2kL4mN'

test.each([
  [CODE, CODE],
  [`  ${CODE}\n`, CODE],
  [`https://hoa.example.com/vote/${CODE}`, CODE],
  [`http://localhost:3000/vote/${CODE}?utm=mail#top`, CODE],
  [`/vote/${CODE}`, CODE],
  // A link printed on a notice and typed back over two lines.
  [`https://hoa.example.com/vote/${CODE.slice(0, 20)}\n${CODE.slice(20)}`, CODE],
])('%j holds the code', (entered, code) => {
  expect(votingCodeFrom(entered)).toBe(code)
})

test.each([
  '',
  'hello',
  CODE.slice(1),
  `${CODE}x`,
  'https://hoa.example.com/results/123',
  `/vote/${CODE}%`,
  'a/b<c>',
])('%j holds no code', (entered) => {
  expect(votingCodeFrom(entered)).toBeNull()
})
