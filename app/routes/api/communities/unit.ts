import { UnitPatchSchema } from '~/features/communities/schemas'
import { deleteUnit, getUnit, updateUnit } from '~/features/communities/units.server'
import { AppError } from '~/lib/errors'
import { handleApi, parseJson } from '~/lib/http.server'
import { staffJson } from '../staff/staff-api.server'
import { communityActor } from './community-api.server'
import type { Route } from './+types/unit'

// GET -> { unit, history, nextBefore }. PATCH fields (+ acknowledgeTotal) -> { unit }.
// DELETE (?acknowledgeTotal=1 when a percentage roll then no longer totals 100) -> 204.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await communityActor(request, context)
    return staffJson(await getUnit(context.db, actor, params.id, params.unitId))
  })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = await communityActor(request, context)
    const where = { staffUserId: actor.id, communityId: params.id, unitId: params.unitId }
    if (request.method === 'PATCH') {
      const input = await parseJson(request, UnitPatchSchema)
      const unit = await updateUnit(context.db, actor, params.id, params.unitId, input)
      context.logger.info(where, 'unit changed')
      return staffJson({ unit })
    }
    if (request.method === 'DELETE') {
      const acknowledge = /^(1|true)$/.test(new URL(request.url).searchParams.get('acknowledgeTotal') ?? '')
      await deleteUnit(context.db, actor, params.id, params.unitId, acknowledge)
      context.logger.info(where, 'unit deleted')
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
    }
    throw new AppError('method_not_allowed', 405, 'Change a unit with PATCH or remove it with DELETE.')
  })
}
