import { ChevronDown } from 'lucide-react'
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode }

/**
 * The WAI-ARIA accordion pattern, one panel open at a time and all of them closable: each title is a button in
 * an h3 with `aria-expanded`; Enter or Space toggles it; the arrow keys, Home and End move between titles; an
 * open panel is a region named by its title.
 *
 * Written here rather than taken from Radix: Radix measures every panel in a layout effect after hydration,
 * which on a phone cost the home page more main-thread time than the whole FAQ is worth (issue 3).
 */
export function Accordion({ items, className }: { items: readonly AccordionItem[]; className?: string }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const baseId = useId()

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const triggers = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]'),
    )
    const current = triggers.indexOf(event.target as HTMLButtonElement)
    if (current === -1) return
    const next = {
      ArrowDown: (current + 1) % triggers.length,
      ArrowUp: (current - 1 + triggers.length) % triggers.length,
      Home: 0,
      End: triggers.length - 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    triggers[next]?.focus()
  }

  return (
    <div className={className} onKeyDown={moveFocus}>
      {items.map((item) => {
        const open = item.id === openId
        const triggerId = `${baseId}-${item.id}-trigger`
        const panelId = `${baseId}-${item.id}-panel`
        return (
          <div key={item.id} data-state={open ? 'open' : 'closed'}>
            <h3 className="font-sans">
              <button
                type="button"
                id={triggerId}
                data-accordion-trigger=""
                // Tapped before hydration, it is clicked again once the page is interactive (app/lib/early-tap.ts).
                data-early-tap={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="group flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-brand-900 hover:text-brand-700"
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-500 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!open}
              className="pb-6 text-muted"
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
