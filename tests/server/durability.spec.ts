import { expect, test } from '@playwright/test'
import { launchServer, tempDataDir } from './support'

/*
 * PGlite and SIGKILL. Every feedback post is counted against the form's limit in the database, and stored,
 * before it is answered, so an answered post is a committed write. We kill the server with SIGKILL in the
 * middle of a burst, start it again on the same DATA_DIR and read back how many posts were kept: the
 * remaining budget before the first 429 reveals the stored count. Every answered post must be there; at
 * most the unanswered ones may be lost. (The /api budget is counted in memory and shared once a second,
 * decision 0016, so a kill may lose its last second: it is not what this test reads.)
 */
const LIMIT = 150

const feedback = (origin: string) =>
  fetch(`${origin}/api/feedback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rating: 5 }),
  })

async function burst(origin: string, count: number, onAnswered: () => void) {
  const workers = Array.from({ length: 8 }, async (_, w) => {
    for (let i = w; i < count; i += 8) {
      try {
        const response = await feedback(origin)
        if (response.status === 201) onAnswered()
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
    const env = { DATA_DIR: dataDir, FORM_RATE_LIMIT_PER_HOUR: String(LIMIT) }
    const first = await launchServer(env)
    let answered = 0
    // Kill in the middle of the burst: after a number of answers (not a fixed time, which a busy machine stretches).
    const killAfter = 10 * round
    await burst(first.origin, 120, () => {
      if (++answered === killAfter) first.proc.kill('SIGKILL')
    })
    await first.exited
    expect(answered).toBeGreaterThanOrEqual(killAfter)

    const second = await launchServer(env)
    let allowed = 0
    while ((await feedback(second.origin)).status !== 429) allowed++
    const stored = LIMIT - allowed
    console.log(`round ${round}: answered ${answered} before SIGKILL, ${stored} found after restart`)
    expect(stored).toBeGreaterThanOrEqual(answered)
    expect(stored).toBeLessThanOrEqual(120)
    second.proc.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }
})
