/**
 * Taps before hydration (issue 15 item 1). Pages paint before their JavaScript runs (decision 0008), and a
 * button that only React answers does nothing until it hydrates. So an inline script, run before the first
 * paint, remembers the last such button tapped (shown as busy meanwhile); the app takes it just before it
 * hydrates and clicks it again once hydrated, exactly once. Links need none of this: the browser follows them.
 *
 * The buttons kept: every dialog button (`data-dialog`) and any other marked `data-early-tap="<unique name>"`.
 * A popover invoker is left to the browser where it supports popovers (the mobile menu before hydration).
 */
export const EARLY_TAP_BUTTONS = 'button[data-dialog],button[data-early-tap]'

const TAKE = '__takeEarlyTap'

/** The capturing script's source, for an inline <script> with the page's nonce. */
export function earlyTapCaptureScript(): string {
  return (
    `(()=>{let t=null;const c=e=>{const b=e.target instanceof Element?e.target.closest(` +
    `${JSON.stringify(EARLY_TAP_BUTTONS)}):null;if(!b||b.disabled||b.popoverTargetElement)return;` +
    `t?.removeAttribute("aria-busy");t=b;b.setAttribute("aria-busy","true")};addEventListener("click",c,true);` +
    `window.${TAKE}=()=>{removeEventListener("click",c,true);t?.removeAttribute("aria-busy");return t}})()`
  )
}

type Take = () => HTMLElement | null

/**
 * Stops keeping taps and returns the last one. Called right before hydrating: from then on React answers a
 * tap itself (it finishes hydrating at once to do so), and a kept tap would be answered twice.
 */
export function takeEarlyTap(): HTMLElement | null {
  const holder = window as unknown as Record<typeof TAKE, Take | undefined>
  const take = holder[TAKE]
  holder[TAKE] = undefined
  return take?.() ?? null
}

/** Clicks the kept button again, now hydrated; if hydration replaced it, the same control in its place. */
export function replayEarlyTap(button: HTMLElement): void {
  if (button.isConnected) return button.click()
  const { dialog, earlyTap } = button.dataset
  const selector =
    dialog !== undefined
      ? `button[data-dialog="${CSS.escape(dialog)}"]`
      : `button[data-early-tap="${CSS.escape(earlyTap ?? '')}"]`
  document.querySelector<HTMLElement>(selector)?.click()
}
