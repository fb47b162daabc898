import { expect, test } from 'vitest'
import { textStream } from './text-stream.server'

test('the body is the pieces in order, as UTF-8', async () => {
  async function* pieces() {
    yield 'Name,Café\r\n'
    yield 'Ana,Crème\r\n'
  }
  expect(await new Response(textStream(pieces())).text()).toBe('Name,Café\r\nAna,Crème\r\n')
})

test('a piece is made only when the reader asks for it, and a cancelled download stops the sequence', async () => {
  const made: number[] = []
  let stopped = false
  async function* pieces() {
    try {
      for (let n = 1; n <= 100; n++) {
        made.push(n)
        yield `${n}\n`
      }
    } finally {
      stopped = true
    }
  }
  const reader = textStream(pieces()).getReader()
  expect(new TextDecoder().decode((await reader.read()).value)).toBe('1\n')
  expect(made.length).toBeLessThan(5)
  await reader.cancel()
  expect(stopped).toBe(true)
  expect(made.length).toBeLessThan(5)
})
