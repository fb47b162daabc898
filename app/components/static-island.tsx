import { useState, type MouseEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'

/**
 * Server-rendered content that needs no React in the browser: text, lists, images and plain links.
 *
 * On the first load the browser already holds its HTML. Hydrating it would make React walk every element once
 * more for nothing, and on the home page those sections are most of its ~900 elements (issue 3: Lighthouse
 * performance 95 on a phone). So on hydration the island adopts the server's HTML as it stands and React never
 * descends into it. On a client-side navigation there is nothing to adopt, and the children render as usual.
 *
 * Only for content without event handlers, state or effects: anything interactive inside stays inert after the
 * first load. Links inside keep working as the router's links do: a same-origin link navigates in the app.
 */
export function StaticIsland({ id, children }: { id: string; children: ReactNode }) {
  const navigate = useNavigate()
  // Read once, before hydration touches the document: the server's markup for this island, if it is there.
  const [serverHtml] = useState(() =>
    typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  )

  function followLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    const anchor = event.target instanceof Element ? event.target.closest('a') : null
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return
    if (anchor.origin !== window.location.origin) return
    event.preventDefault()
    void navigate(anchor.pathname + anchor.search + anchor.hash)
  }

  const content =
    serverHtml === null
      ? { children }
      : { dangerouslySetInnerHTML: { __html: serverHtml }, suppressHydrationWarning: true }
  // The handler only routes the same-origin links inside; those links are the focusable, interactive elements.
  return <div id={id} onClick={followLink} {...content} />
}
