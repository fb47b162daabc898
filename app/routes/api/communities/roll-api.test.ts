import fc from 'fast-check'
import { beforeEach, describe, expect, test } from 'vitest'
import { newCommunity, simpleRoll, staffActor } from '../../../../tests/factories/communities'
import { apiCall, type ApiCall } from '../../../../tests/setup/api-call'
import { countRows } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { loadRoll } from '~/features/communities/roll.server'
import { createSession } from '~/features/staff/sessions.server'
import * as rollCsvRoute from './roll-csv'
import * as rollRoute from './roll'

const t = setupTestDatabase()
let token: string
let communityId: string

beforeEach(async () => {
  const manager = await staffActor(t.db)
  token = (await createSession(t.db, manager.id)).token
  communityId = (await newCommunity(t.db, manager, { name: 'Maple Hollow HOA', weightBasis: 'percentage' }))
    .id
})

type Upload = Omit<ApiCall, 'token' | 'method' | 'params'> & { query?: string }
const upload = ({ query = '', ...options }: Upload) =>
  apiCall(t.db, rollRoute.action, `/api/communities/${communityId}/roll${query}`, {
    ...options,
    token,
    method: 'POST',
    params: { id: communityId },
  })
const preview = (body: unknown) => upload({ body, contentType: 'text/csv', query: '?dryRun=1' })
/** `contentType` null: none (a FormData body brings its own). */
const commit = (body: unknown, query = '', contentType: string | null = 'text/csv') =>
  upload({ body, contentType: contentType ?? undefined, query })
type Answer = { message: string; errors: unknown[]; diff: object; counts: object }
const json = async (response: Response) => (await response.json()) as Answer

const QUARTERS = simpleRoll(4, '25')

describe('preview and commit', () => {
  test('a preview answers counts, diff and errors, and writes nothing', async () => {
    const response = await preview(QUARTERS)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await json(response)).toMatchObject({
      counts: { rows: 4, units: 4, owners: 4, totalWeight: '100', difference: '0' },
      diff: { added: [{ label: 'Unit 1' }, {}, {}, {}], removed: [], unchanged: 0 },
      errors: [],
      needsAcknowledgement: false,
    })
    expect(await countRows(t.db, 'community_units')).toBe(0)
  })

  test('a percentage total off 100 is a 409 until acknowledged in the query string', async () => {
    const csv = simpleRoll(3, '33.3')
    const refused = await commit(csv)
    expect(refused.status).toBe(409)
    expect(await json(refused)).toMatchObject({
      message: expect.stringContaining('total 99.9, not 100'),
      needsAcknowledgement: true,
    })
    expect(await countRows(t.db, 'community_units')).toBe(0)
    const saved = await commit(csv, '?acknowledgeTotal=1')
    expect(saved.status).toBe(200)
    expect(await json(saved)).toMatchObject({ committed: true, counts: { units: 3 } })
  })

  test('a roll upload must be a POST', async () => {
    const response = await apiCall(t.db, rollRoute.loader, '/x', { token, params: { id: communityId } })
    expect(response.status).toBe(405)
  })
})

describe('malformed uploads are a 4xx with a sentence, never a 500', () => {
  test.each([['application/json'], ['application/xml'], ['image/png']])(
    'Content-Type %s is a 415',
    async (type) => {
      const response = await commit(QUARTERS, '', type)
      expect(response.status).toBe(415)
      expect((await json(response)).message).toMatch(/Send the roll as CSV/)
    },
  )

  test('a body with no Content-Type at all is a 415', async () => {
    const response = await commit(new TextEncoder().encode(QUARTERS), '', null)
    expect(response.status).toBe(415)
  })

  test('a 20 MB body is a 413, as CSV or as a multipart file, and nothing is written', async () => {
    const big = new Uint8Array(20 * 1024 * 1024).fill(0x41)
    for (const response of [await preview(big), await commit(big), await commit(multipart(big), '', null)]) {
      expect(response.status).toBe(413)
      expect((await json(response)).message).toMatch(/too large/)
    }
    expect(await countRows(t.db, 'community_units')).toBe(0)
  }, 60_000)

  test('an unterminated quote: a preview lists the error with its line; a commit is a 422', async () => {
    const csv = 'unit,owner_name,owner_email,weight\n1,Ann,,50\n2,"Bob,,50\n'
    const previewed = await preview(csv)
    expect(previewed.status).toBe(200)
    expect((await json(previewed)).errors).toEqual([
      { line: 3, column: null, message: expect.stringMatching(/never closed/) },
    ])
    const committed = await commit(csv)
    expect(committed.status).toBe(422)
    expect(await json(committed)).toMatchObject({ message: expect.stringMatching(/nothing was saved/) })
    expect(await countRows(t.db, 'community_units')).toBe(0)
  })

  test('a multipart form without a file field is a 400', async () => {
    const form = new FormData()
    form.set('roll', QUARTERS)
    const response = await commit(form, '', null)
    expect(response.status).toBe(400)
    expect((await json(response)).message).toMatch(/"file" field/)
  })

  test('property: any bytes posted as a roll are answered without a server error', async () => {
    const piece = fc.oneof(
      fc.constantFrom('unit', 'owner_name', 'owner_email', 'weight', 'address', '"', '""', ',', ';', '\t'),
      fc.constantFrom('\r\n', '\n', '\r', '\u0000', '\uFEFF', '=1+1', '1.5', '-1', 'a@b.co', 'Unit 1'),
      fc.string({ maxLength: 8, unit: 'binary' }),
    )
    const body = fc.oneof(
      fc.array(piece, { maxLength: 60 }).map((parts) => new TextEncoder().encode(parts.join(''))),
      fc.uint8Array({ maxLength: 300 }),
    )
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (bytes, dryRun) => {
        const response = dryRun ? await preview(bytes) : await commit(bytes, '?acknowledgeTotal=1')
        expect([200, 409, 422]).toContain(response.status)
        expect(typeof (await json(response)).counts).toBe('object')
      }),
      { numRuns: 60 },
    )
  }, 60_000)
})

function multipart(bytes: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData()
  form.set('file', new Blob([bytes as BlobPart], { type: 'text/csv' }), 'roll.csv')
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

describe('files as spreadsheets save them', () => {
  test('a multipart upload with the file in a "file" field, acknowledged by a form field', async () => {
    const bytes = new TextEncoder().encode(simpleRoll(2, '40'))
    const previewed = await upload({ body: multipart(bytes), query: '?dryRun=1' })
    expect(await json(previewed)).toMatchObject({
      counts: { units: 2, totalWeight: '80' },
      needsAcknowledgement: true,
    })
    expect((await upload({ body: multipart(bytes) })).status).toBe(409)
    const saved = await upload({ body: multipart(bytes, { acknowledgeTotal: 'on' }) })
    expect(saved.status).toBe(200)
    expect((await loadRoll(t.db, communityId)).map((u) => u.label)).toEqual(['Unit 1', 'Unit 2'])
  })

  test('a Windows-1252 file reads "José Núñez" correctly, as a body or as a multipart file', async () => {
    const text = 'unit;owner_name;owner_email;weight\r\n1;José Núñez;;50\r\n2;Zoë Ångström;;50\r\n'
    const bytes = Uint8Array.from([...text].map((c) => c.charCodeAt(0))) // Latin-1 = Windows-1252 here
    expect(bytes).toContain(0xe9)
    for (const response of [await commit(bytes), await upload({ body: multipart(bytes) })]) {
      expect(response.status).toBe(200)
      const roll = await loadRoll(t.db, communityId)
      expect(roll.flatMap((u) => u.owners.map((o) => o.name))).toEqual(['José Núñez', 'Zoë Ångström'])
    }
  })

  test('Excel’s "Unicode text": UTF-16 LE (or BE) with a byte order mark, tab-separated, as a body or a file', async () => {
    const text = 'unit\towner_name\towner_email\tweight\r\n1\tJosé Núñez\t\t50\r\n2\t李小龙 🏠\t\t50\r\n'
    const utf16 = (littleEndian: boolean) => {
      const bytes = new Uint8Array(2 + text.length * 2)
      const view = new DataView(bytes.buffer)
      view.setUint16(0, 0xfeff, littleEndian)
      for (let i = 0; i < text.length; i++) view.setUint16(2 + 2 * i, text.charCodeAt(i), littleEndian)
      return bytes
    }
    expect([...utf16(true).slice(0, 4)]).toEqual([0xff, 0xfe, 0x75, 0x00])
    for (const response of [
      await commit(utf16(true)),
      await upload({ body: multipart(utf16(true)) }),
      await commit(utf16(false)),
    ]) {
      expect(await json(response)).toMatchObject({ errors: [] })
      expect(response.status).toBe(200)
      const roll = await loadRoll(t.db, communityId)
      expect(roll.flatMap((u) => u.owners.map((o) => o.name))).toEqual(['José Núñez', '李小龙 🏠'])
    }
  })

  test('Windows-1252 curly quotes (Excel’s apostrophe in O’Brien) read as the characters they are', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('unit,owner_name,owner_email,weight\r\n1,O'),
      0x92, // ’ in Windows-1252
      ...new TextEncoder().encode('Brien,,100\r\n'),
    ])
    const response = await commit(bytes)
    expect(await json(response)).toMatchObject({ errors: [] })
    expect((await loadRoll(t.db, communityId))[0]!.owners[0]!.name).toBe('O’Brien')
  })

  test('a UTF-8 file with a byte order mark and emoji reads correctly', async () => {
    const text = '\uFEFFunit,owner_name,owner_email,weight\r\n1,李小龙 🏠,,100\r\n'
    expect((await commit(new TextEncoder().encode(text))).status).toBe(200)
    expect((await loadRoll(t.db, communityId))[0]!.owners[0]!.name).toBe('李小龙 🏠')
  })
})

test('roll.csv downloads as a CSV attachment that uploads again with no change', async () => {
  const csv =
    'unit,owner_name,owner_email,weight,owner_phone\n1,"=HYPERLINK(""x"")",,50,+1 801 555 0100\n2,Bo,,50,\n'
  expect((await commit(csv)).status).toBe(200)
  const response = await apiCall(t.db, rollCsvRoute.loader, '/x', { token, params: { id: communityId } })
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('Content-Disposition')).toMatch(
    /^attachment; filename="maple-hollow-hoa-roll\.csv"/,
  )
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder().decode(bytes)
  expect(text).toContain(`"'=HYPERLINK(""x"")"`)
  expect(text).toContain("'+1 801 555 0100")
  const again = await json(await preview(bytes))
  expect(again.diff).toMatchObject({
    added: [],
    removed: [],
    weightChanged: [],
    ownersChanged: [],
    unchanged: 2,
  })
})
