/**
 * A publication date (`YYYY-MM-DD`, a calendar date) as readers see it: "February 11, 2025". Formatted
 * in UTC because the value has no time of day; a time zone shift would show the day before.
 */
export function formatPostDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

/** Minutes to read at about 220 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / 220))
}
