import { expect, test } from 'vitest'
import { initialsOf, statementInShort } from './candidate-profile'

test('a candidate without a photo is shown by the first letters of their first and last names', () => {
  expect(initialsOf('Ana Reyes')).toBe('AR')
  expect(initialsOf('Dale M. Whitaker')).toBe('DW')
  expect(initialsOf('Cher')).toBe('C')
  expect(initialsOf('  élodie   de la cruz ')).toBe('ÉC')
  expect(initialsOf('— 42 —')).toBe('?')
})

test('the review shows a statement in short: whole words, one line of text, marked as cut', () => {
  expect(statementInShort('Treasurer since 2019.\nCPA.')).toBe('Treasurer since 2019. CPA.')
  const sentence = 'I will keep dues low and the pool open. '
  // 140 characters end inside "dues low": the cut falls after "dues", never inside a word.
  expect(statementInShort(sentence.repeat(6))).toBe(`${sentence.repeat(3)}I will keep dues…`)
  // A cut that would end on punctuation drops it before the mark.
  expect(statementInShort(`${'a'.repeat(130)} bb, cccccccccccc`)).toBe(`${'a'.repeat(130)} bb…`)
})
