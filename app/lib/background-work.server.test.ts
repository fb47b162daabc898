import { AsyncLocalStorage } from 'node:async_hooks'
import { expect, test, vi } from 'vitest'
import { backgroundWorkSettled, MAX_WAITING_JOBS, runInBackground } from './background-work.server'

const quiet = () => {}

test('jobs start only after the code that queued them, one at a time, in order', async () => {
  const seen: string[] = []
  const job = (name: string) => ({
    run: async () => {
      seen.push(`${name} starts`)
      await new Promise((resolve) => setTimeout(resolve, 5))
      seen.push(`${name} ends`)
    },
    onError: quiet,
  })
  expect(runInBackground(job('a'))).toBe(true)
  expect(runInBackground(job('b'))).toBe(true)
  await Promise.resolve() // an answer built in the same turn, after a few awaits, comes first
  seen.push('answered')
  await backgroundWorkSettled()
  expect(seen).toEqual(['answered', 'a starts', 'a ends', 'b starts', 'b ends'])
})

test('a failed job is reported to its caller and the next one still runs', async () => {
  const errors: unknown[] = []
  let ran = false
  runInBackground({ run: () => Promise.reject(new Error('smtp down')), onError: (e) => errors.push(e) })
  runInBackground({ run: async () => void (ran = true), onError: quiet })
  await backgroundWorkSettled()
  expect(errors).toEqual([new Error('smtp down')])
  expect(ran).toBe(true)
})

test('a job is not part of the async context of the request that queued it', async () => {
  const request = new AsyncLocalStorage<string>()
  let seenInJob: string | undefined = 'not run'
  await request.run('request 1', async () => {
    runInBackground({ run: async () => void (seenInJob = request.getStore()), onError: quiet })
  })
  await backgroundWorkSettled()
  expect(seenInJob).toBeUndefined()
})

test('a full queue refuses more work instead of growing without bound', async () => {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  runInBackground({ run: () => gate, onError: quiet })
  await new Promise((resolve) => setImmediate(resolve)) // the gate job is running, not waiting
  for (let i = 0; i < MAX_WAITING_JOBS; i++)
    expect(runInBackground({ run: async () => {}, onError: quiet })).toBe(true)
  expect(runInBackground({ run: async () => {}, onError: quiet })).toBe(false)
  release()
  await backgroundWorkSettled()
  expect(runInBackground({ run: async () => {}, onError: quiet })).toBe(true)
  await backgroundWorkSettled()
})

test('a graceful stop waits for jobs queued through another copy of this module', async () => {
  // server/app.ts (build/server.js) waits; the routes (the app's build) queue: two copies in production.
  vi.resetModules()
  const inRoutes = await import('./background-work.server')
  expect(inRoutes.runInBackground).not.toBe(runInBackground)
  let done = false
  inRoutes.runInBackground({
    run: () => new Promise<void>((resolve) => setTimeout(() => resolve(void (done = true)), 20)),
    onError: () => undefined,
  })
  await backgroundWorkSettled()
  expect(done).toBe(true)
})
