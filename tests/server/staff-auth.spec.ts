import { expect, test } from '@playwright/test'
import { launchServer, tempDataDir } from './support'

// Staff sign-in through the production server: first start, the election-auth endpoints over HTTP, restart.
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const FIRST_ADMIN = /one-time password (\S+) and choose a new password/

test('first start creates one admin and logs its one-time password once; it signs in and must be replaced', async () => {
  const dataDir = tempDataDir()
  const server = await launchServer({ DATA_DIR: dataDir, FIRST_ADMIN_EMAIL: 'office@example.com' })
  let restarted: Awaited<ReturnType<typeof launchServer>> | undefined
  try {
    const warning = server
      .output()
      .split('\n')
      .find((line) => FIRST_ADMIN.test(line))
    expect(warning).toBeTruthy()
    expect(JSON.parse(warning!)).toMatchObject({ level: 40, staffEmail: 'office@example.com' })
    const password = FIRST_ADMIN.exec(warning!)![1]!

    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.origin}/api/election-auth/${path}`, init)
    const json = { 'Content-Type': 'application/json' }
    const login = await api('login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'Office@Example.com', password }),
    })
    expect(login.status).toBe(200)
    const { token, user } = await login.json()
    expect(user).toMatchObject({ email: 'office@example.com', role: 'admin', mustChangePassword: true })
    const bearer = { Authorization: `Bearer ${token}` }

    const changed = await api('password', {
      method: 'POST',
      headers: { ...json, ...bearer },
      body: JSON.stringify({ currentPassword: password, newPassword: 'juniper quarry lantern' }),
    })
    expect(changed.status).toBe(200)
    const me = await api('me', { headers: bearer })
    expect(me.status).toBe(200)
    expect((await me.json()).user.mustChangePassword).toBe(false)
    expect((await api('logout', { method: 'POST', headers: bearer })).status).toBe(204)
    const after = await api('me', { headers: bearer })
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ message: 'Please sign in again.' })
    expect((await api('login')).status).toBe(405)

    // Neither the token nor the new password ever reaches the log.
    expect(server.output()).not.toContain(token)
    expect(server.output()).not.toContain('juniper')

    server.proc.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    restarted = await launchServer({ DATA_DIR: dataDir, FIRST_ADMIN_EMAIL: 'office@example.com' })
    expect(restarted.output()).not.toMatch(FIRST_ADMIN)
    const again = await fetch(`${restarted.origin}/api/election-auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'office@example.com', password: 'juniper quarry lantern' }),
    })
    expect(again.status).toBe(200)
  } finally {
    if (server.proc.exitCode === null) server.proc.kill('SIGTERM')
    if (restarted) {
      restarted.proc.kill('SIGTERM')
      await restarted.exited
    }
  }
})

test('repeated wrong passwords over HTTP end in 429 with Retry-After', async () => {
  const server = await launchServer({ DATA_DIR: tempDataDir() })
  try {
    const attempt = () =>
      fetch(`${server.origin}/api/election-auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'definitely wrong' }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    const blocked = await attempt()
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await blocked.json()).message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ (seconds|minutes) and try again\.$/,
    )
  } finally {
    server.proc.kill('SIGTERM')
    await server.exited
  }
})
