import { afterEach, expect, test, vi } from 'vitest'
import { dismissToast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toast, getToasts } from './toast-store'

afterEach(() => vi.useRealTimers())

test('one toast at a time: the newest replaces the one on screen', () => {
  expect(TOAST_LIMIT).toBe(1)
  toast({ title: 'Saved' })
  toast({
    title: 'Error',
    description: 'Failed to submit feedback. Please try again.',
    variant: 'destructive',
  })
  const shown = getToasts()
  expect(shown).toHaveLength(1)
  expect(shown[0]).toMatchObject({ title: 'Error', variant: 'destructive', open: true })
})

test('a dismissed toast closes at once and is removed after 1,000,000 ms', () => {
  vi.useFakeTimers()
  const id = toast({ title: 'Quote Request Submitted' })
  dismissToast(id)
  expect(getToasts()[0]).toMatchObject({ id, open: false })
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
  expect(getToasts()).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect(getToasts()).toHaveLength(0)
})
