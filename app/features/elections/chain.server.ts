import { createHash } from 'node:crypto'

// Hashing for the audit chain and the ballot digest: JSON with sorted keys, so the same facts always give
// the same bytes, whatever order an object's keys were written in.

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The hash that starts every election's chain. */
export const GENESIS_HASH = '0'.repeat(64)

export type ChainFields = {
  seq: number
  kind: string
  actorName: string
  details: unknown
  at: string
}

/** An event's hash covers the previous hash and everything the event says. */
export function chainHash(prevHash: string, event: ChainFields): string {
  return sha256(`${prevHash}\n${canonicalJson(event)}`)
}

export type ChainCheck = { valid: true; events: number } | { valid: false; events: number; brokenAt: number }

/** Walks a chain in order; the first event whose link or hash does not hold is where it broke. */
export function verifyChain(events: Array<ChainFields & { prevHash: string; hash: string }>): ChainCheck {
  let prev = GENESIS_HASH
  for (const [index, event] of events.entries()) {
    const { prevHash, hash, ...fields } = event
    if (event.seq !== index + 1 || prevHash !== prev || chainHash(prev, fields) !== hash)
      return { valid: false, events: events.length, brokenAt: event.seq }
    prev = hash
  }
  return { valid: true, events: events.length }
}
