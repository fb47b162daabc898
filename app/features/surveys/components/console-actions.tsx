import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { formatUtahDateTime } from '~/lib/dates'
import type { StaffSurvey } from '../types'
import { ConfirmStep, type StepOutcome } from '~/components/staff/confirm-step'

export type SurveyStep = 'publish' | 'close' | 'reopen' | 'duplicate' | 'delete'

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : `${one}s`}`
const P = ({ children }: { children: ReactNode }) => <p>{children}</p>

/** The steps this survey's status allows, each behind a dialog that says what it does. */
export function ConsoleActions({
  survey,
  reach,
  now,
  run,
}: {
  survey: StaffSurvey
  /** When the page loaded: whether the dates are past or still ahead. */
  now: number
  /** For an invitation survey's draft: who publishing reaches (with an email), from today's roll. */
  reach: { owners: number; units: number } | null
  run: (step: SurveyStep) => Promise<StepOutcome>
}) {
  const base = `/staff/surveys/${survey.id}`
  const duplicate = (
    <ConfirmStep
      trigger="Duplicate survey"
      title="Duplicate this survey?"
      confirmLabel="Duplicate"
      busyLabel="Duplicating…"
      onConfirm={() => run('duplicate')}
    >
      <P>
        A new draft is made with the same settings and questions, and opens for editing. Its responses start
        from zero; this survey and its results stay as they are.
      </P>
    </ConfirmStep>
  )
  if (survey.status === 'draft')
    return (
      <>
        <Link to={`${base}/edit`} className={buttonClasses('secondary', 'sm')}>
          Edit
        </Link>
        <ConfirmStep
          trigger="Publish"
          triggerVariant="primary"
          title="Publish this survey?"
          confirmLabel="Publish"
          busyLabel="Publishing…"
          onConfirm={() => run('publish')}
        >
          {survey.audience === 'invitation' ? (
            <P>
              {reach
                ? `Invitations go out by email at once to ${survey.invitePer === 'unit' ? plural(reach.units, 'unit') : plural(reach.owners, 'owner')} of ${survey.communityName ?? 'the community'} with an email address on the roll, each with a link that works once.`
                : 'Invitations go out by email at once, each with a link that works once.'}
            </P>
          ) : (
            <P>Anyone with the survey’s link can answer it, once per browser.</P>
          )}
          <P>
            {survey.opensAt && Date.parse(survey.opensAt) > now
              ? `Answers are taken from ${formatUtahDateTime(survey.opensAt)}`
              : 'Answers are taken from now'}
            {survey.closesAt ? ` until ${formatUtahDateTime(survey.closesAt)}.` : ' until you close it.'}
          </P>
          <P>The questions cannot be changed once it is published; duplicate it to make a new version.</P>
        </ConfirmStep>
        {duplicate}
        <ConfirmStep
          trigger="Delete draft"
          title="Delete this draft?"
          confirmLabel="Delete draft"
          busyLabel="Deleting…"
          confirmVariant="accent"
          onConfirm={() => run('delete')}
        >
          <P>The draft and its questions are deleted. This cannot be undone.</P>
        </ConfirmStep>
      </>
    )
  if (survey.status === 'published')
    return (
      <>
        <ConfirmStep
          trigger="Close survey"
          triggerVariant="primary"
          title="Close this survey now?"
          confirmLabel="Close survey"
          busyLabel="Closing…"
          confirmVariant="accent"
          onConfirm={() => run('close')}
        >
          <P>
            No more answers are taken from now
            {survey.closesAt ? `, although it was set to close ${formatUtahDateTime(survey.closesAt)}` : ''}.
            Respondents who open the link read that the survey is closed.
          </P>
          <P>The results stay available. You can reopen it later.</P>
        </ConfirmStep>
        {duplicate}
      </>
    )
  return (
    <>
      <ConfirmStep
        trigger="Reopen survey"
        title="Reopen this survey?"
        confirmLabel="Reopen"
        busyLabel="Reopening…"
        onConfirm={() => run('reopen')}
      >
        <P>
          Answers are taken again through the same links.
          {survey.closesAt && Date.parse(survey.closesAt) <= now
            ? ' Its closing date has passed, so it is cleared: the survey stays open until you close it.'
            : survey.closesAt
              ? ` It closes ${formatUtahDateTime(survey.closesAt)}.`
              : ' It stays open until you close it.'}
        </P>
      </ConfirmStep>
      {duplicate}
    </>
  )
}
