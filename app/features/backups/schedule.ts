import { isoToUtahLocal, utahLocalToIso } from '~/lib/utah-local-time'

// BACKUP_SCHEDULE is a list of Utah times of day ("02:00", or "02:00,14:00"). Each time on each day is one
// slot, named by its Utah date and time; backup_runs holds each slot at most once, so several instances that
// check the schedule together take that backup once between them.

/** A slot missed by this much (the server was down at 02:00) is still taken; older ones are let go. */
export const CATCH_UP_MS = 6 * 60 * 60_000

export function scheduleTimes(schedule: string): string[] {
  if (schedule.trim() === 'off') return []
  return schedule.split(',').map((t) => t.trim())
}

/** The slot due at `now`: the latest scheduled moment at or before it, if no more than CATCH_UP_MS ago. */
export function dueSlot(schedule: string, now: Date): { slot: string; at: Date } | null {
  const times = scheduleTimes(schedule)
  const days = [
    isoToUtahLocal(now.toISOString()),
    isoToUtahLocal(new Date(now.getTime() - 86_400_000).toISOString()),
  ]
  let due: { slot: string; at: Date } | null = null
  for (const day of days.map((d) => d.slice(0, 10)))
    for (const time of times) {
      const local = `${day}T${time}`
      const iso = utahLocalToIso(local)
      if (!iso) continue
      const at = new Date(iso)
      const age = now.getTime() - at.getTime()
      if (age < 0 || age > CATCH_UP_MS) continue
      if (!due || at > due.at) due = { slot: `${local} America/Denver`, at }
    }
  return due
}
