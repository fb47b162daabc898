import type { Database } from '~/db/client.server'
import { printDocumentPdf } from '~/lib/pdf-blocks.server'
import type { Actor } from './access.server'
import { certificateFacts } from './certificate.server'
import { certificateDocument } from './certificate-text'

/** "Board Election 2026" -> "board-election-2026", for a file name a person recognises. */
export const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'election'

/** The results report as a PDF, in the words of its print page, and the file name to save it under. */
export async function certificatePdf(
  db: Database,
  actor: Actor,
  id: string | undefined,
  options: { compress?: boolean } = {},
) {
  const facts = await certificateFacts(db, actor, id)
  const pdf = await printDocumentPdf(certificateDocument(facts), options)
  const kind =
    facts.election.status === 'certified' && facts.verification.ok ? 'certified-results' : 'results-report'
  return { pdf, fileName: `${kind}-${fileSlug(facts.election.title)}.pdf`, facts }
}
