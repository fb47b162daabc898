import { useEffect, type RefObject } from 'react'
import { revealFocus } from '~/lib/focus-clear'

/** The room app.css keeps at the bottom of the window for the floating banner (scroll padding, footer). */
const BANNER_SPACE = '--banner-space'

/**
 * While the banner floats, tells the page its height, so the page keeps that much room at the bottom of the
 * window; and a control that had the focus before the banner came, and is now under it, is moved clear.
 */
export function useBannerSpace(banner: RefObject<HTMLElement | null>, floating: boolean) {
  useEffect(() => {
    const element = banner.current
    if (!floating || !element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      root.style.setProperty(BANNER_SPACE, `${Math.ceil(element.getBoundingClientRect().height)}px`)
      revealFocus()
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(BANNER_SPACE)
    }
  }, [banner, floating])
}
