import { seal, unseal } from '~/lib/keyring.server'
import { escapeHtml } from './mail-template'
import type { OutboxMessage } from './types'

// A voting or survey link lets whoever holds it vote or answer, so the outbox never keeps it readable
// (decision 0018): the stored bodies, which staff read, carry a placeholder; the link is sealed under the
// server secret, bound to the message's id, and erased once the message is sent or finally fails.

const PURPOSE = 'outbox-link'

export const placeholderFor = (label: string) => `[${label}, hidden from staff]`

export type LinkedBodies = { text: string; html: string | null }

/** The bodies with every copy of `url` (as text, and escaped as in the HTML) replaced by the placeholder. */
export function hideLink(bodies: LinkedBodies, url: string, label: string): LinkedBodies {
  if (!bodies.text.includes(url))
    throw new Error('enqueueMail: the hidden link does not appear in the text of the message')
  const placeholder = placeholderFor(label)
  return {
    text: bodies.text.replaceAll(url, placeholder),
    html: bodies.html?.replaceAll(escapeHtml(url), escapeHtml(placeholder)) ?? null,
  }
}

export const sealLink = (messageId: string, url: string) => seal(PURPOSE, Buffer.from(url, 'utf8'), messageId)

/**
 * The bodies as the recipient gets them, the placeholder replaced by the link; null when the sealed link
 * does not open (the server secret changed since it was queued) or is gone. A message without a hidden
 * link is returned as it is.
 */
export function revealLink(
  message: Pick<OutboxMessage, 'id' | 'textBody' | 'htmlBody' | 'linkLabel' | 'sealedLink'>,
): (LinkedBodies & { url: string | null }) | null {
  const bodies = { text: message.textBody, html: message.htmlBody }
  if (!message.linkLabel) return { ...bodies, url: null }
  const opened = message.sealedLink && unseal(PURPOSE, message.sealedLink, message.id)
  if (!opened) return null
  const url = opened.toString('utf8')
  const placeholder = placeholderFor(message.linkLabel)
  return {
    text: bodies.text.replaceAll(placeholder, url),
    html: bodies.html?.replaceAll(escapeHtml(placeholder), escapeHtml(url)) ?? null,
    url,
  }
}
