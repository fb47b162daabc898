import type { UploadKind } from '~/lib/uploads.server'

// The lease copy an owner may attach to a rental registration (DESIGN.md "Rental registration"). The
// browser uses these to pre-check a picked file; the endpoint checks the content (app/lib/uploads.server.ts).

export const LEASE_FILE_FIELD = 'lease_file'
export const LEASE_FILE_KINDS: readonly UploadKind[] = ['pdf', 'doc', 'docx', 'jpg', 'png']
/** For the file picker's `accept` and the browser's own check of the name. */
export const LEASE_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const
/** MAX_UPLOAD_BYTES of files.server.ts, written out here so browser code need not import server code. */
export const LEASE_FILE_MAX_BYTES = 10 * 1024 * 1024
