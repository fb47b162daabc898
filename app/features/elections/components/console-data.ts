import { useEffect, useState } from 'react'
import { readToken, staffCall } from '~/lib/staff-client'
import type { Election, ElectionStatus, Turnout } from '../types'
import type { TurnoutById } from './console-election-list'

// The console's data, read in the browser with the bearer token (the back office's way: the server never
// sees the token, DESIGN.md "Staff accounts").

/** Open elections show turnout in the list; more than this many and the rest show it on their own page. */
const TURNOUT_LIMIT = 25

/** Turnout of the open elections, each read from GET /api/elections/:id (the list carries none). */
export async function loadTurnout(elections: Election[]): Promise<TurnoutById> {
  const open = elections.filter((election) => election.status === 'open').slice(0, TURNOUT_LIMIT)
  const answers = await Promise.all(
    open.map((election) =>
      staffCall<{ turnout: Turnout | null }>('GET', `/api/elections/${encodeURIComponent(election.id)}`),
    ),
  )
  const byId: TurnoutById = {}
  answers.forEach((answer, index) => {
    if (answer.ok && answer.data.turnout) byId[open[index]!.id] = answer.data.turnout
  })
  return byId
}

export const STATUS_FILTERS: ElectionStatus[] = ['draft', 'open', 'closed', 'certified', 'cancelled']

export const isStatus = (value: string | null): value is ElectionStatus =>
  STATUS_FILTERS.includes(value as ElectionStatus)

export type ConsoleUser = {
  id: string
  name: string
  role: 'admin' | 'manager' | 'board'
  mustChangePassword: boolean
}

export type ConsoleSession =
  | { state: 'signed-out' }
  | { state: 'password-due'; user: ConsoleUser }
  | { state: 'failed'; user: ConsoleUser; message: string }
  | { state: 'signed-in'; user: ConsoleUser; elections: Election[]; turnout: TurnoutById }

/**
 * The public election page turns into the console for a signed-in staff or board account. The server
 * cannot know (the token is in localStorage), so the check runs after hydration; with no token nothing
 * changes, so homeowners never see the page move.
 */
export function useConsoleSession(): ConsoleSession {
  const [session, setSession] = useState<ConsoleSession>({ state: 'signed-out' })
  useEffect(() => {
    if (!readToken()) return
    let current = true
    void (async () => {
      const me = await staffCall<{ user: ConsoleUser }>('GET', '/api/election-auth/me')
      if (!current) return
      if (!me.ok) return setSession({ state: 'signed-out' })
      const user = me.data.user
      if (user.mustChangePassword) return setSession({ state: 'password-due', user })
      const list = await staffCall<{ elections: Election[] }>('GET', '/api/elections')
      if (!current) return
      if (!list.ok) return setSession({ state: 'failed', user, message: list.message })
      const turnout = await loadTurnout(list.data.elections)
      if (current) setSession({ state: 'signed-in', user, elections: list.data.elections, turnout })
    })()
    return () => {
      current = false
    }
  }, [])
  return session
}
