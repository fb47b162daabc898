import type { Answers } from './types'

// Answers kept in the browser until they are sent (issue 13: "a reload loses nothing"), one entry per
// survey and invitation link, removed once the answers are sent. The link itself is a credential, so the
// key holds a short digest of it, never the link.

const PREFIX = 'survey-answers'
const SENT_PREFIX = 'survey-sent'

export type SavedAnswers = { answers: Answers; step: number }

/** FNV-1a, 32 bits: enough to tell one person's links apart in their own browser; not a secret. */
function digest(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

export function answersKey(surveyId: string, token: string | null): string {
  return `${PREFIX}:${surveyId}:${token ? `link-${digest(token)}` : 'open'}`
}

export function sentKey(surveyId: string): string {
  return `${SENT_PREFIX}:${surveyId}`
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The browser's storage, or null where it is missing or refused (private modes, blocked storage). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** What was saved, or null when nothing usable is there. */
export function readSaved(storage: StorageLike | null, key: string): SavedAnswers | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return null
    const { answers, step } = parsed as { answers?: unknown; step?: unknown }
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return null
    return {
      answers: answers as Answers,
      step: typeof step === 'number' && Number.isInteger(step) && step >= 0 ? step : 0,
    }
  } catch {
    return null
  }
}

export function writeSaved(storage: StorageLike | null, key: string, saved: SavedAnswers): void {
  try {
    storage?.setItem(key, JSON.stringify(saved))
  } catch {
    // Storage full or refused: the answers still live in the page until it is closed.
  }
}

export function removeSaved(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // Nothing to do: there was nothing we could read either.
  }
}

/** This browser sent answers to an open-link survey: the day, nothing more. */
export function writeSent(storage: StorageLike | null, surveyId: string): void {
  try {
    storage?.setItem(sentKey(surveyId), new Date().toISOString().slice(0, 10))
  } catch {
    // Refused: the server's own mark still turns a second answer away.
  }
}
