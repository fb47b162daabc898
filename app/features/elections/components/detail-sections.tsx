import { Tabs } from 'radix-ui'
import type { ReactNode } from 'react'
import type { Election } from '../types'
import { AuditLog } from './audit-log'
import { DetailExports } from './detail-exports'
import { DetailRoll, useRoll } from './detail-roll'
import { PaperBallot } from './paper-ballot'
import { ProxySection } from './proxy-section'

const ALL = { q: '', voted: '' } as const

type Props = {
  election: Election
  canEdit: boolean
  validityMonths: number
  formatTime: (iso: string) => string
  /** Changes whenever turnout or the election moves, so every section reloads what it shows. */
  refreshKey: string
  onChanged: () => void
}

const triggerClasses =
  'min-h-11 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 ' +
  'data-[state=active]:bg-brand-700 data-[state=active]:text-white'

function Section({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      {children}
    </Tabs.Content>
  )
}

/** The working parts of an election, one tab each: roll, proxies, paper ballots, exports, audit log. */
export function DetailSections({
  election,
  canEdit,
  validityMonths,
  formatTime,
  refreshKey,
  onChanged,
}: Props) {
  const frozen = election.status !== 'draft'
  const open = election.status === 'open'
  // The whole roll, for the unit pickers and the count of units awaiting a printed notice.
  const roll = useRoll(frozen ? election.id : null, ALL, refreshKey)
  const units = roll && 'units' in roll ? roll.units : []
  const awaitingNotice =
    roll && 'units' in roll ? units.filter((unit) => !unit.owners.some((o) => o.email)).length : null
  const tabs = [
    ...(frozen ? [{ value: 'roll', label: 'Roll & participation' }] : []),
    ...(frozen ? [{ value: 'proxies', label: 'Proxies' }] : []),
    ...(open && canEdit ? [{ value: 'paper', label: 'Paper ballots' }] : []),
    ...(frozen ? [{ value: 'exports', label: 'Exports' }] : []),
    { value: 'audit', label: 'Audit log' },
  ]
  return (
    // A new status brings other tabs (a draft has only the log): start again from the first.
    <Tabs.Root key={election.status} defaultValue={tabs[0]!.value} className="grid gap-3">
      <Tabs.List
        aria-label="Election records"
        className="flex flex-wrap gap-1 rounded-card border border-line bg-white p-1.5"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClasses}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {frozen ? (
        <Section value="roll">
          <DetailRoll electionId={election.id} refreshKey={refreshKey} />
        </Section>
      ) : null}
      {frozen ? (
        <Section value="proxies">
          <ProxySection
            electionId={election.id}
            open={open}
            canEdit={canEdit}
            units={units}
            validityMonths={validityMonths}
            formatTime={formatTime}
            refreshKey={refreshKey}
            onChanged={onChanged}
          />
        </Section>
      ) : null}
      {open && canEdit ? (
        <Section value="paper">
          <p className="mb-4 text-sm text-muted">
            Key each paper ballot received by mail or at the meeting, unit by unit, exactly as marked. A
            directed proxy is keyed here too, as the proxy form directs.
          </p>
          <PaperBallot
            electionId={election.id}
            contests={election.contests}
            units={units}
            onRecorded={onChanged}
          />
        </Section>
      ) : null}
      {frozen ? (
        <Section value="exports">
          <DetailExports
            electionId={election.id}
            status={election.status}
            secret={election.secret}
            canEdit={canEdit}
            awaitingNotice={awaitingNotice}
          />
        </Section>
      ) : null}
      <Section value="audit">
        <AuditLog electionId={election.id} refreshKey={refreshKey} formatTime={formatTime} />
      </Section>
    </Tabs.Root>
  )
}
