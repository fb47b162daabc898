import { useEffect, useRef } from 'react'

/**
 * After a form is refused, the keyboard moves to the first field with an error (or to the total's
 * confirmation box when the server asks for one), once React has shown the messages.
 */
export function useFocusInvalid() {
  const formRef = useRef<HTMLFormElement>(null)
  const pending = useRef(false)
  useEffect(() => {
    if (!pending.current) return
    pending.current = false
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], input[name="acknowledgeTotal"]')
      ?.focus()
  })
  return { formRef, focusInvalid: () => void (pending.current = true) }
}
