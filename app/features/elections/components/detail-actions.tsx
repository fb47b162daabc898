import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { formatUtahDateTime } from '~/lib/dates'
import { visibilityLabels, type Election, type Turnout } from '../types'
import { ConfirmStep, type StepOutcome } from '~/components/staff/confirm-step'
import { plural } from './detail-format'

/** What opening will do, from the community's roll as it stands now (it is frozen at that moment). */
export type RollReach = { units: number; weight: string; emails: number; unitsWithoutEmail: number }

export type Step = 'open' | 'close' | 'certify' | 'publish' | 'cancel' | 'reminders'

type Props = {
  election: Election
  turnout: Turnout | null
  reach: RollReach | null
  run: (step: Step, body?: { reason: string }) => Promise<StepOutcome>
}

const P = ({ children }: { children: ReactNode }) => <p>{children}</p>

/** The steps this election's status allows, each behind a dialog that says what it does. */
export function DetailActions({ election, turnout, reach, run }: Props) {
  const base = `/staff/elections/${election.id}`
  const cancel = (
    <ConfirmStep
      trigger="Cancel election"
      title="Cancel this election?"
      confirmLabel="Cancel election"
      busyLabel="Cancelling…"
      confirmVariant="accent"
      reasonLabel="Why is it cancelled?"
      onConfirm={(reason) => run('cancel', { reason })}
    >
      <P>
        A cancelled election cannot be reopened.{' '}
        {election.status === 'open'
          ? 'Voting links stop working at once, and no results are counted.'
          : 'It never opens and no invitations go out.'}{' '}
        The reason goes into the audit log.
      </P>
    </ConfirmStep>
  )

  if (election.status === 'draft')
    return (
      <>
        <Link to={`${base}/edit`} className={buttonClasses('secondary', 'sm')}>
          Edit
        </Link>
        <Link to={`${base}/preview`} className={buttonClasses('secondary', 'sm')}>
          Preview ballot
        </Link>
        <ConfirmStep
          trigger="Open voting"
          triggerVariant="primary"
          title="Open voting now?"
          confirmLabel="Open voting"
          busyLabel="Opening…"
          onConfirm={() => run('open')}
        >
          {reach ? (
            <P>
              Opening freezes the roll as it stands now: {plural(reach.units, 'unit')} with a total weight of{' '}
              {reach.weight}. Later changes to the roll do not change this election.
            </P>
          ) : null}
          <P>
            {reach
              ? `${plural(reach.emails, 'invitation')} go out by email at once, one to each owner email, each with the unit’s own voting link.`
              : 'Invitations go out by email at once, one to each owner email, each with the unit’s own voting link.'}{' '}
            The links work from {formatUtahDateTime(election.opensAt)} until{' '}
            {formatUtahDateTime(election.closesAt)}.
          </P>
          {reach && reach.unitsWithoutEmail > 0 ? (
            <P>
              {plural(reach.unitsWithoutEmail, 'unit has', 'units have')} no owner email: print their notices
              (Print notices) after opening and mail them.
            </P>
          ) : null}
          <P>The ballot cannot be edited once voting is open.</P>
        </ConfirmStep>
        {cancel}
      </>
    )

  if (election.status === 'open') {
    const notVoted = turnout ? turnout.rollUnits - turnout.units : null
    return (
      <>
        <ConfirmStep
          trigger="Send reminders"
          title="Send reminders now?"
          confirmLabel="Send reminders"
          busyLabel="Sending…"
          onConfirm={() => run('reminders')}
        >
          <P>
            {notVoted === null
              ? 'Every owner email of a unit that has not voted gets a reminder with a new voting link.'
              : `Every owner email of the ${plural(notVoted, 'unit')} that ${notVoted === 1 ? 'has' : 'have'} not voted gets a reminder with a new voting link.`}{' '}
            Their earlier links keep working. Units without email are not reached this way.
          </P>
          <P>One reminder round can be sent each hour.</P>
        </ConfirmStep>
        <Link to={`${base}/notices`} className={buttonClasses('secondary', 'sm')}>
          Print notices
        </Link>
        <ConfirmStep
          trigger="Close voting now"
          triggerVariant="primary"
          title="Close voting now?"
          confirmLabel="Close voting"
          busyLabel="Closing…"
          confirmVariant="accent"
          onConfirm={() => run('close')}
        >
          {/* An open election is still before its closing time: the scheduler closes it at closes_at. */}
          <p className="rounded-lg border border-rock-100 bg-rock-50 px-4 py-3 font-semibold text-rock-700">
            Voting is scheduled to close {formatUtahDateTime(election.closesAt)}. Closing early stops every
            voting link now: owners who have not voted lose their chance, though their notice promised them
            until then.
          </p>
          <P>
            Closing counts the ballots, seals a digest of them into the audit log and stores the results. No
            ballot can be cast or changed after that.
          </P>
        </ConfirmStep>
        {cancel}
      </>
    )
  }

  if (election.status === 'closed')
    return (
      <ConfirmStep
        trigger="Certify results"
        triggerVariant="primary"
        title="Certify these results?"
        confirmLabel="Certify results"
        busyLabel="Certifying…"
        onConfirm={() => run('certify')}
      >
        <P>
          Certifying freezes the results as counted at close: they can no longer change, and the audit log
          records a hash of them. Check the results below before you certify.
        </P>
        <P>
          Certified results can then be published to{' '}
          {visibilityLabels[election.resultsVisibility].toLowerCase()}.
        </P>
      </ConfirmStep>
    )

  if (election.status === 'certified' && !election.publishedAt)
    return (
      <ConfirmStep
        trigger="Publish results"
        triggerVariant="primary"
        title="Publish these results?"
        confirmLabel="Publish results"
        busyLabel="Publishing…"
        onConfirm={() => run('publish')}
      >
        <P>{publishAudience(election)}</P>
        <P>Publishing cannot be undone.</P>
      </ConfirmStep>
    )

  return null
}

function publishAudience(election: Election): string {
  switch (election.resultsVisibility) {
    case 'public':
      return 'Anyone will see the results and the receipt list at their results page and on the election system page, without signing in.'
    case 'voters':
      return 'Owners of units on this election’s roll will see the results and the receipt list by opening their voting link. The public will not.'
    default:
      return 'Only company staff and this community’s board accounts will see the results. Owners and the public will not.'
  }
}
