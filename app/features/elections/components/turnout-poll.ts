import { useEffect, useState } from 'react'
import { staffCall } from '~/lib/staff-client'
import type { Election, Turnout } from '../types'

export const TURNOUT_POLL_MS = 10_000

type Live = { election: Election; turnout: Turnout | null }

/**
 * The election and its turnout, asked again every 10 seconds while the tab is visible (a hidden tab asks
 * nothing and catches up as soon as it is shown again). Only turnout comes back: the API has no live tally.
 */
export function useTurnoutPoll(initial: Live, enabled: boolean) {
  const [live, setLive] = useState(initial)
  const [checkedAt, setCheckedAt] = useState<Date | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const id = initial.election.id

  // A revalidated loader (after a step) brings newer data than the last poll.
  const [seen, setSeen] = useState(initial)
  if (seen !== initial) {
    setSeen(initial)
    setLive(initial)
  }

  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    let asking = false
    async function poll() {
      timer = undefined
      if (asking || document.visibilityState !== 'visible') return
      asking = true
      const result = await staffCall<Live>('GET', `/api/elections/${encodeURIComponent(id)}`)
      asking = false
      if (stopped) return
      if (result.ok) {
        setLive(result.data)
        setCheckedAt(new Date())
        setFailed(null)
      } else setFailed(result.message)
      schedule()
    }
    function schedule() {
      if (!stopped && !timer && !asking && document.visibilityState === 'visible')
        timer = setTimeout(poll, TURNOUT_POLL_MS)
    }
    function onVisibility() {
      if (document.visibilityState !== 'visible') {
        clearTimeout(timer)
        timer = undefined
      } else if (!timer && !asking) void poll()
    }
    schedule()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [id, enabled])

  return { ...live, checkedAt, failed }
}
