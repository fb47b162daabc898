import { UnitInputSchema, UnitListQuerySchema } from '~/features/communities/schemas'
import { createUnit, listUnits } from '~/features/communities/units.server'
import { handleApi, parseJson, validate } from '~/lib/http.server'
import { queryOf, requireMethod, staffJson } from '../staff/staff-api.server'
import { communityActor } from './community-api.server'
import type { Route } from './+types/units'

// GET ?q=&cursor=&limit= -> { units, nextCursor, matched }. POST a unit with its owners -> 201 { unit }.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const actor = await communityActor(request, context)
    const query = validate(UnitListQuerySchema, queryOf(request))
    return staffJson(await listUnits(context.db, actor, params.id, query))
  })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Add a unit')
    const actor = await communityActor(request, context)
    const input = await parseJson(request, UnitInputSchema)
    const unit = await createUnit(context.db, actor, params.id, input)
    context.logger.info({ staffUserId: actor.id, communityId: params.id, unitId: unit.id }, 'unit added')
    return staffJson({ unit }, 201)
  })
}
