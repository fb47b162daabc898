import { beforeAll, describe, expect, test } from 'vitest'
import { lawTopicIds } from '~/content/law-topic-types'
import { lawTopicSummaries } from '~/content/law-topics'
import { LAW_CORPUS_DIR } from '../../../tests/setup/law-corpus'
import { chapterOf, corpusRows, type LawSectionRow } from './corpus-records'
import { readCorpusDir } from './corpus.server'
import { TOPIC_SIGNALS } from './topic-match'

// The plain-language summaries are content written for this site: these checks keep them tied to the
// statute corpus they summarise.

let corpus: Map<string, LawSectionRow>
beforeAll(async () => {
  const files = await readCorpusDir(LAW_CORPUS_DIR)
  corpus = new Map(corpusRows(files.files).map((row) => [row.section, row]))
})

const SECTION = /\b\d{1,2}-\d{1,2}[a-z]?-\d{1,3}(?:\.\d+)?\b/g
const label = (s: (typeof lawTopicSummaries)[number]) => `${s.topic} (${s.act})`

describe('the topic summaries', () => {
  test('every section a summary cites is in the corpus, and the text cites each as "Utah Code <section>"', () => {
    for (const summary of lawTopicSummaries) {
      for (const section of summary.sections) {
        expect(corpus.has(section), `${label(summary)} cites ${section}`).toBe(true)
        expect(summary.text, label(summary)).toContain(`Utah Code ${section}`)
      }
      // No section number in the text that the summary does not list (its URL would be missing).
      for (const [number] of summary.text.matchAll(SECTION))
        expect(summary.sections, `${label(summary)} mentions ${number}`).toContain(number)
    }
  })

  test('each is 3 to 6 sentences, and one entry per topic per act', () => {
    for (const summary of lawTopicSummaries) {
      const sentences = summary.text.split(/(?<=[.?!])\s+(?=[A-Z])/)
      expect(sentences.length, label(summary)).toBeGreaterThanOrEqual(3)
      expect(sentences.length, label(summary)).toBeLessThanOrEqual(6)
    }
    const keys = lawTopicSummaries.map(label)
    expect(new Set(keys).size).toBe(keys.length)
  })

  test('every topic has a summary for homeowners associations, and the act is the one it describes', () => {
    for (const topic of lawTopicIds) {
      const entries = lawTopicSummaries.filter((s) => s.topic === topic)
      expect(
        entries.some((s) => s.act !== '57-8'),
        topic,
      ).toBe(true)
      // The main section belongs to the act the entry is filed under.
      for (const entry of entries) expect(chapterOf(entry.sections[0]!), label(entry)).toBe(entry.act)
    }
  })

  test('a summary resting on a section we hold only by title or in part says so', () => {
    for (const summary of lawTopicSummaries) {
      const main = corpus.get(summary.sections[0]!)!
      if (main.textStatus === 'none')
        expect(summary.text, label(summary)).toMatch(/holds (only )?(its|that section’s) title/)
      if (main.textStatus === 'partial')
        expect(summary.text, label(summary)).toMatch(/stops? part-way|older version/)
    }
  })

  test('a summary resting on a copy that may be out of date says so', () => {
    for (const summary of lawTopicSummaries) {
      const main = corpus.get(summary.sections[0]!)!
      if (main.stale) expect(summary.text, label(summary)).toMatch(/may be out of date|older version/)
    }
  })

  test('every section that signals a topic is in the corpus', () => {
    for (const [topic, signal] of Object.entries(TOPIC_SIGNALS))
      for (const section of signal.sections) expect(corpus.has(section), `${topic}: ${section}`).toBe(true)
  })
})
