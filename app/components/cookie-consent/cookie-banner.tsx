import { Cookie, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { DialogButton } from '~/components/dialog-button'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import {
  ACCEPT_ALL,
  NECESSARY_ONLY,
  type ConsentCategory,
  type ConsentPreferences,
} from '~/lib/cookie-consent'
import { useBannerSpace } from './banner-space'

const categories: Array<{ id: ConsentCategory | 'necessary'; label: string; description: string }> = [
  {
    id: 'necessary',
    label: 'Necessary',
    description:
      'Keep the site secure and working: your cookie choice, sign-in for elections and surveys. Always on.',
  },
  {
    id: 'functional',
    label: 'Functional',
    description: 'Remember conveniences and load the live chat widget from our chat provider.',
  },
  {
    id: 'analytics',
    label: 'Analytics',
    description: 'Count visits and see which pages help homeowners, so we can improve the site.',
  },
  {
    id: 'marketing',
    label: 'Marketing',
    description: 'Measure whether our notices and advertising reach the communities we serve.',
  },
]

type CookieBannerProps = {
  view: 'simple' | 'customize'
  initial: ConsentPreferences | null
  onCustomize: () => void
  onBack: () => void
  onChoose: (preferences: ConsentPreferences) => void
  onDismiss: () => void
  /** Floating at the bottom of the page, or in the flow of an open dialog (see cookie-consent-provider). */
  placement?: 'floating' | 'inline'
}

export function CookieBanner({
  view,
  initial,
  onCustomize,
  onBack,
  onChoose,
  onDismiss,
  placement = 'floating',
}: CookieBannerProps) {
  const [draft, setDraft] = useState<ConsentPreferences>(initial ?? NECESSARY_ONLY)
  const titleId = useId()
  const section = useRef<HTMLElement>(null)
  const floating = placement === 'floating'
  useBannerSpace(section, floating)
  return (
    <section
      ref={section}
      role="region"
      aria-labelledby={titleId}
      data-floating={floating ? '' : undefined}
      className={
        floating
          ? // Its padding is the gap to the window's edges, so its height is all the room it takes; only the
            // card takes clicks. The card scrolls past half the window's height below lg: the page stays usable.
            'pointer-events-none fixed inset-x-0 bottom-0 z-[60] animate-slide-up p-3 print:hidden sm:right-auto sm:w-[30rem] sm:p-4'
          : 'mb-5 print:hidden'
      }
    >
      <div
        className={
          floating
            ? 'pointer-events-auto relative max-h-[50dvh] scroll-pb-20 overflow-y-auto rounded-card border border-line bg-white p-5 shadow-float lg:max-h-[calc(100dvh-7rem)]'
            : 'relative rounded-card border border-line bg-canvas p-5'
        }
      >
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss cookie banner"
          className="absolute top-3 right-3 rounded-md p-1.5 text-muted hover:bg-canvas hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="flex items-center gap-2 pr-8 font-serif text-lg font-semibold">
          <Cookie aria-hidden="true" className="size-5 text-rock-600" />
          {view === 'simple' ? 'Your cookie choices' : 'Customize cookies'}
        </h2>
        {view === 'simple' ? (
          <>
            <p className="mt-2 text-sm text-muted">
              We use necessary cookies to run this site. With your permission we also use functional,
              analytics and marketing cookies; none of them load until you say yes. See our{' '}
              <DialogButton dialog="privacy" className="font-medium text-brand-700 underline">
                Privacy Policy
              </DialogButton>
              .
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => onChoose(ACCEPT_ALL)}>
                Accept All
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onChoose(NECESSARY_ONLY)}>
                Reject Non-Essential
              </Button>
              <Button size="sm" variant="ghost" onClick={onCustomize}>
                Customize
              </Button>
            </div>
          </>
        ) : (
          <form
            className="mt-3"
            onSubmit={(event) => {
              event.preventDefault()
              onChoose(draft)
            }}
          >
            <fieldset>
              <legend className="sr-only">Cookie categories</legend>
              <ul className="space-y-3">
                {categories.map((category) => {
                  const necessary = category.id === 'necessary'
                  const checked = necessary ? true : draft[category.id as ConsentCategory]
                  return (
                    <li key={category.id} className="flex gap-3">
                      <input
                        id={`consent-${category.id}`}
                        type="checkbox"
                        className="mt-1 size-4 shrink-0 accent-brand-700"
                        checked={checked}
                        disabled={necessary}
                        aria-describedby={`consent-${category.id}-help`}
                        onChange={(event) => setDraft((d) => ({ ...d, [category.id]: event.target.checked }))}
                      />
                      <div>
                        <label htmlFor={`consent-${category.id}`} className="text-sm font-semibold">
                          {category.label}
                        </label>
                        <p id={`consent-${category.id}-help`} className="text-sm text-muted">
                          {category.description}
                        </p>
                      </div>
                    </li>
                  )
                })}
              </ul>
            </fieldset>
            {/* Floating, the card scrolls on a small screen: its actions stay in sight at its foot. */}
            <div
              className={cn(
                'mt-4 flex flex-wrap gap-2',
                floating && 'sticky -bottom-5 -mx-5 -mb-5 border-t border-line bg-white px-5 py-4',
              )}
            >
              <Button size="sm" type="submit">
                Save Preferences
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onChoose(ACCEPT_ALL)}>
                Accept All
              </Button>
              <Button size="sm" variant="ghost" onClick={onBack}>
                Back
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  )
}
