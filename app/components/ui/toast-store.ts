import { useSyncExternalStore } from 'react'

// Spec section 9: one toast at a time; a dismissed toast is removed after 1,000,000 ms.
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' }
export type ToastItem = ToastInput & { id: string; open: boolean }

let toasts: ToastItem[] = []
let counter = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function emit(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      emit(toasts.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)))
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id)
}

/** Shows a toast; the newest replaces the one on screen. */
export function toast(input: ToastInput): string {
  const id = String(++counter)
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverSnapshot: ToastItem[] = []

export function getToasts(): ToastItem[] {
  return toasts
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, () => serverSnapshot)
}
