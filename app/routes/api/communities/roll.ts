import { commitRoll, previewRoll } from '~/features/communities/roll.server'
import { handleApi } from '~/lib/http.server'
import { requireMethod, staffJson, wrongMethod } from '../staff/staff-api.server'
import { communityActor, readRollUpload } from './community-api.server'
import type { Route } from './+types/roll'

// POST a roll CSV (text/csv, or multipart with `file`):
//   ?dryRun=1 -> { counts, diff, errors, needsAcknowledgement }, nothing written;
//   otherwise the roll is replaced in one transaction -> { committed: true, ...preview }, or 422 (row
//   errors) / 409 (a percentage total not acknowledged) -> { message, ...preview }, nothing written.
export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    requireMethod(request, 'POST', 'Upload a roll')
    const actor = await communityActor(request, context)
    const { csv, acknowledgeTotal } = await readRollUpload(request)
    if (/^(1|true)$/.test(new URL(request.url).searchParams.get('dryRun') ?? ''))
      return staffJson(await previewRoll(context.db, actor, params.id, csv))
    const result = await commitRoll(context.db, actor, params.id, csv, acknowledgeTotal)
    if (!result.ok) return staffJson({ message: result.message, ...result.preview }, result.status)
    context.logger.info(
      { staffUserId: actor.id, communityId: params.id, units: result.preview.counts.units },
      'roll imported',
    )
    return staffJson({ committed: true, ...result.preview })
  })
}

export const loader = wrongMethod('Upload a roll', 'POST')
