import { SendHorizontal } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { responsePromise } from '~/content/company'
import { submitJson } from '~/lib/form-submit'
import { useHydrated } from '~/lib/use-hydrated'
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants'
import { replyFor, TOPICS } from '../replies'
import type { ChatReply } from '../schemas'
import { ChatTranscript, type ChatEntry } from './chat-transcript'
import { LeaveMessageForm, type Honeypot } from './leave-message-form'

const LEAVE_MESSAGE = 'Leave a message for our team'

/**
 * The built-in chat assistant (DESIGN.md "Chat"): answers from the site's content through POST /api/chat,
 * offers quick replies, and takes a message for the team. Everything is shown as plain text.
 */
export function ChatAssistant({ honeypot }: { honeypot: Honeypot }) {
  const greeting = replyFor('greeting', '')
  const [entries, setEntries] = useState<ChatEntry[]>([{ id: 0, role: 'assistant', text: greeting.reply }])
  const [suggestions, setSuggestions] = useState<readonly string[]>(greeting.suggestions ?? TOPICS)
  const [draft, setDraft] = useState('')
  const [busy, setBusy] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const nextId = useRef(1)
  const log = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  // Until React runs, Enter in the box would be lost: the box waits, disabled, for hydration.
  const hydrated = useHydrated()

  // Keep the newest line in view.
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [entries, busy])

  const add = (entry: Omit<ChatEntry, 'id'>) =>
    setEntries((all) => [...all, { ...entry, id: nextId.current++ }])

  async function send(text: string) {
    const message = text.trim()
    if (!message || busy) return
    add({ role: 'visitor', text: message })
    if (message === LEAVE_MESSAGE) {
      add({ role: 'assistant', text: `Please fill in the form below. ${responsePromise}` })
      setLeaving(true)
      return
    }
    setDraft('')
    setBusy(true)
    const result = await submitJson<ChatReply>('/api/chat', { message })
    setBusy(false)
    if (!result.ok) {
      add({ role: 'assistant', text: result.message, tone: 'error' })
      return
    }
    const reply = result.data
    add({ role: 'assistant', text: reply.reply, links: reply.links })
    setSuggestions(reply.offerMessage ? withLeaveMessage(reply.suggestions) : (reply.suggestions ?? []))
    if (reply.intent === 'message') setLeaving(true)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void send(draft)
    input.current?.focus()
  }

  return (
    <div className="flex h-full min-h-0 flex-col bg-canvas">
      <ChatTranscript ref={log} entries={entries} busy={busy} />
      {suggestions.length && !leaving ? (
        <nav
          aria-label="Suggested topics"
          className="max-h-32 overflow-y-auto border-t border-line px-4 py-3"
        >
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((topic) => (
              <li key={topic}>
                <button
                  type="button"
                  disabled={busy || !hydrated}
                  onClick={() => void send(topic)}
                  className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-50 disabled:opacity-60"
                >
                  {topic}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {leaving ? (
        <LeaveMessageForm
          honeypot={honeypot}
          onCancel={() => {
            setLeaving(false)
            input.current?.focus()
          }}
          onSent={({ reference, name }) => {
            setLeaving(false)
            add({
              role: 'assistant',
              text:
                `Thank you, ${name}. Your message is with our team. Your reference number is ${reference}; ` +
                `please quote it if you write or call about this message. ${responsePromise}`,
            })
            input.current?.focus()
          }}
        />
      ) : (
        <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-line bg-white px-4 py-3">
          <div className="grid flex-1 gap-1">
            <label htmlFor="chat-input" className="text-xs font-semibold text-muted">
              Your message
            </label>
            <input
              ref={input}
              id="chat-input"
              name="message"
              type="text"
              autoComplete="off"
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              value={draft}
              disabled={!hydrated}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Type your question"
              className="h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink placeholder:text-muted/80 hover:border-brand-300 focus-visible:border-brand-500 disabled:cursor-wait disabled:bg-canvas"
            />
          </div>
          <Button type="submit" disabled={busy || !draft.trim()} aria-label="Send message" className="px-3">
            <SendHorizontal aria-hidden="true" className="size-5" />
          </Button>
        </form>
      )}
    </div>
  )
}

const withLeaveMessage = (list: readonly string[] = []) =>
  list.includes(LEAVE_MESSAGE) ? list : [...list, LEAVE_MESSAGE]
