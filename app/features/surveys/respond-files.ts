import type { Answers } from './types'

// The files a respondent chose on the page, held in memory until the answers are sent: a file cannot be
// kept in the browser's storage with the other answers, so after a reload it is chosen again.

const held = new Map<string, File>()

export function holdFile(questionId: string, file: File | undefined) {
  if (file) held.set(questionId, file)
  else held.delete(questionId)
}

export const heldFile = (questionId: string) => held.get(questionId)

/** The held files of the answers being sent, by question id. */
export function filesFor(answers: Answers): Map<string, File> {
  return new Map([...held].filter(([questionId]) => answers[questionId] !== undefined))
}
