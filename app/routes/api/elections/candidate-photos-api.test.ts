import { beforeEach, describe, expect, test } from 'vitest'
import { addMembership, newCommunity, staffActor } from '../../../../tests/factories/communities'
import { electionCommunity, electionInput, unitsOf } from '../../../../tests/factories/elections'
import { jpegStart, solidPng, webpStart } from '../../../../tests/factories/images'
import { apiCall, type ApiCall } from '../../../../tests/setup/api-call'
import { countRows, routeContext } from '../../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../../tests/setup/test-database'
import { BOARD_ELECTION_MESSAGE } from '~/features/elections/access.server'
import { PHOTO_MESSAGES } from '~/features/elections/candidate-photo-check'
import type { Election } from '~/features/elections/types'
import { createSession } from '~/features/staff/sessions.server'
import * as photoRoute from './candidate-photo'
import * as electionRoute from './election'
import * as electionsRoute from './elections'
import * as stepRoute from './step'

// Candidate photos through their endpoint: what an upload must be (by its bytes, not its name), who may
// change one (staff, on a draft), who may fetch one, and that editing a draft keeps them.

const t = setupTestDatabase()
const call = (handler: unknown, path: string, options: ApiCall = {}) => apiCall(t.db, handler, path, options)
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T

type Created = { id: string; contests: Array<{ id: string; options: Array<{ id: string; label: string }> }> }

let staffToken: string
let boardToken: string
let otherBoardToken: string
let communityId: string
let election: Created
let ben: string

beforeEach(async () => {
  const staff = await staffActor(t.db, 'manager')
  staffToken = (await createSession(t.db, staff.id)).token
  communityId = (await electionCommunity(t.db, staff, unitsOf(2))).id
  const board = await staffActor(t.db, 'board', 'Bea Board')
  await addMembership(t.db, board.id, communityId)
  boardToken = (await createSession(t.db, board.id)).token
  const other = await staffActor(t.db, 'board', 'Oli Other')
  await addMembership(t.db, other.id, (await newCommunity(t.db, staff)).id)
  otherBoardToken = (await createSession(t.db, other.id)).token
  const body = JSON.parse(JSON.stringify(electionInput(communityId)))
  election = await json<Created>(
    await call(electionsRoute.action, '/api/elections', { method: 'POST', token: staffToken, body }),
  )
  ben = election.contests[0]!.options.find((option) => option.label === 'Ben Cho')!.id
})

const photoPath = (optionId = ben) => `/api/elections/${election.id}/options/${optionId}/photo`
const params = (optionId = ben) => ({ id: election.id, optionId })

function form(...files: Array<{ bytes: Uint8Array; name: string; type?: string }>) {
  const body = new FormData()
  for (const file of files)
    body.append('photo', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name)
  return body
}
const upload = (body: FormData, token = staffToken, optionId = ben) =>
  call(photoRoute.action, photoPath(optionId), { method: 'POST', token, body, params: params(optionId) })
const remove = (token = staffToken) =>
  call(photoRoute.action, photoPath(), { method: 'DELETE', token, params: params() })
const fetchPhoto = (token?: string, headers: Record<string, string> = {}) => {
  const request = new Request(`http://127.0.0.1${photoPath()}`, {
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
  return photoRoute.loader({ request, context: routeContext(t.db), params: params() } as never)
}
const refusal = (message: string) => ({ message, fieldErrors: { photo: [message] } })

describe('uploading a candidate photo', () => {
  test('a PNG named .jpg is taken as the PNG it is, and served as one', async () => {
    const png = solidPng()
    const saved = await upload(form({ bytes: png, name: 'ben.jpg', type: 'image/jpeg' }))
    expect(saved.status).toBe(201)
    const { photo } = await json<{ photo: string }>(saved)
    expect(photo).toMatch(new RegExp(`^${photoPath()}\\?v=\\w+$`))

    const served = await fetchPhoto(staffToken)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)
  })

  test('JPEG and WebP are known by their first bytes, whatever the name says', async () => {
    expect((await upload(form({ bytes: jpegStart(), name: 'portrait.png' }))).status).toBe(201)
    expect((await fetchPhoto(staffToken)).headers.get('content-type')).toBe('image/jpeg')
    expect((await upload(form({ bytes: webpStart(), name: 'portrait' }))).status).toBe(201)
    expect((await fetchPhoto(staffToken)).headers.get('content-type')).toBe('image/webp')
    expect(await countRows(t.db, 'election_option_photos')).toBe(1) // replaced, not added
  })

  test('an HTML page named .png and claiming image/png is refused, and nothing is stored', async () => {
    const page = Buffer.from('<!doctype html><script>alert(1)</script>')
    const refused = await upload(form({ bytes: page, name: 'ben.png', type: 'image/png' }))
    expect(refused.status).toBe(422)
    expect(await json(refused)).toEqual(refusal(PHOTO_MESSAGES.notImage))
    expect(await countRows(t.db, 'election_option_photos')).toBe(0)
  })

  test('a photo over 2 MB is refused with its limit in words, however large', async () => {
    for (const size of [2 * 1024 * 1024 + 1, 5 * 1024 * 1024]) {
      const big = Buffer.concat([solidPng(), Buffer.alloc(size - solidPng().length)])
      const refused = await upload(form({ bytes: big, name: 'big.png' }))
      expect(refused.status).toBe(413)
      expect(await json(refused)).toEqual(refusal(PHOTO_MESSAGES.tooLarge))
    }
    // Exactly 2 MB is allowed.
    const limit = Buffer.concat([solidPng(), Buffer.alloc(2 * 1024 * 1024 - solidPng().length)])
    expect((await upload(form({ bytes: limit, name: 'limit.png' }))).status).toBe(201)
  })

  test('no file, an empty file and two files are each refused with their own sentence', async () => {
    const none = new FormData()
    none.set('note', 'no file here')
    expect(await json(await upload(none))).toEqual(refusal(PHOTO_MESSAGES.missing))
    const empty = await upload(form({ bytes: new Uint8Array(), name: 'ben.png' }))
    expect(empty.status).toBe(422)
    expect(await json(empty)).toEqual(refusal(PHOTO_MESSAGES.empty))
    const two = form({ bytes: solidPng(), name: 'a.png' }, { bytes: solidPng(), name: 'b.png' })
    expect(await json(await upload(two))).toEqual(refusal(PHOTO_MESSAGES.several))
    expect(await countRows(t.db, 'election_option_photos')).toBe(0)
  })

  test('a board account is refused with 403, and a measure’s answer is no candidate', async () => {
    const byBoard = await upload(form({ bytes: solidPng(), name: 'ben.png' }), boardToken)
    expect(byBoard.status).toBe(403)
    expect(await json(byBoard)).toEqual({ message: BOARD_ELECTION_MESSAGE })
    const yes = election.contests[1]!.options[0]!.id
    const onMeasure = await upload(form({ bytes: solidPng(), name: 'yes.png' }), staffToken, yes)
    expect(onMeasure.status).toBe(404)
    expect(await json(onMeasure)).toEqual({ message: 'There is no such candidate in this election.' })
    expect(await countRows(t.db, 'election_option_photos')).toBe(0)
  })

  test('once the election is open, photos can be neither added nor removed: 409', async () => {
    expect((await upload(form({ bytes: solidPng(), name: 'ben.png' }))).status).toBe(201)
    const opened = await call(stepRoute.action, `/api/elections/${election.id}/open`, {
      method: 'POST',
      token: staffToken,
      body: {},
      params: { id: election.id, step: 'open' },
    })
    expect(opened.status).toBe(200)
    const message =
      'This election is open; candidate photos can be added or removed only while it is a draft.'
    const added = await upload(form({ bytes: solidPng(4), name: 'new.png' }))
    expect(added.status).toBe(409)
    expect(await json(added)).toEqual({ message })
    const removed = await remove()
    expect(removed.status).toBe(409)
    expect(await json(removed)).toEqual({ message })
    expect(await countRows(t.db, 'election_option_photos')).toBe(1)
  })

  test('removing a photo deletes it; removing it again says there is none', async () => {
    await upload(form({ bytes: solidPng(), name: 'ben.png' }))
    expect((await remove()).status).toBe(200)
    expect(await countRows(t.db, 'election_option_photos')).toBe(0)
    const again = await remove()
    expect(again.status).toBe(404)
    expect(await json(again)).toEqual({ message: 'This candidate has no photo.' })
  })
})

describe('editing a draft', () => {
  const loadElection = async () =>
    (
      await json<{ election: Election }>(
        await call(electionRoute.loader, '/x', { token: staffToken, params: { id: election.id } }),
      )
    ).election

  test('keeps each candidate sent back with its id, and its photo, through renames and reorders', async () => {
    await upload(form({ bytes: solidPng(), name: 'ben.png' }))
    const before = await loadElection()
    const race = before.contests[0]!
    expect(race.options.find((o) => o.id === ben)?.photo).toMatch(/\/photo\?v=/)

    const [ana, , cara] = race.options
    const contests = [
      {
        kind: 'candidates',
        title: 'Board of directors (2 seats)',
        seats: 2,
        options: [
          { id: ben, label: 'Benjamin Cho', statement: 'Treasurer for six years.\nCPA.' },
          { id: ana!.id, label: ana!.label },
          { label: 'Dee Park' }, // new
          // Cara is left off: she and only she is gone.
        ],
      },
      {
        kind: 'measure',
        title: 'Amend the CC&Rs',
        threshold: { numerator: 2, denominator: 3, base: 'all_weight' },
      },
    ]
    const patched = await call(electionRoute.action, '/x', {
      method: 'PATCH',
      token: staffToken,
      body: { contests },
      params: { id: election.id },
    })
    expect(patched.status).toBe(200)

    const after = (await loadElection()).contests[0]!
    expect(after.options.map((o) => [o.label, o.id === ben, o.photo !== null])).toEqual([
      ['Benjamin Cho', true, true],
      ['Ana Ortiz', false, false],
      ['Dee Park', false, false],
    ])
    expect(after.options[0]!.statement).toBe('Treasurer for six years.\nCPA.')
    expect(after.options[1]!.id).toBe(ana!.id)
    expect(after.options.some((o) => o.id === cara!.id)).toBe(false)
    expect((await fetchPhoto(staffToken)).status).toBe(200)
  })

  test('another election’s candidate id cannot be taken: it makes a new candidate, and theirs stays', async () => {
    await upload(form({ bytes: solidPng(), name: 'ben.png' }))
    const body = JSON.parse(JSON.stringify(electionInput(communityId)))
    const other = await json<Created>(
      await call(electionsRoute.action, '/api/elections', { method: 'POST', token: staffToken, body }),
    )
    const contests = [
      { kind: 'candidates', title: 'Board', seats: 1, options: [{ id: ben, label: 'Ben Cho' }] },
    ]
    const patched = await call(electionRoute.action, '/x', {
      method: 'PATCH',
      token: staffToken,
      body: { contests },
      params: { id: other.id },
    })
    expect(patched.status).toBe(200)
    const saved = await json<{ contests: Array<{ options: Array<{ id: string }> }> }>(patched)
    expect(saved.contests[0]!.options[0]!.id).not.toBe(ben)
    expect((await loadElection()).contests[0]!.options.find((o) => o.id === ben)?.photo).toMatch(/\?v=/)
  })

  test('a candidate saved without its id is a new candidate, without the old one’s photo', async () => {
    await upload(form({ bytes: solidPng(), name: 'ben.png' }))
    const contests = [{ kind: 'candidates', title: 'Board', seats: 1, options: [{ label: 'Ben Cho' }] }]
    const patched = await call(electionRoute.action, '/x', {
      method: 'PATCH',
      token: staffToken,
      body: { contests },
      params: { id: election.id },
    })
    expect(patched.status).toBe(200)
    expect(await countRows(t.db, 'election_option_photos')).toBe(0)
  })
})

describe('fetching a photo', () => {
  beforeEach(async () => {
    expect((await upload(form({ bytes: solidPng(), name: 'ben.png' }))).status).toBe(201)
  })

  test('a draft’s photo: staff and the community’s board see it; voters, strangers and other boards do not', async () => {
    const staff = await fetchPhoto(staffToken)
    expect(staff.status).toBe(200)
    expect(staff.headers.get('cache-control')).toBe('private, no-cache')
    expect((await fetchPhoto(boardToken)).status).toBe(200)
    for (const answer of [await fetchPhoto(), await fetchPhoto(otherBoardToken)]) {
      expect(answer.status).toBe(404)
      expect(await json(answer)).toEqual({ message: 'This candidate has no photo.' })
    }
  })

  test('once the election opens anyone with its address sees it, as an image that cannot run as a page', async () => {
    await call(stepRoute.action, `/api/elections/${election.id}/open`, {
      method: 'POST',
      token: staffToken,
      body: {},
      params: { id: election.id, step: 'open' },
    })
    const served = await fetchPhoto()
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400')
    const etag = served.headers.get('etag')!
    const again = await fetchPhoto(undefined, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    // A stale staff token does not hide what anyone may see.
    expect((await fetchPhoto('not-a-session')).status).toBe(200)
  })
})
