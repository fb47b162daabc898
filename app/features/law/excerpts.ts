// Quotable pieces of a section's text. A statute sentence often spans several lines: "...the association
// shall:" followed by its list items, the last ending with a period. A quote must never stop on the
// colon (issue 15: "...the association shall:" ended an answer), so the text is cut into sentences that
// keep their lists, and a sentence too long to quote whole is cut after a complete list item. Pure, so
// it is tested on its own (excerpts.test.ts) and the ranking of pieces stays in excerpts.server.ts.

export type StatuteUnit = {
  /** The unit's lines, as the corpus keeps them (one subsection or list item a line). */
  lines: string[]
  /** False for the last unit of a section our copy cuts off: it stops mid-sentence. */
  complete: boolean
}

export type Excerpt = { text: string; reachesCut: boolean }

/** How much of a unit is quoted when the whole would be longer (characters). */
export const EXCERPT_MAX = 520
/** A single sentence up to this long is quoted whole rather than cut. */
const SENTENCE_MAX = 700
export const ELLIPSIS = '…'

const SENTENCE_END = /[.?!]["”’')]*$/
const ITEM_END = /;(\s+(and|or))?$/
const ABBREVIATION = /\b(Sec|Secs|Subsec|No|Nos|Inc|Co|Corp|Ch|St|etc|e\.g|i\.e|U\.S\.C|U\.S)\.$/i

const endsSentence = (text: string) => SENTENCE_END.test(text) && !ABBREVIATION.test(text)
const endsItem = (text: string) => ITEM_END.test(text)
const opensList = (text: string) => /:$/.test(text)

/**
 * Splits a line holding several sentences ("(1) An owner shall pay... (2) A payment...") at each
 * sentence end followed by a new subsection, a capital or a section number; abbreviations stay whole.
 */
function sentencesOf(line: string): string[] {
  const parts = line.split(/(?<=[.?!]["”’)]?)\s+(?=[(A-Z“"]|\d+-\d+[a-z]?-\d)/)
  const out: string[] = []
  for (const part of parts) {
    const last = out[out.length - 1]
    if (last !== undefined && ABBREVIATION.test(last)) out[out.length - 1] = `${last} ${part}`
    else out.push(part)
  }
  return out
}

/** The section's text as quotable units: whole sentences, each with the list items it introduces. */
export function statuteUnits(body: string): StatuteUnit[] {
  const pieces = body
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .flatMap(sentencesOf)
  const units: StatuteUnit[] = []
  let current: string[] = []
  for (const piece of pieces) {
    const previous = current[current.length - 1]
    // A list opening followed by a line that is not one of its items: our copy lost the items (57-8-13.1
    // goes from "(3) ... with each registration:" to "(5)"), so the opening ends an unfinished unit.
    const level = markerLevel(piece)
    if (
      previous !== undefined &&
      opensList(previous) &&
      level !== null &&
      level <= (markerLevel(previous) ?? 0)
    ) {
      units.push({ lines: current, complete: false })
      current = []
    }
    // A bare marker line ("(1)") belongs to the text after it.
    if (current.length && /^(\(\w{1,4}\)\s*)+$/.test(current[current.length - 1]!))
      current[current.length - 1] = `${current[current.length - 1]} ${piece}`
    else current.push(piece)
    if (endsSentence(piece)) {
      units.push({ lines: current, complete: true })
      current = []
    }
  }
  if (current.length) units.push({ lines: current, complete: false })
  return units
}

/** Whether a quote stops where a reader expects: a sentence end, or a list item followed by "…". */
export function endsCleanly(excerpt: string): boolean {
  const text = excerpt.trim().replace(/^“|”$/g, '').trim()
  if (text.endsWith(ELLIPSIS)) {
    const before = text.slice(0, -ELLIPSIS.length).trim()
    return endsSentence(before) || endsItem(before)
  }
  return endsSentence(text)
}

/** The lines of an unfinished unit that end where a list item or sentence ends. */
function usableLines(unit: StatuteUnit): string[] {
  if (unit.complete) return unit.lines
  let end = unit.lines.length
  while (end > 0 && !(endsItem(unit.lines[end - 1]!) || endsSentence(unit.lines[end - 1]!))) end--
  return unit.lines.slice(0, end)
}

/** One long sentence without line structure: cut after its last complete clause ending in ";". */
function cutSentence(text: string, max: number): string | null {
  const cut = text.slice(0, max).lastIndexOf('; ')
  return cut > max / 3 ? `${text.slice(0, cut + 1)} ${ELLIPSIS}` : null
}

const size = (lines: readonly string[]) => lines.reduce((n, line) => n + line.length + 1, 0)

/**
 * Drops trailing lines that do not end an item or a sentence (a list opening whose items are left out,
 * a heading inside a quoted form), so no quote ends on ":" or mid-sentence.
 */
function closeOnItem(lines: string[]): string[] {
  const out = [...lines]
  while (out.length && !(endsItem(out[out.length - 1]!) || endsSentence(out[out.length - 1]!))) out.pop()
  return out
}

const ROMAN = /^(i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)$/

/**
 * The depth of a line's list marker in Utah Code style, (1) > (a) > (i) > (A), from the last marker
 * it opens with ("(1) (a) (i) To amend..." is an (i) item). Null for a line without a marker.
 */
function markerLevel(line: string): number | null {
  const marker = /^(?:\(\w{1,4}\)\s*)*\((\w{1,4})\)/.exec(line)?.[1]
  if (!marker) return null
  if (/^\d+$/.test(marker)) return 1
  if (ROMAN.test(marker)) return 3
  if (/^[a-z]+$/.test(marker)) return 2
  return 4
}

/** The nearest line before `index` that opens the list the line at `index` is an item of (0: none). */
function parentOf(lines: readonly string[], index: number): number {
  const level = markerLevel(lines[index]!)
  for (let i = index - 1; i > 0; i--) {
    // A line without a marker (the text of a quoted notice form) belongs to the nearest opening.
    const other = markerLevel(lines[i]!)
    if (opensList(lines[i]!) && (level === null || (other !== null && other < level))) return i
  }
  return 0
}

/**
 * The quote for a unit: the whole of it when it fits, otherwise its opening line and as many list
 * items as fit, ending after a complete item (and "…"). When the line that best matches the question
 * (`focus`, an index into the unit's lines) would be left out, the quote jumps to it after a "…".
 * Null when nothing quotable remains (a cut-off fragment, or a list opening without any item).
 */
export function unitExcerpt(unit: StatuteUnit, focus = 0, max = EXCERPT_MAX): Excerpt | null {
  const lines = usableLines(unit)
  if (lines.length === 0) return null
  const truncated = lines.length < unit.lines.length || !unit.complete
  if (lines.length === 1) {
    const whole = lines[0]!
    if (whole.length <= SENTENCE_MAX) return finish(lines, truncated)
    const cut = cutSentence(whole, max)
    return cut ? { text: cut, reachesCut: false } : null
  }
  if (size(lines) <= max && !truncated) return finish(lines, false)
  // The opening line, then each line that fits; the intro of a list always takes its first item.
  let taken = 1
  while (taken < lines.length && opensList(lines[taken - 1]!)) taken++
  while (taken < lines.length && size(lines.slice(0, taken + 1)) <= max) taken++
  if (focus >= taken && focus < lines.length) {
    // The best-matching item lies beyond the budget: quote the opening, the list that item belongs to,
    // then the item (with its own list when it opens one), instead of items the question did not ask
    // about. Each "…" stands for the items left out.
    const parent = parentOf(lines, focus)
    const tail = [lines[focus]!]
    let next = focus + 1
    while (next < lines.length && opensList(tail[tail.length - 1]!)) tail.push(lines[next++]!)
    if (!opensList(tail[tail.length - 1]!)) {
      const gap = (from: number, to: number) => (to > from + 1 ? [ELLIPSIS] : [])
      const head = parent > 0 ? [lines[0]!, ...gap(0, parent), lines[parent]!] : [lines[0]!]
      const quote = [...head, ...gap(parent > 0 ? parent : 0, focus), ...tail]
      return finish(quote, next === lines.length && truncated)
    }
  }
  const kept = closeOnItem(lines.slice(0, taken))
  return kept.length ? finish(kept, kept.length === lines.length && truncated) : null
}

/** Joins a quote's lines; one that stops after a list item, not a sentence, says so with "…". */
function finish(lines: string[], reachesCut: boolean): Excerpt {
  const last = lines[lines.length - 1]!
  return { text: (endsSentence(last) ? lines : [...lines, ELLIPSIS]).join('\n'), reachesCut }
}
