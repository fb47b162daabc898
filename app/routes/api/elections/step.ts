import {
  cancelElection,
  certifyElection,
  closeElection,
  openElection,
  publishElection,
} from '~/features/elections/lifecycle.server'
import { AppError } from '~/lib/errors'
import { handleApi, readOptionalJson } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { electionActor, mailContext } from './election-api.server'
import type { Route } from './+types/step'

// POST /api/elections/:id/open|close|certify|publish|cancel: one step of the election's life.
const STEPS = ['open', 'close', 'certify', 'publish', 'cancel'] as const

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Change an election’s status')
    const step = STEPS.find((s) => s === params.step)
    if (!step) throw new AppError('not_found', 404, 'There is no such election step.')
    const actor = await electionActor(request, context)
    const { db } = context
    const result =
      step === 'open'
        ? await openElection(db, actor, params.id, mailContext(context))
        : step === 'close'
          ? await closeElection(db, actor, params.id, mailContext(context))
          : step === 'certify'
            ? await certifyElection(db, actor, params.id)
            : step === 'publish'
              ? await publishElection(db, actor, params.id)
              : await cancelElection(db, actor, params.id, await cancelReason(request))
    context.logger.info({ staffUserId: actor.id, electionId: params.id, step }, 'election step')
    return staffJson(result)
  })
}

async function cancelReason(request: Request): Promise<string> {
  const body = await readOptionalJson(request)
  const reason = typeof body.reason === 'string' ? body.reason.trim().slice(0, 500) : ''
  if (!reason)
    throw new AppError('invalid_input', 422, 'Say why the election is cancelled.', {
      fieldErrors: { reason: ['Say why the election is cancelled.'] },
    })
  return reason
}

export const loader = wrongMethod('Change an election’s status', 'POST')
