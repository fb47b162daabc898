import { apiError } from './api-error.server'

// Each multipart form post may hold its files (up to about 20 MB) until they are stored, so the process
// takes only a few at once; one more is told to come back soon rather than queued in memory
// (issue 14 item 5).

/** Multipart form posts taken at once by this process. */
export const MAX_CONCURRENT_UPLOADS = 4

/** Seconds a refused upload is asked to wait: about how long a 20 MB post takes to be stored. */
const RETRY_AFTER_SECONDS = 5

export type Slots = {
  /** A slot, released by calling what it returns (once; later calls do nothing), or a 503 AppError. */
  take: () => () => void
  inUse: () => number
}

export function createSlots(max: number): Slots {
  let used = 0
  return {
    take() {
      if (used >= max)
        throw apiError('busy', 503, 'busy', undefined, { retryAfterSeconds: RETRY_AFTER_SECONDS })
      used++
      let released = false
      return () => {
        if (released) return
        released = true
        used--
      }
    },
    inUse: () => used,
  }
}

export const uploadSlots = createSlots(MAX_CONCURRENT_UPLOADS)
