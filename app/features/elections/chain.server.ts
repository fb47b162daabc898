import { createHash } from 'node:crypto'
import { keyedHash } from '~/lib/keyring.server'

// Hashing for the audit chain and the roll snapshot: JSON with sorted keys, so the same facts always give the
// same bytes, whatever order an object's keys were written in. The chain is keyed: each event's hash is an
// HMAC under the election's own key, derived from the server secret (app/lib/keyring.server.ts), so someone
// who can edit the database but does not hold the secret cannot write an event, or a whole chain, that checks.

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

/** Every column of an event but its hashes; `seq` is also the count of events up to and with it. */
export type ChainFields = {
  seq: number
  kind: string
  actorId: string | null
  actorName: string
  details: unknown
  at: string
}

const auditPurpose = (electionId: string) => `election-audit:${electionId}`

/** An event's hash covers the election, the previous hash and everything the event says. */
export function chainHash(electionId: string, prevHash: string, event: ChainFields): string {
  return keyedHash(auditPurpose(electionId), `event\n${prevHash}\n${canonicalJson(event)}`)
}

/**
 * The seal kept on the election row: the number of events and the last hash, keyed. Removing the last
 * events leaves a chain that checks link by link, but no longer matches its seal, and the seal for the
 * shorter chain cannot be written without the key.
 */
export function chainSeal(electionId: string, events: number, head: string): string {
  return keyedHash(auditPurpose(electionId), `seal\n${events}\n${head}`)
}

export type ChainCheck =
  | { valid: true; events: number; head: string }
  | { valid: false; events: number; head: string; brokenAt: number }

/** Walks a chain in order; the first event whose link or hash does not hold is where it broke. */
export function verifyChain(
  electionId: string,
  events: Array<ChainFields & { prevHash: string; hash: string }>,
  seal: string | null,
): ChainCheck {
  let prev = GENESIS_HASH
  for (const [index, event] of events.entries()) {
    const { prevHash, hash, ...fields } = event
    if (event.seq !== index + 1 || prevHash !== prev || chainHash(electionId, prev, fields) !== hash)
      return { valid: false, events: events.length, head: prev, brokenAt: event.seq }
    prev = hash
  }
  if (seal !== chainSeal(electionId, events.length, prev))
    return { valid: false, events: events.length, head: prev, brokenAt: events.length + 1 }
  return { valid: true, events: events.length, head: prev }
}
