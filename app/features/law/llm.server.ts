import { z } from 'zod'
import { completeness, currencyLabel, type LawCurrency } from './currency'
import type { CommunityType, LawTextStatus } from './schemas'
import { communityTypeLabels } from './schemas'

// An OpenAI-compatible chat-completions call (DESIGN.md "Law assistant"): the model sees only the
// retrieved sections and must answer from them, citing their numbers. Any failure returns null and
// the caller keeps the retrieval answer.

export type LlmConfig = { baseUrl: string; apiKey: string; model: string }

export const LLM_TIMEOUT_MS = 20_000

export type LlmSection = {
  section: string
  title: string
  chapterName: string
  body: string
  textStatus: LawTextStatus
} & Pick<LawCurrency, 'effective' | 'stale' | 'copyYear'>

export const LLM_SYSTEM_PROMPT =
  'You answer questions about Utah homeowner association and condominium law for a Utah HOA management ' +
  'company’s website. Answer ONLY from the Utah Code sections provided in the user message. Cite every ' +
  'section you rely on by its number, e.g. "Utah Code 57-8a-209". If the sections do not answer the ' +
  'question, say so plainly and suggest the Utah Code at le.utah.gov and the Utah Department of Commerce ' +
  'Office of the HOA Ombudsman. Never invent sections, numbers, deadlines or amounts. Write plain text ' +
  'without Markdown, in short paragraphs, for a homeowner or board member. Each section is labelled with ' +
  'how current and how complete our copy is: never present a text as current law when its label says it ' +
  'may be out of date or is cut short; say so. Do not give legal advice; general information only.'

export function llmUserMessage(question: string, type: CommunityType, sections: readonly LlmSection[]) {
  const passages = sections
    .map(
      (s) =>
        `[Utah Code ${s.section}] ${s.title} (${s.chapterName})\n` +
        `[${[currencyLabel(s), completeness(s.textStatus)?.held].filter(Boolean).join('. ')}]\n` +
        (s.body.trim() || '(Only the title of this section is available.)'),
    )
    .join('\n\n')
  return `Association type: ${communityTypeLabels[type]}\n\nQuestion: ${question}\n\nUtah Code sections:\n\n${passages}`
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
})

export type LlmResult = { ok: true; answer: string; cited: string[] } | { ok: false; reason: string }

/** Sections among `sections` whose number appears in the text. */
export function citedIn(text: string, sections: readonly { section: string }[]): string[] {
  return sections
    .filter((s) => new RegExp(`(^|[^\\d.])${s.section.replace(/\./g, '\\.')}(?![\\d.]*\\d)`).test(text))
    .map((s) => s.section)
}

export async function askLlm(
  config: LlmConfig,
  question: string,
  type: CommunityType,
  sections: readonly LlmSection[],
  timeoutMs = LLM_TIMEOUT_MS,
): Promise<LlmResult> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: LLM_SYSTEM_PROMPT },
          { role: 'user', content: llmUserMessage(question, type, sections) },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return { ok: false, reason: timedOut ? `timeout after ${timeoutMs} ms` : 'request failed' }
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    return { ok: false, reason: `status ${response.status}` }
  }
  let parsed
  try {
    parsed = CompletionSchema.safeParse(await response.json())
  } catch {
    return { ok: false, reason: 'invalid JSON' }
  }
  if (!parsed.success) return { ok: false, reason: 'unexpected response shape' }
  const answer = (parsed.data.choices[0]!.message.content ?? '').trim()
  if (!answer) return { ok: false, reason: 'empty answer' }
  const cited = citedIn(answer, sections)
  if (cited.length === 0) return { ok: false, reason: 'the answer cites no provided section' }
  return { ok: true, answer, cited }
}
