// A survey with a file question ("Attach a photo of the damage") and the smallest files each content
// check recognises, for the tests of survey file answers.

export const PHOTO = '22222222-0000-4000-8000-000000000001'
export const NOTE = '22222222-0000-4000-8000-000000000002'

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n')
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
])
export const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)])
/** A web page dressed as a document: refused whatever its name says. */
export const PAGE = Buffer.from('<!doctype html><script>alert(1)</script>')

/** publishedSurvey() overrides: a required file question taking PDF, JPEG or PNG, and a short text. */
export const fileSurvey = (overrides: Record<string, unknown> = {}) => ({
  communityQuestionId: null,
  roleQuestionId: null,
  questions: [
    {
      id: PHOTO,
      type: 'file',
      prompt: 'Attach a photo of the damage',
      required: true,
      fileKinds: ['pdf', 'jpg', 'png'],
    },
    { id: NOTE, type: 'short_text', prompt: 'Where is it?', max: 20 },
  ],
  ...overrides,
})
