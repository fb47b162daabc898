import { describe, expect, test } from 'vitest'
import { spreadsheetDecoder } from './text-decode'

/** The text of these bytes, given to the decoder in pieces of `size` bytes. */
function decodeInPieces(bytes: Uint8Array, size: number): string {
  const decoder = spreadsheetDecoder()
  let text = ''
  for (let at = 0; at < bytes.length; at += size) text += decoder.decode(bytes.subarray(at, at + size))
  return text + decoder.end()
}

const utf16 = (text: string, endian: 'le' | 'be') => {
  const bytes = new Uint8Array(2 + text.length * 2)
  const view = new DataView(bytes.buffer)
  view.setUint16(0, 0xfeff, endian === 'le')
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), endian === 'le')
  return bytes
}

const TEXT = 'unit\towner_name\r\n1\tJosé Núñez 李小龙 🏠\r\n'

describe('the encoding a spreadsheet saved in', () => {
  test.each([1, 2, 3, 5, 64])(
    'UTF-16 LE and BE with their byte order mark, in pieces of %i bytes',
    (size) => {
      expect(decodeInPieces(utf16(TEXT, 'le'), size)).toBe(TEXT)
      expect(decodeInPieces(utf16(TEXT, 'be'), size)).toBe(TEXT)
    },
  )

  test.each([1, 2, 3, 7])('UTF-8, its mark kept for the CSV reader, in pieces of %i bytes', (size) => {
    const plain = new TextEncoder().encode(TEXT)
    expect(decodeInPieces(plain, size)).toBe(TEXT)
    expect(decodeInPieces(new Uint8Array([0xef, 0xbb, 0xbf, ...plain]), size)).toBe(TEXT)
  })

  test.each([1, 4, 1000])('Windows-1252 from its first accented letter, in pieces of %i bytes', (size) => {
    const text = 'unit;owner_name\r\n1;José Núñez\r\n2;Zoë “Z” Ångström\r\n'
    const bytes = Uint8Array.from(text, (c) => ({ '“': 0x93, '”': 0x94 })[c] ?? c.charCodeAt(0))
    expect(decodeInPieces(bytes, size)).toBe(text)
  })

  test('a file of one or two bytes, and an empty one', () => {
    expect(decodeInPieces(new Uint8Array([0x41]), 1)).toBe('A')
    expect(decodeInPieces(new Uint8Array([0x41, 0x0a]), 1)).toBe('A\n')
    expect(decodeInPieces(new Uint8Array(0), 1)).toBe('')
  })
})
