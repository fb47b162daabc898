import { useState, type FocusEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useDialogs, type DialogName } from '~/components/dialog-host'
import { scrollToTopAfter } from '~/lib/scroll-to-top'

/**
 * Server-rendered content that needs no React in the browser: text, lists, images and plain links.
 *
 * On the first load the browser already holds its HTML. Hydrating it would make React walk every element once
 * more for nothing, and on the home page those sections are most of its ~900 elements (issue 3: Lighthouse
 * performance 95 on a phone). So on hydration the island adopts the server's HTML as it stands and React never
 * descends into it. On a client-side navigation there is nothing to adopt, and the children render as usual.
 *
 * Only for content without event handlers, state or effects: anything interactive inside stays inert after the
 * first load, with two exceptions handled here for the whole island. Links keep working as the router's links
 * do: a same-origin link navigates in the app (and with `data-scroll-top-after`, scrolls to the top that many
 * milliseconds later). A `DialogButton` (a button or link with `data-dialog`) opens its dialog,
 * and its code is fetched when the pointer or focus comes to it, as it would be hydrated.
 */
export function StaticIsland({ id, children }: { id: string; children: ReactNode }) {
  const navigate = useNavigate()
  const { openDialog, preloadDialog } = useDialogs()
  // Read once, before hydration touches the document: the server's markup for this island, if it is there.
  const [serverHtml] = useState(() =>
    typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  )

  function followLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
    const dialogControl = dialogControlOf(event)
    // A dialog link (DialogButton's pageHref) leaves a modified click to the browser: a new tab with its page.
    if (dialogControl && !(modified && dialogControl instanceof HTMLAnchorElement)) {
      event.preventDefault()
      openDialog(dialogControl.dataset.dialog as DialogName, { returnFocusTo: dialogControl })
      return
    }
    if (modified) return
    const anchor = event.target instanceof Element ? event.target.closest('a') : null
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return
    if (anchor.origin !== window.location.origin) return
    event.preventDefault()
    const navigation = navigate(anchor.pathname + anchor.search + anchor.hash)
    // A link may ask for the new page to be scrolled to its top a moment after it shows (spec section 2).
    const scrollDelay = anchor.dataset.scrollTopAfter
    if (scrollDelay !== undefined) scrollToTopAfter(navigation, Number(scrollDelay))
  }

  function preload(event: FocusEvent<HTMLDivElement> | PointerEvent<HTMLDivElement>) {
    const dialogControl = dialogControlOf(event)
    if (dialogControl) preloadDialog(dialogControl.dataset.dialog as DialogName)
  }

  const content =
    serverHtml === null
      ? { children }
      : { dangerouslySetInnerHTML: { __html: serverHtml }, suppressHydrationWarning: true }
  // The handlers only serve the links and dialog buttons inside; those are the island's interactive elements.
  return <div id={id} onClick={followLink} onPointerOver={preload} onFocus={preload} {...content} />
}

/** The DialogButton (a button, or a link to the dialog's page) the event happened in. */
function dialogControlOf(event: { target: EventTarget }): HTMLElement | null {
  return event.target instanceof Element
    ? event.target.closest<HTMLElement>('button[data-dialog], a[data-dialog]')
    : null
}
