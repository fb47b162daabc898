import { beforeAll, expect, test } from 'vitest'
import { TEST_SERVER_SECRET } from '../../../tests/setup/test-database'
import { installServerSecret } from '~/lib/keyring.server'
import { mailedLinkRef } from './mailed-links.server'
import { voteLink } from './messages'

const TOKEN = 'A'.repeat(43)

beforeAll(() => installServerSecret(TEST_SERVER_SECRET))

test('the outbox remembers a Spanish voting link’s language, so a retried email opens the Spanish ballot', () => {
  const english = mailedLinkRef('e1', voteLink('https://hoa.example', TOKEN))
  const spanish = mailedLinkRef('e1', voteLink('https://hoa.example', TOKEN, 'es'))
  expect(english).not.toHaveProperty('language')
  expect(spanish).toEqual({ ...english, language: 'es' })
  expect(() => mailedLinkRef('e1', 'https://hoa.example/es/vote/short')).toThrow('not a voting link')
})
