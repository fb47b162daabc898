import { expect, test, vi } from 'vitest'

// The production server holds two copies of this module (build/server.js, which sizes the line at start,
// and the app's build, whose routes cast): both must use one line.

const turn = () => new Promise((resolve) => setImmediate(resolve))

test('the line sized at start is the one every copy of the module casts through', async () => {
  const atStart = await import('./cast-queue.server')
  vi.resetModules()
  const inRoutes = await import('./cast-queue.server')
  expect(inRoutes).not.toBe(atStart)

  atStart.sizeCastQueue({ driver: 'pglite', poolSize: 1 })
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  const casts = Array.from({ length: 3 }, () => inRoutes.inCastQueue(() => opened))
  await turn()
  expect(atStart.castQueueLoad()).toEqual({ active: 2, waiting: 1 })
  open()
  await Promise.all(casts)
  expect(inRoutes.castQueueLoad()).toEqual({ active: 0, waiting: 0 })
  atStart.sizeCastQueue({ driver: 'postgres', poolSize: 10 })
})
