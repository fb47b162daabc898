import type { Logger } from 'pino'
import { emails, externalLinks, phones } from '~/content/company'
import type { Env } from '~/lib/env.server'

export type Placeholder = { setting: string; value: string; fix: string }

const EXAMPLE = /(^|[.@/])example\.(com|org|net)([/:>]|$)/i
const FICTIONAL_PHONE = /^\+1\d{3}55501\d\d$/ // 555-0100 to 555-0199: reserved for fiction

const CONTENT = 'app/content/company.ts'

/**
 * Settings that still hold the fictional values the site ships with (issue 15 item 5): each one sends a
 * visitor or an email somewhere that is not the company's. Listed in the README's "Before launch".
 */
export function placeholderSettings(env: Env): Placeholder[] {
  const found: Placeholder[] = []
  if (new URL(env.REVIEW_URL).searchParams.get('cid') === '0')
    found.push({ setting: 'REVIEW_URL', value: env.REVIEW_URL, fix: 'the company’s public review page' })
  if (!env.PUBLIC_ORIGIN)
    found.push({ setting: 'PUBLIC_ORIGIN', value: '(unset)', fix: 'the site’s https:// origin' })
  if (EXAMPLE.test(env.MAIL_FROM))
    found.push({ setting: 'MAIL_FROM', value: env.MAIL_FROM, fix: 'a sender on the company’s mail domain' })
  if (!env.SMTP_URL)
    found.push({ setting: 'SMTP_URL', value: '(unset)', fix: 'the mail server; until then mail waits' })
  for (const [name, url] of Object.entries(externalLinks))
    if (EXAMPLE.test(url)) found.push({ setting: `externalLinks.${name}`, value: url, fix: CONTENT })
  for (const [name, address] of Object.entries(emails))
    for (const one of [address].flat())
      if (EXAMPLE.test(one)) found.push({ setting: `emails.${name}`, value: one, fix: CONTENT })
  for (const [name, phone] of Object.entries(phones))
    if (FICTIONAL_PHONE.test(phone.raw))
      found.push({ setting: `phones.${name}`, value: phone.display, fix: CONTENT })
  return found
}

/** One warning per placeholder, at start in production, so an operator sees what is left before launch. */
export function warnOfPlaceholders(env: Env, logger: Logger) {
  for (const { setting, value, fix } of placeholderSettings(env))
    logger.warn({ setting, value }, `${setting} still holds its placeholder (${value}): set ${fix}`)
}
