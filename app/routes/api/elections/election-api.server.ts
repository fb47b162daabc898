import { outboxMailer } from '../outbox-mailer.server'
import type { AppLoadContext } from 'react-router'
import type { Actor } from '~/features/elections/access.server'
import { mailedLinkRef } from '~/features/elections/mailed-links.server'
import type { ElectionMail, Mailer } from '~/features/elections/messages'
import { AppError } from '~/lib/errors'
import { readMultipart } from '~/lib/http.server'
import type { Viewer } from '~/features/elections/results.server'
import { bearerToken, requireStaff } from '~/features/staff/auth.server'

// Pieces the /api/elections routes share. Board accounts are let in; the election services keep each
// to its own communities, read-only (decisions 0010 and 0011).

export async function electionActor(request: Request, context: AppLoadContext): Promise<Actor> {
  const user = await requireStaff(request, context.db, { role: 'board' })
  return { id: user.id, name: user.name, role: user.role }
}

/** The election services send through the outbox, in their own transaction. */
export const electionMailer: Mailer = outboxMailer<ElectionMail>(
  'election',
  (message) => message.electionId,
  {
    label: 'voting link',
    ref: (message) => mailedLinkRef(message.electionId, message.link),
  },
)

/** Links in election emails use the configured origin, never the request's Host header (decision 0011). */
export const mailContext = (context: AppLoadContext) => ({
  mailer: electionMailer,
  origin: context.publicOrigin,
})

/** Who asks for results: staff or board with a bearer, else a voter with `?token=`, else anyone. */
export async function viewerOf(request: Request, context: AppLoadContext): Promise<Viewer> {
  const token = new URL(request.url).searchParams.get('token') ?? undefined
  // A stale staff token in the browser must not hide results a voter or the public may see.
  const actor = bearerToken(request)
    ? await electionActor(request, context).catch(() => undefined)
    : undefined
  return { actor, token }
}

/** A scanned proxy form: 10 MB at most, and only what its first bytes say it is. */
export const PROXY_FORM_LIMIT = 10 * 1024 * 1024
const SIGNATURES: Array<{ type: string; bytes: number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
]

/** The fields and the optional `document` of a multipart proxy form. */
export async function readProxyForm(request: Request) {
  const form = await readMultipart(request, PROXY_FORM_LIMIT + 64 * 1024)
  const fields: Record<string, string> = {}
  for (const [key, value] of form) if (typeof value === 'string' && value !== '') fields[key] = value
  const file = form.get('document')
  if (!(file instanceof File) || file.size === 0) return { fields, document: null }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const match = SIGNATURES.find((s) => s.bytes.every((byte, i) => bytes[i] === byte))
  const problem = 'Attach the signed proxy form as a PDF, PNG or JPEG of at most 10 MB.'
  if (!match || bytes.length > PROXY_FORM_LIMIT)
    throw new AppError('invalid_input', 422, problem, { fieldErrors: { document: [problem] } })
  // eslint-disable-next-line no-control-regex -- a file name keeps no control characters
  const name = file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'proxy-form'
  return { fields, document: { name, type: match.type, bytes } }
}
