import { expect, test } from 'vitest'
import { parseEnv } from '~/lib/env.server'
import { placeholderSettings } from './launch-checks'

const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'production', ...vars })

test('the shipped defaults are all named: review link, origin, mail, portal links, emails, phones', () => {
  const names = placeholderSettings(env()).map((p) => p.setting)
  expect(names).toEqual(
    expect.arrayContaining([
      'REVIEW_URL',
      'PUBLIC_ORIGIN',
      'MAIL_FROM',
      'SMTP_URL',
      'externalLinks.ownerPortal',
      'externalLinks.paymentPortal',
      'externalLinks.documentRequest',
      'externalLinks.homeownerGuide',
      'emails.notifications',
      'phones.northern',
    ]),
  )
})

test('a setting given its real value is no longer named', () => {
  const names = placeholderSettings(
    env({
      REVIEW_URL: 'https://g.page/r/CabcdEFGH/review',
      PUBLIC_ORIGIN: 'https://www.wasatchcrest.com',
      MAIL_FROM: 'Wasatch Crest <no-reply@wasatchcrest.com>',
      SMTP_URL: 'smtps://mailer:pw@smtp.wasatchcrest.com:465',
    }),
  ).map((p) => p.setting)
  expect(names).not.toContain('REVIEW_URL')
  expect(names).not.toContain('PUBLIC_ORIGIN')
  expect(names).not.toContain('MAIL_FROM')
  expect(names).not.toContain('SMTP_URL')
})
