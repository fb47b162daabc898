import { expect, test } from 'vitest'
import { z } from 'zod'
import { AppError } from './errors'
import { handleApi, JSON_MAX_DEPTH, parseJson, readMultipart } from './http.server'

const Schema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.'),
  units: z.number().int().min(0),
})
const post = (body: string, type = 'application/json') =>
  new Request('http://x/api/t', { method: 'POST', body, headers: { 'content-type': type } })

test('valid JSON is parsed by the schema', async () => {
  expect(await parseJson(post('{"name":" Ann ","units":4}'), Schema)).toEqual({ name: 'Ann', units: 4 })
})

test('a schema failure is a 422 with a sentence and per-field errors', async () => {
  const response = await handleApi(() =>
    parseJson(post('{"name":"","units":1.5}'), Schema).then(() => new Response()),
  )
  expect(response.status).toBe(422)
  const body = await response.json()
  expect(body.message).toBe('Some fields need attention. Please check them and try again.')
  expect(body.fieldErrors.name).toEqual(['Please enter your name.'])
  expect(body.fieldErrors.units).toHaveLength(1)
})

test('broken JSON is a 400 and a non-JSON body a 415, each with a message', async () => {
  const broken = await handleApi(() => parseJson(post('{"name":'), Schema).then(() => new Response()))
  expect(broken.status).toBe(400)
  expect((await broken.json()).message).toBe('The request body is not valid JSON.')
  const form = await handleApi(() =>
    parseJson(post('name=a', 'application/x-www-form-urlencoded'), Schema).then(() => new Response()),
  )
  expect(form.status).toBe(415)
})

test('a request from a Spanish page reads the common sentences in Spanish; its own sentences stay as written', async () => {
  const spanish = (body: string, type = 'application/json') =>
    new Request('http://x/api/t', {
      method: 'POST',
      body,
      headers: { 'content-type': type, 'content-language': 'es' },
    })
  const answer = async (request: Request) => {
    const response = await handleApi(() => parseJson(request, Schema).then(() => new Response()), request)
    return [response.status, ((await response.json()) as { message: string }).message]
  }
  expect(await answer(spanish('{"name":'))).toEqual([400, 'El cuerpo de la solicitud no es JSON válido.'])
  expect(await answer(spanish('name=a', 'text/plain'))).toEqual([
    415,
    'Envíe el cuerpo de la solicitud como JSON (Content-Type: application/json).',
  ])
  expect(await answer(spanish('x'.repeat(70 * 1024)))).toEqual([
    413,
    'La solicitud es demasiado grande (el límite es 64 KB).',
  ])
  expect(await answer(spanish('{"name":"","units":1}'))).toEqual([
    422,
    'Algunos campos necesitan su atención. Por favor, revíselos e inténtelo de nuevo.',
  ])
  // The same request from an English page, and a sentence an endpoint wrote itself, are left as they are.
  expect(await answer(post('{"name":'))).toEqual([400, 'The request body is not valid JSON.'])
  const own = await handleApi(async () => {
    throw new AppError('closed', 409, 'This election is closed.')
  }, spanish('{}'))
  expect(((await own.json()) as { message: string }).message).toBe('This election is closed.')
})

test('a 429 carries Retry-After; an unexpected error is not swallowed', async () => {
  const limited = await handleApi(async () => {
    throw new AppError('rate_limited', 429, 'Too many requests.', { retryAfterSeconds: 42 })
  })
  expect(limited.status).toBe(429)
  expect(limited.headers.get('Retry-After')).toBe('42')
  await expect(handleApi(async () => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug')
})

test('a NUL character anywhere in a JSON or multipart body is a 400 (PostgreSQL text cannot store it)', async () => {
  const json = await handleApi(() =>
    parseJson(post(JSON.stringify({ name: 'Ann\u0000', units: 1 })), Schema).then(() => new Response()),
  )
  expect(json.status).toBe(400)
  expect((await json.json()).message).toMatch(/not allowed/)
  const key = await handleApi(() =>
    parseJson(post(JSON.stringify({ name: 'Ann', units: 1, ['x\u0000']: 1 })), Schema).then(
      () => new Response(),
    ),
  )
  expect(key.status).toBe(400)
  const form = new FormData()
  form.set('data', 'a\u0000b')
  const multipart = new Request('http://x/api/t', { method: 'POST', body: form })
  const answer = await handleApi(() => readMultipart(multipart, 10_000).then(() => new Response()))
  expect(answer.status).toBe(400)
})

test('JSON nested past the limit is a 400 with a message, not a stack overflow', async () => {
  const deep = (n: number, open: string, close: string, inner = '1') =>
    open.repeat(n) + inner + close.repeat(n)
  for (const body of [
    deep(5000, '[', ']'), // 10 KB: used to overflow the stack while looking for U+0000, a 500
    deep(5000, '{"a":', '}'), // 25 KB
    deep(200_000, '[', ']').slice(0, 60_000), // not even JSON: still a clean 400
  ]) {
    const response = await handleApi(() => parseJson(post(body), Schema).then(() => new Response()))
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/nested too deeply|not valid JSON/)
  }
  const tooDeep = await handleApi(() =>
    parseJson(post(deep(JSON_MAX_DEPTH + 1, '[', ']')), Schema).then(() => new Response()),
  )
  expect(await tooDeep.json()).toEqual({
    message: `The request body is nested too deeply (the limit is ${JSON_MAX_DEPTH} levels).`,
  })
  // Up to the limit, the body reaches the schema as before (here: a 422, not a 400).
  const atLimit = deep(JSON_MAX_DEPTH - 1, '{"x":', '}', '{}')
  expect((await handleApi(() => parseJson(post(atLimit), Schema).then(() => new Response()))).status).toBe(
    422,
  )
})

test('huge and odd numbers reach the schema as numbers it can refuse', async () => {
  for (const units of ['1e309', '-1e309', '9999999999999999999999', '-0', '1e-400', '4.5e15']) {
    const response = await handleApi(() =>
      parseJson(post(`{"name":"Ann","units":${units}}`), Schema).then(() => new Response()),
    )
    expect(response.status, units).toBeLessThan(500)
  }
  expect(await parseJson(post('{"name":"Ann","units":-0}'), Schema)).toEqual({ name: 'Ann', units: -0 })
  const huge = await handleApi(() =>
    parseJson(post('{"name":"Ann","units":1e309}'), Schema).then(() => new Response()),
  )
  expect(huge.status).toBe(422)
})
