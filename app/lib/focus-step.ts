/**
 * A step that replaces a form in place (a review, a receipt) takes the focus on its heading, so a screen reader
 * announces it, and is shown from its top, just below the sticky site header: the browser would otherwise centre
 * the heading in what the floating controls leave of the window, with the step's content cut off below it and
 * the page's top half under the header. The step is the heading's parent element.
 */
export function focusStep(heading: HTMLElement | null) {
  if (!heading) return
  heading.focus({ preventScroll: true })
  heading.parentElement?.scrollIntoView({ block: 'start' })
}
