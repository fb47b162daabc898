import { seal, unseal } from '~/lib/keyring.server'
import type { CheckedChoice } from './ballot-rules'

// A ballot's content as it is stored: the unit's weight and every choice, sealed with AES-256-GCM under the
// election's own key (derived from the server secret, never stored). The election and the receipt are bound
// in, so a sealed ballot copied onto another row or into another election no longer opens. The plaintext is
// padded to a multiple of 1 KiB: a blank ballot and a full one are the same size on disk, so the length of
// a row version says nothing of what it holds (decision 0011).

export type BallotContent = { weight: string; choices: CheckedChoice[] }

const PAD_TO = 1024

const purpose = (electionId: string) => `election-ballots:${electionId}`
const context = (electionId: string, receipt: string) => `${electionId}|${receipt}`

export function sealBallot(electionId: string, receipt: string, content: BallotContent): Buffer {
  const json = JSON.stringify({
    w: content.weight,
    c: content.choices.map((choice) => [choice.contestId, choice.optionId, choice.writeIn]),
  })
  const body = Buffer.from(json, 'utf8')
  // JSON never contains a raw space after the last brace, so trailing spaces are padding.
  const padded = Buffer.alloc(Math.ceil((body.length + 1) / PAD_TO) * PAD_TO, ' ')
  body.copy(padded)
  return seal(purpose(electionId), padded, context(electionId, receipt))
}

/** The content, or null when the sealed bytes were changed, moved, or sealed under another secret. */
export function openBallot(electionId: string, receipt: string, sealed: Uint8Array): BallotContent | null {
  const plain = unseal(purpose(electionId), sealed, context(electionId, receipt))
  if (!plain) return null
  const parsed = JSON.parse(plain.toString('utf8').trimEnd()) as {
    w: string
    c: Array<[string, string | null, string | null]>
  }
  return {
    weight: parsed.w,
    choices: parsed.c.map(([contestId, optionId, writeIn]) => ({ contestId, optionId, writeIn })),
  }
}
