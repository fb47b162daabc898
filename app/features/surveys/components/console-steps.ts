import { useNavigate, useRevalidator } from 'react-router'
import { toast } from '~/components/ui/toast-store'
import { staffCall } from '~/lib/staff-client'
import type { StaffSurvey } from '../types'
import type { SurveyStep } from './console-actions'
import type { StepOutcome } from '~/components/staff/confirm-step'

const DONE: Record<'publish' | 'close' | 'reopen', string> = {
  publish: 'The survey is published.',
  close: 'The survey is closed.',
  reopen: 'The survey is open again.',
}

/**
 * The survey page's steps through the API: publish, close and reopen stay on the page (it reloads), a
 * copy opens in the builder, a deleted draft leads back to the list. A refusal comes back as its sentence.
 */
export function useSurveySteps(surveyId: string) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const api = `/api/surveys/${encodeURIComponent(surveyId)}`

  return async function run(step: SurveyStep): Promise<StepOutcome> {
    if (step === 'delete') {
      const answer = await staffCall('DELETE', api)
      if (!answer.ok) return { ok: false, message: answer.message }
      toast({ title: 'Draft deleted.' })
      await navigate('/staff/surveys')
      return { ok: true }
    }
    if (step === 'duplicate') {
      const answer = await staffCall<{ survey: StaffSurvey }>('POST', `${api}/duplicate`)
      if (!answer.ok) return { ok: false, message: answer.message }
      toast({ title: 'Copy made.', description: 'It is a new draft: change what you need, then publish it.' })
      await navigate(`/staff/surveys/${answer.data.survey.id}/edit`)
      return { ok: true }
    }
    const answer = await staffCall<{ survey: StaffSurvey; invited?: number }>('POST', `${api}/${step}`)
    if (!answer.ok) return { ok: false, message: answer.message }
    const invited = answer.data.invited
    toast({
      title: DONE[step],
      description: invited
        ? `${invited} ${invited === 1 ? 'invitation is' : 'invitations are'} on the way.`
        : undefined,
    })
    await revalidator.revalidate()
    return { ok: true }
  }
}
