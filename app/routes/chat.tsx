import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { BrandMark } from '~/components/brand-mark'
import { company, phones } from '~/content/company'
import { CHAT_READY_MESSAGE } from '~/features/chat/constants'
import { ChatAssistant } from '~/features/chat/components/chat-assistant'
import { HoneypotField } from '~/features/submissions/components/honeypot-field'
import { HONEYPOT_FIELD } from '~/features/submissions/schemas'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/chat'

// The built-in chat assistant's page (DESIGN.md "Chat"). The chat dialog and the desktop widget embed it,
// so it has no site header or footer (root.tsx) and is kept out of search results.
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Chat Assistant',
    description: `Ask the ${company.name} assistant about office hours, services, payments and Utah HOA law.`,
    path: '/chat',
    origin: matches[0].loaderData?.origin ?? '',
    noindex: true,
  })
}

const honeypot = { name: HONEYPOT_FIELD, Field: HoneypotField }

export default function ChatPage() {
  // Inside the dialog or the widget, their own title bar names the chat: no second header.
  const embedded = useSearchParams()[0].has('view')
  // Tell the page that embeds us that the assistant is up (the widget's 2 s fallback waits for this).
  useEffect(() => {
    if (window.parent !== window) window.parent.postMessage(CHAT_READY_MESSAGE, window.location.origin)
  }, [])
  return (
    <div className="flex h-dvh flex-col bg-white">
      {embedded ? null : (
        <header className="flex items-center justify-between gap-3 border-b border-line bg-brand-900 px-4 py-3 text-white">
          <Link to="/" target="_top" className="flex min-w-0 items-center gap-2 rounded font-semibold">
            <BrandMark className="size-7 shrink-0" />
            <span className="truncate">{company.name} Assistant</span>
          </Link>
          <a
            href={`sms:${phones.textSupport.raw}`}
            className="shrink-0 rounded text-sm text-brand-100 underline-offset-2 hover:underline"
          >
            Text {phones.textSupport.display}
          </a>
        </header>
      )}
      <main
        id="main"
        tabIndex={-1}
        // Named, so it differs from the main landmark of the page around the widget (axe landmark-unique).
        aria-label="Chat assistant"
        className="flex min-h-0 flex-1 flex-col focus:outline-none"
      >
        <h1 className="sr-only">Chat with the {company.name} assistant</h1>
        <ChatAssistant honeypot={honeypot} />
      </main>
    </div>
  )
}
