/** How long a busy page may put off idle work before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000

/**
 * Runs `work` once the browser is idle (after 2 s at the latest; after 200 ms where it has no idle callback),
 * so code a visitor may want soon (a dialog's script) is fetched after the page is interactive, not before.
 * Returns a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }
  const timer = window.setTimeout(work, 200)
  return () => window.clearTimeout(timer)
}
