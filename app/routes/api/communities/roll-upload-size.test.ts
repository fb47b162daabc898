import { beforeEach, expect, test } from 'vitest'
import { newCommunity, simpleRoll, staffActor } from '../../../../tests/factories/communities'
import { countRows, routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { MAX_ROLL_ROWS } from '~/features/communities/roll-parse'
import { createSession } from '~/features/staff/sessions.server'
import { ROLL_BODY_LIMIT } from './community-api.server'
import * as rollRoute from './roll'

/*
 * A roll just under the 10 MB body limit, of rows as short as a roll allows ("1,A,,1"), is about 1.4 million
 * rows: read whole, they took more than the server's 192 MB heap and stopped it. The upload is read as it
 * arrives and stops at the row limit, so the test counts how much of the body the server asked for.
 */

const t = setupTestDatabase()
let token: string
let communityId: string

beforeEach(async () => {
  const manager = await staffActor(t.db)
  token = (await createSession(t.db, manager.id)).token
  communityId = (await newCommunity(t.db, manager, { name: 'Maple Hollow HOA', weightBasis: 'unit' })).id
})

const BODY_BYTES = 9.8 * 1024 * 1024
const HEADER = 'unit,owner_name,owner_email,weight\n'
const ROW = (n: number) => `${n % 10},A,,1\n` // 7 bytes

/**
 * `prefix`, then short rows up to BODY_BYTES, then `suffix`, made only as the reader pulls them; `pulled`
 * says how many bytes it took.
 */
function rowStream(prefix = '', suffix = '') {
  const encoder = new TextEncoder()
  const counter = { pulled: 0, rows: 0 }
  let sent = 0
  let done = false
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (done) return controller.close()
      let text = sent === 0 ? prefix + HEADER : ''
      while (text.length < 64 * 1024 && sent + text.length < BODY_BYTES) text += ROW(counter.rows++)
      if (sent + text.length >= BODY_BYTES) {
        text += suffix
        done = true
      }
      const bytes = encoder.encode(text)
      sent += bytes.length
      counter.pulled += bytes.length
      controller.enqueue(bytes)
    },
  })
  return { stream, counter }
}

function post(body: ReadableStream<Uint8Array>, contentType: string, query = '') {
  const request = new Request(`http://127.0.0.1/api/communities/${communityId}/roll${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    body,
    duplex: 'half',
  } as RequestInit)
  return rollRoute.action({
    request,
    context: routeContext(t.db),
    params: { id: communityId },
  } as Parameters<typeof rollRoute.action>[0])
}

test.each([
  ['a preview', '?dryRun=1'],
  ['a commit', ''],
])(
  '%s of a 9.8 MB roll of 1.4 million rows stops at the row limit, a 413 naming it, and the next upload is read',
  async (_, query) => {
    expect(BODY_BYTES).toBeLessThan(ROLL_BODY_LIMIT)
    const { stream, counter } = rowStream()
    const response = await post(stream, 'text/csv', query)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^A roll can have at most 50,000 rows\. This file has more/,
    )
    // The rows up to the limit are about 350 KB; a few pieces of 64 KB more may be in flight.
    expect(counter.pulled).toBeLessThan(MAX_ROLL_ROWS * 7 + 1024 * 1024)
    expect(counter.pulled).toBeLessThan(BODY_BYTES / 10)
    expect(await countRows(t.db, 'community_units')).toBe(0)

    const next = await post(new Blob([simpleRoll(3)]).stream(), 'text/csv', query)
    expect(next.status).toBe(200)
  },
  60_000,
)

test('the same roll as the file of a multipart form stops at the row limit too', async () => {
  const boundary = 'roll-upload-boundary'
  const { stream, counter } = rowStream(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roll.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
    `\r\n--${boundary}--\r\n`,
  )
  const response = await post(stream, `multipart/form-data; boundary=${boundary}`)
  expect(response.status).toBe(413)
  expect(((await response.json()) as { message: string }).message).toMatch(/at most 50,000 rows/)
  expect(counter.pulled).toBeLessThan(BODY_BYTES / 10)
  expect(await countRows(t.db, 'community_units')).toBe(0)
}, 60_000)
