import { afterEach, expect, test, vi } from 'vitest'
import type { Database } from './client.server'
import { cachedRead, forgetRead, MAX_KEPT_READS } from './read-cache.server'

const handle = () => ({}) as Database

/** A load that counts its calls and resolves when told to, with the call's number. */
function countedLoad() {
  let calls = 0
  const waiting: Array<() => void> = []
  const load = () => {
    const call = ++calls
    return new Promise<number>((resolve) => waiting.push(() => resolve(call)))
  }
  const finish = () => waiting.splice(0).forEach((resolve) => resolve())
  return { load, finish, calls: () => calls }
}

afterEach(() => vi.useRealTimers())

test('callers during a load share it, and later callers get the kept value until it expires', async () => {
  vi.useFakeTimers()
  const db = handle()
  const counted = countedLoad()
  const first = cachedRead(db, 'k', 1_000, counted.load)
  const second = cachedRead(db, 'k', 1_000, counted.load)
  counted.finish()
  expect(await Promise.all([first, second])).toEqual([1, 1])

  vi.advanceTimersByTime(999)
  expect(await cachedRead(db, 'k', 1_000, counted.load)).toBe(1)
  expect(counted.calls()).toBe(1)

  vi.advanceTimersByTime(1)
  const third = cachedRead(db, 'k', 1_000, counted.load)
  counted.finish()
  expect(await third).toBe(2)
})

test('a key forgotten while its load runs is read again by the next caller, not served stale', async () => {
  const db = handle()
  const counted = countedLoad()
  const before = cachedRead(db, 'k', 60_000, counted.load)
  forgetRead(db, 'k') // a write committed while the read was under way
  counted.finish()
  expect(await before).toBe(1)

  const after = cachedRead(db, 'k', 60_000, counted.load)
  counted.finish()
  expect(await after).toBe(2)
})

test('a whole database forgotten while a load runs: that load is not kept either', async () => {
  const db = handle()
  const counted = countedLoad()
  const before = cachedRead(db, 'k', 60_000, counted.load)
  forgetRead(db)
  counted.finish()
  expect(await before).toBe(1)
  const after = cachedRead(db, 'k', 60_000, counted.load)
  counted.finish()
  expect(await after).toBe(2)
})

test('forgetting a whole database drops its keys and leaves other databases alone', async () => {
  const [one, other] = [handle(), handle()]
  let version = 1
  const load = async () => version
  await cachedRead(one, 'a', 60_000, load)
  await cachedRead(other, 'a', 60_000, load)
  version = 2
  forgetRead(one)
  expect(await cachedRead(one, 'a', 60_000, load)).toBe(2)
  expect(await cachedRead(other, 'a', 60_000, load)).toBe(1)
})

test('a failed load is not kept: the next caller tries again', async () => {
  const db = handle()
  await expect(cachedRead(db, 'k', 60_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down')
  expect(await cachedRead(db, 'k', 60_000, async () => 'up')).toBe('up')
})

test('past the bound the oldest key goes first, so words from visitors cannot grow it without end', async () => {
  const db = handle()
  let loads = 0
  const load = async () => ++loads
  for (let i = 0; i <= MAX_KEPT_READS; i++) await cachedRead(db, `q${i}`, 60_000, load)
  expect(loads).toBe(MAX_KEPT_READS + 1)
  await cachedRead(db, `q${MAX_KEPT_READS}`, 60_000, load) // the newest is kept
  expect(loads).toBe(MAX_KEPT_READS + 1)
  await cachedRead(db, 'q0', 60_000, load) // the oldest was dropped
  expect(loads).toBe(MAX_KEPT_READS + 2)
})
