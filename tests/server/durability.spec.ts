import { expect, test } from '@playwright/test'
import { launchServer, tempDataDir } from './support'

/*
 * PGlite and SIGKILL. Every /api request is counted in the database (the API rate limiter) before it
 * is answered, so an answered request is a committed write. We kill the server with SIGKILL in the
 * middle of a burst, start it again on the same DATA_DIR and read back how many hits were kept: the
 * remaining budget before the first 429 reveals the stored count. Every answered request must be
 * there; at most the unanswered ones may be lost.
 */
const LIMIT = 400

async function burst(origin: string, count: number, onAnswered: () => void) {
  const workers = Array.from({ length: 8 }, async (_, w) => {
    for (let i = w; i < count; i += 8) {
      try {
        const response = await fetch(`${origin}/api/durability-probe`)
        if (response.status === 404) onAnswered()
      } catch {
        return // the server was killed: this request was never answered
      }
    }
  })
  await Promise.all(workers)
}

test('SIGKILL loses no answered request and the data directory opens again', async () => {
  // Three kill-and-restart rounds; slow when the journeys share the two cores.
  test.setTimeout(180_000)
  for (let round = 1; round <= 3; round++) {
    const dataDir = tempDataDir()
    const env = { DATA_DIR: dataDir, API_RATE_LIMIT_PER_MINUTE: String(LIMIT) }
    const first = await launchServer(env)
    let answered = 0
    // Kill in the middle of the burst: after a number of answers (not a fixed time, which a busy machine stretches).
    const killAfter = 10 * round
    await burst(first.origin, 300, () => {
      if (++answered === killAfter) first.proc.kill('SIGKILL')
    })
    await first.exited
    expect(answered).toBeGreaterThanOrEqual(killAfter)

    const second = await launchServer(env)
    let allowed = 0
    while ((await fetch(`${second.origin}/api/durability-probe`)).status !== 429) allowed++
    const stored = LIMIT - allowed
    console.log(`round ${round}: answered ${answered} before SIGKILL, ${stored} found after restart`)
    expect(stored).toBeGreaterThanOrEqual(answered)
    expect(stored).toBeLessThanOrEqual(300)
    second.proc.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }
})
