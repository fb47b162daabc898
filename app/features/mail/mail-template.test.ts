import { describe, expect, test } from 'vitest'
import { emails, responsePromise } from '~/content/company'
import { companyNotification, senderConfirmation } from './mail-messages'
import { cleanSubject, composeMail, escapeHtml, html, rawHtml } from './mail-template'

const attack = `<script>alert("x")</script> & 'quoted' <img src=x onerror=alert(1)>`

describe('HTML escaping', () => {
  test('escapeHtml replaces the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  test('html`` escapes every value, keeps nested fragments, joins arrays and drops empty values', () => {
    const items = ['<b>', 'a&b']
    // prettier-ignore
    const out = html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>${null}${undefined}${false}${0}`
    expect(out.value).toBe('<ul><li>&lt;b&gt;</li><li>a&amp;b</li></ul>0')
    expect(html`<p title="${'" onmouseover="x'}">${rawHtml('<br>')}</p>`.value).toBe(
      '<p title="&quot; onmouseover=&quot;x"><br></p>',
    )
  })

  test('a composed message carries a visitor value escaped in HTML and verbatim in plain text', () => {
    const mail = composeMail({
      subject: 'New message',
      heading: `From ${attack}`,
      intro: [attack],
      fields: [{ label: 'Message <1>', value: attack }],
    })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;')
    expect(mail.html).toContain('Message &lt;1&gt;')
    expect(mail.text).toContain(`Message <1>: ${attack}`)
    expect(mail.text).toContain(`From ${attack}`)
  })

  test('plain text keeps a multi-line value readable and names missing values', () => {
    const mail = composeMail({
      subject: 's',
      heading: 'h',
      fields: [
        { label: 'Concerns', value: 'Roof leaks\r\nPool closed' },
        { label: 'Phone', value: '' },
        { label: 'Units', value: 0 },
      ],
    })
    expect(mail.text).toContain('Concerns:\n  Roof leaks\n  Pool closed\nPhone: (not given)\nUnits: 0')
    expect(mail.html).toContain('(not given)')
  })
})

describe('subjects', () => {
  test('line breaks and other control characters cannot start a header of their own', () => {
    expect(cleanSubject('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com')
    expect(cleanSubject('a\nb\rc\td\u0000e\u2028f\u0085g')).toBe('a b c d e f g')
    expect(cleanSubject('  spaced   out  ')).toBe('spaced out')
    const composed = composeMail({ subject: 'New\r\nX-Evil: 1', heading: 'h' })
    expect(composed.subject).toBe('New X-Evil: 1')
    expect(composed.html).toContain('<title>New X-Evil: 1</title>')
  })

  test('a long subject is shortened to 200 characters without splitting a character', () => {
    const long = `${'a'.repeat(198)}😀😀😀`
    const cleaned = cleanSubject(long)
    expect(Array.from(cleaned)).toHaveLength(200)
    expect(cleaned).toBe(`${'a'.repeat(198)}😀…`)
    expect(cleanSubject('short')).toBe('short')
  })
})

describe('the submission messages', () => {
  test('the notification goes to the company notification list, with Reply-To the sender', () => {
    const mail = companyNotification({
      subjectType: 'contact_message',
      subjectId: 42,
      subject: 'New contact message from Ann\nBcc: x@example.com',
      heading: 'New contact message',
      fields: [{ label: 'Name', value: 'Ann <b>' }],
      replyTo: 'ann@example.net',
    })
    expect(mail).toMatchObject({
      kind: 'notification',
      to: [...emails.notifications],
      replyTo: 'ann@example.net',
      subject: 'New contact message from Ann Bcc: x@example.com',
      subjectType: 'contact_message',
      subjectId: 42,
    })
    expect(mail.html).toContain('Ann &lt;b&gt;')
  })

  test('the confirmation goes to the sender alone, answers go to customer service', () => {
    const mail = senderConfirmation({
      to: 'ann@example.net',
      subjectType: 'contact_message',
      subjectId: '42',
      subject: 'We received your message',
      heading: 'Thank you, Ann',
      intro: ['We received your message.'],
    })
    expect(mail).toMatchObject({
      kind: 'confirmation',
      to: ['ann@example.net'],
      replyTo: emails.customerService,
    })
    expect(mail.text).toContain(responsePromise)
  })
})
