/** Once `navigation` has finished, scrolls the new page to its top `delayMs` later (spec sections 2 and 9). */
export function scrollToTopAfter(navigation: void | Promise<void>, delayMs: number): void {
  void Promise.resolve(navigation).then(() =>
    window.setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), delayMs),
  )
}
