// A candidate's photo as staff upload it: JPEG, PNG or WebP, judged by the file's first bytes alone (a
// name or a claimed type can say anything), at most 2 MB, one file. Shared by the endpoint, which decides,
// and the console, which says the same before sending.

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]

/** The form field that carries the photo. */
export const PHOTO_FIELD = 'photo'

export const PHOTO_MESSAGES = {
  missing: 'Choose a photo to upload.',
  several: 'Upload one photo at a time.',
  empty: 'The photo file is empty. Please choose the file again.',
  tooLarge: 'The photo is larger than 2 MB. Please choose a smaller photo.',
  notImage: 'The photo must be a JPEG, PNG or WebP image.',
} as const

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)

/** What the bytes are, or null when they are none of the three. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF, four bytes of length, then WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  return null
}

/** The refusal for one chosen file, or null when it may be sent. */
export function photoProblem(bytes: Uint8Array, size = bytes.length): string | null {
  if (size === 0) return PHOTO_MESSAGES.empty
  if (size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge
  return photoTypeOf(bytes) ? null : PHOTO_MESSAGES.notImage
}

/** Where a candidate's photo is served; `version` (the upload time) makes a replaced photo a new address. */
export const candidatePhotoPath = (electionId: string, optionId: string, version?: string) =>
  `/api/elections/${electionId}/options/${optionId}/photo${version ? `?v=${encodeURIComponent(version)}` : ''}`
