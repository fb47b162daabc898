import { describe, expect, test } from 'vitest'
import { safeHref } from './chat-transcript'

describe('safeHref', () => {
  test.each([
    ['/contact', '/contact'],
    ['tel:+18015550142', 'tel:+18015550142'],
    ['sms:+18015550195', 'sms:+18015550195'],
    [
      'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S209.html',
      'https://le.utah.gov/xcode/Title57/Chapter8A/57-8a-S209.html',
    ],
  ])('keeps %s', (href, kept) => expect(safeHref(href)).toBe(kept))

  test.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    'tel:1;alert(1)',
  ])('drops %s', (href) => expect(safeHref(href)).toBeNull())
})
