// A tiny in-process notify: enqueueMail wakes this process's delivery worker at once instead of
// leaving the message to the next poll. Other instances find it on their own poll.

type Listener = () => void
const listeners = new Set<Listener>()

/** Subscribes; returns the function that unsubscribes. */
export function onMailQueued(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function signalMailQueued(): void {
  for (const listener of listeners) listener()
}
