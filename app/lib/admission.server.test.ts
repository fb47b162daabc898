import { describe, expect, test } from 'vitest'
import { AdmissionQueue } from './admission.server'
import { AppError } from './errors'

// The line in front of the cast: no more than `limit` at once, first come first served, and a refusal,
// with the work never run, only when the wait would be or has been too long.

const busy = () => new AppError('busy', 503, 'Too busy.')
const gate = () => {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('AdmissionQueue', () => {
  test('runs at most `limit` at once, the rest in the order they came', async () => {
    const queue = new AdmissionQueue({ limit: 2, maxWaitMs: 10_000, busy })
    const gates = Array.from({ length: 5 }, gate)
    const started: number[] = []
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i)
        await g.opened
        return i
      }),
    )
    await turn()
    expect(started).toEqual([0, 1])
    expect(queue.load).toEqual({ active: 2, waiting: 3 })
    gates[1]!.open()
    await runs[1]
    await turn()
    expect(started).toEqual([0, 1, 2])
    for (const g of gates) g.open()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4])
    expect(queue.load).toEqual({ active: 0, waiting: 0 })
  })

  test('lets the event loop turn between two pieces of work that never wait on I/O', async () => {
    // PGlite answers a statement without real I/O: a line of casts must still let the server accept
    // connections and read requests between two of them, or a voter who just connected waits unseen.
    const queue = new AdmissionQueue({ limit: 1, maxWaitMs: 10_000, busy })
    let finished = 0
    const runs = Array.from({ length: 50 }, () => queue.run(async () => void finished++))
    let finishedAtTheTurn: number | null = null
    setImmediate(() => (finishedAtTheTurn = finished))
    await Promise.all(runs)
    await turn()
    expect(finished).toBe(50)
    // The loop's next turn came after the first piece or two, not after all fifty.
    expect(finishedAtTheTurn).not.toBeNull()
    expect(finishedAtTheTurn).toBeLessThan(3)
  })

  test('one that has waited maxWaitMs is refused and never runs; the line goes on', async () => {
    const queue = new AdmissionQueue({ limit: 1, maxWaitMs: 50, busy })
    const first = gate()
    const running = queue.run(() => first.opened)
    let ran = false
    await expect(queue.run(async () => (ran = true))).rejects.toThrow('Too busy.')
    expect(ran).toBe(false)
    first.open()
    await running
    await expect(queue.run(async () => 'next')).resolves.toBe('next')
  })

  test('refuses at once when the line is longer than the wait allows, judged from recent work', async () => {
    const queue = new AdmissionQueue({ limit: 1, maxWaitMs: 1_000, busy })
    // Work that takes about 7 ms teaches the queue its pace: 2,000 in line would wait some 14 s.
    for (let i = 0; i < 30; i++) await queue.run(() => new Promise((resolve) => setTimeout(resolve, 7)))
    const slow = gate()
    const holders = [queue.run(() => slow.opened)]
    const waiting: Array<Promise<unknown>> = []
    let refused = 0
    for (let i = 0; i < 2_000; i++)
      waiting.push(
        queue
          .run(async () => undefined)
          .catch((error: unknown) => {
            if (error instanceof AppError && error.status === 503) refused += 1
          }),
      )
    await new Promise((resolve) => setImmediate(resolve))
    // Not all 2,000 were let into the line: the ones that could not be served in 1 s were told at once.
    expect(refused).toBeGreaterThan(0)
    expect(queue.load.waiting).toBeLessThan(2_000)
    slow.open()
    await Promise.all([...holders, ...waiting])
  })
})
