import { company, emails, phones } from '~/content/company'
import { translator } from '~/i18n/catalogues.server'
import { DEFAULT_LOCALE, LANG_ATTRIBUTES, type Locale } from '~/i18n/locales'

// Building a message from what a visitor typed: every value is escaped in the HTML body, and the
// subject loses its line breaks, which would otherwise let a value add headers of its own.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
}

/** Markup that is already safe: only `html` and `rawHtml` make one. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

/** Marks a constant string of markup as safe. Never pass it anything a visitor typed. */
export function rawHtml(markup: string): SafeHtml {
  return new SafeHtml(markup)
}

function interpolate(value: unknown): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(interpolate).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(value)
}

/** Tagged template: html`<p>${name}</p>` escapes `name`; nested html`` fragments and arrays pass through. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    out += interpolate(value) + (strings[i + 1] ?? '')
  })
  return new SafeHtml(out)
}

const SUBJECT_MAX = 200
// C0 and C1 controls (CR, LF, tab ...), DEL, and Unicode's line and paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SUBJECT_BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/** One line, no control characters, at most 200 characters: safe to put in a Subject header. */
export function cleanSubject(subject: string): string {
  const line = subject.replace(SUBJECT_BREAKS, ' ').replace(/\s+/g, ' ').trim()
  const chars = Array.from(line) // by code point, so an emoji is never cut in half
  return chars.length <= SUBJECT_MAX
    ? line
    : `${chars
        .slice(0, SUBJECT_MAX - 1)
        .join('')
        .trimEnd()}…`
}

export type MailField = { label: string; value: string | number | null | undefined }

export type MailContent = { subject: string; text: string; html: string }

export type MailLayout = {
  subject: string
  heading: string
  /** Paragraphs before the fields. */
  intro?: string[]
  /** Label and value pairs, e.g. what a visitor submitted; empty values show as "(not given)". */
  fields?: MailField[]
  /** Paragraphs after the fields. */
  outro?: string[]
  /** The language the message is written in (English when not given): its `lang` and the frame's words. */
  locale?: Locale
}

const shownIn = (locale: Locale) => (value: MailField['value']) =>
  value === null || value === undefined || String(value).trim() === ''
    ? translator(locale, 'shell')('mail.notGiven')
    : String(value)

// Plain text keeps a field's own line breaks, indented under its label.
const textFieldIn =
  (shown: (value: MailField['value']) => string) =>
  ({ label, value }: MailField) => {
    const lines = shown(value).replace(/\r\n?/g, '\n').split('\n')
    return lines.length === 1
      ? `${label}: ${lines[0]}`
      : `${label}:\n${lines.map((l) => `  ${l}`).join('\n')}`
  }

const signature = [company.fullName, `${phones.northern.display} · ${emails.general}`]

/** The plain-text and HTML bodies of one message, from one layout. */
export function composeMail(layout: MailLayout): MailContent {
  const subject = cleanSubject(layout.subject)
  const intro = layout.intro ?? []
  const outro = layout.outro ?? []
  const fields = layout.fields ?? []
  const locale = layout.locale ?? DEFAULT_LOCALE
  const shown = shownIn(locale)
  const textField = textFieldIn(shown)
  const text = [
    layout.heading,
    ...intro,
    fields.map(textField).join('\n'),
    ...outro,
    `-- \n${signature.join('\n')}`,
  ]
    .filter((block) => block !== '')
    .join('\n\n')

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;text-align:left'
  const rows = fields.map(
    ({ label, value }) =>
      html`<tr>
        <th scope="row" style="${cell};font-weight:600">${label}</th>
        <td style="${cell};white-space:pre-wrap">${shown(value)}</td>
      </tr>`,
  )
  const body = html`<!doctype html>
    <html lang="${LANG_ATTRIBUTES[locale]}">
      <head>
        <meta charset="utf-8" />
        <title>${subject}</title>
      </head>
      <body
        style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937"
      >
        <h1 style="font-size:20px;margin:0 0 16px">${layout.heading}</h1>
        ${intro.map((p) => html`<p style="margin:0 0 12px;white-space:pre-wrap">${p}</p>`)}
        ${
          rows.length
            ? html`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
                ${rows}
              </table>`
            : ''
        }
        ${outro.map((p) => html`<p style="margin:0 0 12px;white-space:pre-wrap">${p}</p>`)}
        <p style="margin:24px 0 0;color:#6b7280;font-size:13px">
          ${signature.map((line, i) => html`${i ? rawHtml('<br>') : ''}${line}`)}
        </p>
      </body>
    </html> `
  // One line-ending convention; SMTP turns every line end into CRLF on the wire anyway.
  const lf = (s: string) => s.replace(/\r\n?/g, '\n')
  return { subject, text: lf(text), html: lf(body.value) }
}
