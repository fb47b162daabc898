import { sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { describe, expect, test } from 'vitest'
import { CONFIRMATION_LIMITS } from '~/features/mail/confirmation-limit.server'
import { enqueueMails } from '~/features/mail/outbox.server'
import { QUOTE_QUESTIONS } from '~/features/submissions/quote-questions'
import { REFERENCE_PATTERN } from '~/features/submissions/reference'
import { countRows, jsonPoster } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { action as chatMessage } from './chat-message'
import { action as contact } from './contact'
import { action as feedback } from './feedback'
import { action as landlordTenant } from './landlord-tenant'
import { action as managementProposal } from './management-proposal'
import { action as pricingQuotes } from './pricing-quotes'

// Issue 14: anyone can type any address into a public form, so the confirmation must not carry what the
// sender typed, and the site must not mail one address (or everyone) without end. Staff still hear of
// every submission. The second probe: Gmail's dot variants and googlemail.com counted as other mailboxes,
// and one client could use up the hour's confirmations, so real visitors got none.

const t = setupTestDatabase()

const BAIT = 'Visit http://phish.example now'
const answers = Object.fromEntries(QUOTE_QUESTIONS.map((q) => [q.id, q.options.at(-1)!.value]))

// Every form that confirms, with its free-text fields all carrying the bait.
const FORMS = {
  contact: {
    post: jsonPoster(contact, '/api/contact', () => t.db),
    body: (email: string) => ({ name: BAIT, email, phone: '', community: BAIT, message: BAIT }),
  },
  chat: {
    post: jsonPoster(chatMessage, '/api/chat/message', () => t.db),
    body: (email: string) => ({ name: BAIT, email, message: BAIT }),
  },
  consultation: {
    post: jsonPoster(managementProposal, '/api/management-proposal', () => t.db),
    body: (email: string) => ({ name: BAIT, email, city: BAIT, units: 12, age: BAIT, goals: BAIT }),
  },
  feedback: {
    post: jsonPoster(feedback, '/api/feedback', () => t.db),
    body: (email: string) => ({ rating: 2, comments: BAIT, email }),
  },
  quote: {
    post: jsonPoster(pricingQuotes, '/api/pricing-quotes', () => t.db),
    body: (email: string) => ({
      ...answers,
      name: BAIT,
      board_position: 'Treasurer',
      phone: '801-555-0142',
      email,
      community_name: BAIT,
      total_units: 128,
    }),
  },
  rental: {
    post: jsonPoster(landlordTenant, '/api/landlord-tenant', () => t.db),
    body: (email: string) => ({
      community: BAIT,
      unitAddress: BAIT,
      ownerName: BAIT,
      ownerEmail: email,
      ownerPhone: '801-555-0142',
      ownerMailingAddress: BAIT,
      tenants: [{ name: BAIT, email: 'tenant@example.com', phone: '' }],
      leaseStart: '2026-01-01',
      leaseEnd: '2026-12-31',
      occupantCount: 3,
      vehicles: [{ description: BAIT.slice(0, 40), plate: 'PHISH 1' }],
      emergencyContact: { name: BAIT, phone: '(801) 555-0199' },
      acknowledgeRules: true,
    }),
  },
}

type Mail = { kind: string; to: string[]; subject: string; text: string; html: string }

async function mail(): Promise<Mail[]> {
  const result = (await t.db.execute(
    sql`select kind, to_addresses as "to", subject, text_body as text, html_body as html
        from outbox_messages order by created_at, kind`,
  )) as { rows: Mail[] }
  return result.rows
}

const kinds = async () => (await mail()).map((m) => m.kind).sort()

async function submit(form: keyof typeof FORMS, email: string, overrides: Partial<AppLoadContext> = {}) {
  const response = await FORMS[form].post(FORMS[form].body(email), overrides)
  expect(response.status).toBe(201)
  return response
}

const confirmedTo = async () => (await mail()).filter((m) => m.kind === 'confirmation').flatMap((m) => m.to)

describe('the confirmation to the sender', () => {
  test.each(Object.keys(FORMS) as Array<keyof typeof FORMS>)(
    '%s: reference and fixed wording only, none of the text the sender typed',
    async (form) => {
      await submit(form, 'sender@example.com')
      const confirmation = (await mail()).find((m) => m.kind === 'confirmation')!
      expect(confirmation.to).toEqual(['sender@example.com'])
      for (const part of [confirmation.subject, confirmation.text, confirmation.html])
        expect(part).not.toMatch(/phish/i)
      const reference = new RegExp(REFERENCE_PATTERN.source.slice(1, -1))
      expect(confirmation.text).toMatch(reference)
      // Staff get everything, bait included: they need to see what was sent.
      const notification = (await mail()).find((m) => m.kind === 'notification')!
      expect(notification.text).toContain(BAIT)
    },
  )
})

describe('confirmations are rationed; every submission is stored and reaches staff', () => {
  test('a second submission to the same mailbox within the hour gets no second confirmation', async () => {
    await submit('contact', 'marcus@example.com')
    await submit('quote', 'Marcus+again@Example.COM') // the same inbox, written differently
    await submit('chat', 'marcus@example.com')
    expect(await countRows(t.db, 'contact_messages')).toBe(2)
    expect(await countRows(t.db, 'quote_requests')).toBe(1)
    expect(await kinds()).toEqual(['confirmation', 'notification', 'notification', 'notification'])

    // Another address is not held back by Marcus's.
    await submit('feedback', 'rita@example.com')
    expect((await mail()).filter((m) => m.kind === 'confirmation').map((m) => m.to)).toEqual([
      ['marcus@example.com'],
      ['rita@example.com'],
    ])

    // An hour later Marcus can be confirmed again.
    await t.db.execute(sql`update outbox_messages set created_at = created_at - interval '61 minutes'`)
    await submit('consultation', 'marcus@example.com')
    const toMarcus = (await mail()).filter(
      (m) => m.kind === 'confirmation' && m.to[0] === 'marcus@example.com',
    )
    expect(toMarcus).toHaveLength(2)
  })

  test('submissions at the same moment (several connections on PostgreSQL) still confirm once', async () => {
    const body = FORMS.contact.body('ann@example.com')
    const posts = Array.from({ length: 8 }, (_, i) =>
      FORMS.contact.post(body, { clientIp: `203.0.113.${i}` }),
    )
    expect((await Promise.all(posts)).map((r) => r.status)).toEqual(Array(8).fill(201))
    expect(await countRows(t.db, 'contact_messages')).toBe(8)
    expect(await kinds()).toEqual(['confirmation', ...Array(8).fill('notification')])
  })

  test('the hourly cap on all confirmations holds, whatever the addresses', async () => {
    const others = Array.from({ length: CONFIRMATION_LIMITS.perHour - 1 }, (_, i) => ({
      kind: 'confirmation',
      to: [`visitor-${i}@example.com`],
      subject: 'We received your message',
      text: 'Thank you.',
    }))
    await enqueueMails(t.db, others)
    await submit('contact', 'last-one@example.com') // the hour's last confirmation
    await submit('contact', 'one-too-many@example.com')
    await submit('rental', 'owner@example.com')

    expect(await countRows(t.db, 'contact_messages')).toBe(2)
    expect(await countRows(t.db, 'rental_registrations')).toBe(1)
    const sent = await mail()
    expect(sent.filter((m) => m.kind === 'notification')).toHaveLength(3)
    const confirmed = sent.filter((m) => m.kind === 'confirmation').flatMap((m) => m.to)
    expect(confirmed).toHaveLength(CONFIRMATION_LIMITS.perHour)
    expect(confirmed).toContain('last-one@example.com')
    expect(confirmed).not.toContain('one-too-many@example.com')
    expect(confirmed).not.toContain('owner@example.com')
  })
})

describe('a mailbox however it is written; a client’s share of the hour', () => {
  test('Gmail ignores dots and answers at googlemail.com too: one mailbox, one confirmation', async () => {
    await submit('contact', 'marcus.bell@gmail.com', { clientIp: '198.51.100.1' })
    await submit('quote', 'Marcus.Bell+hoa@googlemail.com', { clientIp: '198.51.100.2' })
    await submit('chat', 'm.a.r.c.u.s.b.e.l.l@GMAIL.com', { clientIp: '198.51.100.3' })
    await submit('feedback', 'marcusbell@googlemail.com', { clientIp: '198.51.100.4' })
    // Elsewhere a dot is part of the name: these are two mailboxes.
    await submit('consultation', 'rita.bell@example.com', { clientIp: '198.51.100.5' })
    await submit('contact', 'ritabell@example.com', { clientIp: '198.51.100.6' })
    expect(await confirmedTo()).toEqual([
      'marcus.bell@gmail.com',
      'rita.bell@example.com',
      'ritabell@example.com',
    ])
    expect(await countRows(t.db, 'contact_messages')).toBe(3)
    expect((await mail()).filter((m) => m.kind === 'notification')).toHaveLength(6)
  })

  test('one client sending every form to its limit cannot use up the hour: a visitor is still confirmed', async () => {
    // The six forms, 10 each (the contact form and the chat's message share one limit: 20 an hour here),
    // each to a mailbox of its own: 60, the hour's whole allowance, from one IPv6 /64 walking its addresses.
    const forms = Object.keys(FORMS) as Array<keyof typeof FORMS>
    let n = 0
    for (const form of forms)
      for (let i = 0; i < 10; i++, n++) {
        const clientIp = `2001:db8:5:5::${(n + 1).toString(16)}`
        await submit(form, `stranger-${n}@example.com`, { clientIp, formRateLimitPerHour: 20 })
      }
    await submit('contact', 'real.visitor@example.com', { clientIp: '203.0.113.50' })
    expect(await confirmedTo()).toContain('real.visitor@example.com')
    expect(await confirmedTo()).toHaveLength(CONFIRMATION_LIMITS.perSourcePerHour + 1)
    expect(await countRows(t.db, 'contact_messages')).toBe(21) // every submission is stored
  })
})
