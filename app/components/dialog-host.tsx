import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'

/** Every dialog of the spec (section 2, "Dialogs"), by the name any page opens it with. */
export type DialogName =
  | 'feedback'
  | 'homeowner-portal'
  | 'contact'
  | 'utah-law'
  | 'chat'
  | 'our-story'
  | 'why-choose'
  | 'testimonials'
  | 'blog'
  | 'switch'
  | 'privacy'
  | 'terms'
  | 'get-started'
  | 'services'
  | 'consultation'
  | 'quote'

export type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void }
export type DialogModule = { default: ComponentType<DialogProps> }
/** Loaders, so a dialog's code arrives only when it is first wanted. */
export type DialogRegistry = Partial<Record<DialogName, () => Promise<DialogModule>>>

/** Where focus goes when the dialog closes, when the element that opened it will be gone by then. */
export type OpenDialogOptions = { returnFocusTo?: HTMLElement | null }

type DialogHostValue = {
  openDialog: (name: DialogName, options?: OpenDialogOptions) => void
  closeDialog: (name?: DialogName) => void
  isAvailable: (name: DialogName) => boolean
  preloadDialog: (name: DialogName) => void
  current: DialogName | null
}

const DialogHostContext = createContext<DialogHostValue | null>(null)

export function useDialogs(): DialogHostValue {
  const value = use(DialogHostContext)
  if (!value) throw new Error('useDialogs must be used inside <DialogHost>')
  return value
}

/**
 * Holds the open dialog for the whole site. A dialog stays mounted after its first opening (so it
 * can run its own close behaviour, such as the feedback dialog's 200 ms reset) and is shown by name.
 * Focus returns to whatever opened the first dialog, also when one dialog hands over to another.
 */
export function DialogHost({ registry, children }: { registry: DialogRegistry; children: ReactNode }) {
  const [current, setCurrent] = useState<DialogName | null>(null)
  const [mounted, setMounted] = useState<DialogName[]>([])
  const opener = useRef<HTMLElement | null>(null)
  // lazy() fetches nothing until a component first renders, so wrapping every loader up front is free.
  const components = useMemo(
    () =>
      new Map(
        (Object.entries(registry) as Array<[DialogName, () => Promise<DialogModule>]>).map(([name, load]) => [
          name,
          lazy(load),
        ]),
      ),
    [registry],
  )

  const openDialog = useCallback(
    (name: DialogName, options?: OpenDialogOptions) => {
      if (!registry[name]) return
      setCurrent((previous) => {
        if (previous === null && typeof document !== 'undefined') {
          opener.current =
            options?.returnFocusTo ??
            (document.activeElement instanceof HTMLElement ? document.activeElement : null)
        }
        return name
      })
      setMounted((list) => (list.includes(name) ? list : [...list, name]))
    },
    [registry],
  )
  /** Closes the named dialog (only if it is the one showing), or whichever is showing. */
  const closeDialog = useCallback(
    (name?: DialogName) => setCurrent((showing) => (name === undefined || showing === name ? null : showing)),
    [],
  )

  useEffect(() => {
    if (current !== null || !opener.current) return
    const element = opener.current
    opener.current = null
    // After Radix restores focus on unmount (a 0 ms timer), put it back on the opener.
    const timer = setTimeout(() => element.isConnected && element.focus(), 0)
    return () => clearTimeout(timer)
  }, [current])

  const value = useMemo<DialogHostValue>(
    () => ({
      openDialog,
      closeDialog,
      current,
      isAvailable: (name) => Boolean(registry[name]),
      preloadDialog: (name) => void registry[name]?.(),
    }),
    [openDialog, closeDialog, current, registry],
  )

  return (
    <DialogHostContext value={value}>
      {children}
      {mounted.map((name) => {
        const Component = components.get(name)
        if (!Component) return null
        return (
          <Suspense key={name} fallback={null}>
            <Component
              open={current === name}
              onOpenChange={(open) => (open ? openDialog(name) : closeDialog(name))}
            />
          </Suspense>
        )
      })}
    </DialogHostContext>
  )
}
