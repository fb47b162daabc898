import {
  candidatePhoto,
  removeCandidatePhoto,
  requireEditableCandidate,
  saveCandidatePhoto,
} from '~/features/elections/candidate-photos.server'
import { handleApi } from '~/lib/http.server'
import { bearerToken } from '~/features/staff/auth.server'
import { requireMethod, staffJson } from '../staff/staff-api.server'
import { readCandidatePhoto } from './candidate-photo-form.server'
import { electionActor } from './election-api.server'
import type { Route } from './+types/candidate-photo'

// A candidate's photo. GET -> the image (who may fetch it: candidate-photos.server.ts). POST multipart
// `photo` -> 201 { photo } (its new address); DELETE -> 200. Both for staff who run elections, on a draft.

/** An image that can never run as a page of this site, nor be shown by another. */
const IMAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  Vary: 'Authorization',
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    // A stale staff token in the browser must not hide a photo anyone may see.
    const actor = bearerToken(request)
      ? await electionActor(request, context).catch(() => undefined)
      : undefined
    const photo = await candidatePhoto(context.db, actor, params.id, params.optionId)
    const etag = `"${photo.uploadedAt.getTime().toString(36)}"`
    // Once voting opens a photo never changes: browsers and shared caches keep it. A draft's may change,
    // and only staff see it: the browser asks again each time (a 304 when it is unchanged).
    const caching = photo.frozen ? 'public, max-age=86400' : 'private, no-cache'
    const headers = { ...IMAGE_HEADERS, ETag: etag, 'Cache-Control': caching }
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
    return new Response(new Uint8Array(photo.bytes), {
      headers: { ...headers, 'Content-Type': photo.type, 'Content-Length': String(photo.bytes.length) },
    })
  })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = await electionActor(request, context)
    if (request.method === 'DELETE') {
      await removeCandidatePhoto(context.db, actor, params.id, params.optionId)
      return staffJson({ removed: true })
    }
    requireMethod(request, 'POST', 'Upload a candidate photo')
    // A board account or a closed ballot hears why before any upload is read.
    await requireEditableCandidate(context.db, actor, params.id, params.optionId)
    const photo = await readCandidatePhoto(request)
    return staffJson(await saveCandidatePhoto(context.db, actor, params.id, params.optionId, photo), 201)
  })
}
