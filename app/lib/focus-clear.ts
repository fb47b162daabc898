/**
 * What floats at the bottom of the window (app.css, --floating-space) is kept off the focused control. The
 * browser scrolls a control it focuses clear of the scroll padding only when the control is out of view: one
 * already partly in view, or a text field whose caret line is, can stay partly under the floating band.
 * scrollIntoView keeps to the window less its scroll padding, so the control ends just above the band.
 * Only a focus the browser shows (the keyboard's, or a text field's): a scroll between a click's press and
 * release would take the click away from the control. Only a control: a heading the page focuses to announce a
 * step (tabindex -1) stays where the page put it. Controls in a dialog, or that float themselves, are left be.
 */
export function revealFocus() {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body || focused.tabIndex < 0) return
  if (!focused.matches(':focus-visible') || focused.closest('[role="dialog"], [data-floating]')) return
  const box = focused.getBoundingClientRect()
  const band = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0
  if (box.top < window.innerHeight && box.bottom > window.innerHeight - band)
    focused.scrollIntoView({ block: 'nearest' })
}
