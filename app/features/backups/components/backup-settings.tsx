import { Panel } from '~/components/staff/staff-page'
import { formatTime } from '~/components/home/closures-logic'
import type { BackupsOverview } from '../types'

/** "2:00 AM", "2:00 AM and 2:00 PM", "2:00 AM, 10:00 AM and 6:00 PM". */
function listTimes(times: string[]): string {
  const said = times.map(formatTime)
  return said.length < 2 ? (said[0] ?? '') : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`
}

/** BACKUP_SCHEDULE and BACKUP_KEEP in words. */
export function describeSchedule({ times, keep, dir }: BackupsOverview['settings']): string[] {
  return [
    times.length
      ? `Every day at ${listTimes(times)} Utah time.`
      : 'Scheduled backups are off (BACKUP_SCHEDULE=off).',
    keep === 1
      ? `Only the newest backup is kept in ${dir}.`
      : `The newest ${keep} backups are kept in ${dir}.`,
  ]
}

const code = 'rounded bg-canvas px-1.5 py-0.5 font-mono text-sm break-words text-ink'

/** When backups are taken and where they go; how one is put back. */
export function BackupSettings({ settings }: { settings: BackupsOverview['settings'] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Panel title="Schedule">
        <p className="text-sm break-words text-ink">{describeSchedule(settings).join(' ')}</p>
        <p className="mt-2 text-sm text-muted">
          Backups taken here count toward the same number. Each server writes its own backups; this list is
          this server’s.
        </p>
      </Panel>
      <Panel title="Restoring a backup">
        <ul className="grid gap-2 text-sm text-ink">
          <li>
            Into an empty database: <code className={code}>npm run restore -- &lt;file&gt;</code>
          </li>
          <li>
            Over a database that holds data:{' '}
            <code className={code}>npm run restore -- &lt;file&gt; --replace</code>
          </li>
        </ul>
        <p className="mt-2 text-sm text-muted">
          Run them in the site’s folder on the server; stop the server first when it uses the embedded
          database.
        </p>
      </Panel>
    </div>
  )
}
