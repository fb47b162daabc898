import { setImmediate as nextTurn } from 'node:timers/promises'
import { expect, test } from 'vitest'
import { countRefusals, noteRefusal } from './rate-limit-refusals.server'

test('two requests served at once each hear only their own refusals, across awaits', async () => {
  const first: string[] = []
  const second: string[] = []
  await Promise.all([
    countRefusals(
      (limiter) => first.push(limiter),
      async () => {
        await nextTurn()
        noteRefusal('chat')
        await nextTurn()
        noteRefusal('api')
      },
    ),
    countRefusals(
      (limiter) => second.push(limiter),
      async () => {
        noteRefusal('form-contact')
        await nextTurn()
      },
    ),
  ])
  expect(first).toEqual(['chat', 'api'])
  expect(second).toEqual(['form-contact'])
  noteRefusal('outside any request') // heard by no one, and no error
  expect([...first, ...second]).toHaveLength(3)
})
