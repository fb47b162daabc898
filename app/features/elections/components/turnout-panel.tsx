import { PARTICIPATION_METHODS, type Turnout } from '../types'
import { DetailBadge } from './detail-badge'
import { methodLabels, plural, quorumRule, shareOf, stillNeeded } from './detail-format'

function Bar({ label, part, whole, share }: { label: string; part: string; whole: string; share: number }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-sm font-semibold text-ink">{label}</span>
        <span className="text-sm text-muted">
          <span className="font-semibold text-ink tabular-nums">{part}</span> of{' '}
          <span className="tabular-nums">{whole}</span> ({share.toFixed(2)}%)
        </span>
      </div>
      <div className="h-2.5 overflow-hidden rounded-full bg-canvas ring-1 ring-line" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.min(share, 100)}%` }} />
      </div>
    </div>
  )
}

/**
 * Who has voted, by units and by weight, and how (online, paper, proxy); whether quorum is met and what it
 * still needs. Never a tally: while voting is open nobody, staff included, sees how anyone voted.
 */
export function TurnoutPanel({ turnout, checkedAt }: { turnout: Turnout; checkedAt: string | null }) {
  const { quorum } = turnout
  const needed = stillNeeded(quorum)
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 md:grid-cols-2" aria-live="polite">
        <Bar
          label="Units voted"
          part={String(turnout.units)}
          whole={String(turnout.rollUnits)}
          share={turnout.rollUnits ? (turnout.units * 100) / turnout.rollUnits : 0}
        />
        {turnout.weight === null ? (
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">Weight voted</span> is not shown to board accounts in a
            secret ballot: weight that grows one unit at a time would tell who voted.
          </p>
        ) : (
          <Bar
            label="Weight voted"
            part={turnout.weight}
            whole={turnout.rollWeight}
            share={shareOf(turnout.weight, turnout.rollWeight)}
          />
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <h3 className="text-sm font-semibold text-ink">How units took part</h3>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="Units voted, by method">
            {PARTICIPATION_METHODS.map((method) => (
              <li key={method} className="rounded-lg border border-line bg-canvas px-3 py-1.5">
                {methodLabels[method]}:{' '}
                <span className="font-semibold tabular-nums">{turnout.byMethod[method]}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-ink">Quorum ({quorumRule(quorum)})</h3>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
            {quorum.met ? (
              <DetailBadge tone="good">Quorum met</DetailBadge>
            ) : (
              <DetailBadge tone="warn">Quorum not met yet</DetailBadge>
            )}
            <span className="text-muted">
              {quorum.basis === 'units'
                ? `Needs ${plural(Number(quorum.required), 'unit')}; ${plural(quorum.units, 'unit has', 'units have')} voted.`
                : quorum.weight === null
                  ? `Needs weight ${quorum.required}.`
                  : `Needs weight ${quorum.required}; weight ${quorum.weight} has voted.`}
              {needed ? ` Still needed: ${needed}.` : ''}
            </span>
          </p>
        </div>
      </div>
      <p className="text-xs text-muted">
        Turnout only: how units voted stays sealed until voting closes.{' '}
        {checkedAt
          ? `Checked ${checkedAt}; updates every 10 seconds while this tab is open.`
          : 'Updates every 10 seconds while this tab is open.'}
      </p>
    </div>
  )
}
