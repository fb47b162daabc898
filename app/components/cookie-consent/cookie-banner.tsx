import { Cookie, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { DialogButton } from '~/components/dialog-button'
import { Button } from '~/components/ui/button'
import { InEnglishMark } from '~/components/in-english-mark'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import {
  ACCEPT_ALL,
  NECESSARY_ONLY,
  type ConsentCategory,
  type ConsentPreferences,
} from '~/lib/cookie-consent'
import { useBannerSpace } from './banner-space'

const categories = ['necessary', 'functional', 'analytics', 'marketing'] as const satisfies ReadonlyArray<
  ConsentCategory | 'necessary'
>

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
  const t = useT('shell')
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
            ? 'pointer-events-auto relative max-h-[50dvh] scroll-pb-20 overflow-y-auto rounded-card border border-line bg-white p-4 shadow-float sm:p-5 lg:max-h-[calc(100dvh-7rem)]'
            : 'relative rounded-card border border-line bg-canvas p-5'
        }
      >
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('cookies.dismiss')}
          className="absolute top-3 right-3 rounded-md p-1.5 text-muted hover:bg-canvas hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="flex items-center gap-2 pr-8 font-serif text-lg font-semibold">
          <Cookie aria-hidden="true" className="size-5 text-rock-600" />
          {view === 'simple' ? t('cookies.title') : t('cookies.customizeTitle')}
        </h2>
        {view === 'simple' ? (
          <>
            <p className="mt-2 text-sm text-muted">
              {t.rich('cookies.lead', {
                privacy: (words) => (
                  <DialogButton dialog="privacy" className="font-medium text-brand-700 underline">
                    {words}
                    <InEnglishMark />
                  </DialogButton>
                ),
              })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2 sm:mt-4">
              <Button size="sm" onClick={() => onChoose(ACCEPT_ALL)}>
                {t('cookies.acceptAll')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onChoose(NECESSARY_ONLY)}>
                {t('cookies.reject')}
              </Button>
              <Button size="sm" variant="ghost" onClick={onCustomize}>
                {t('cookies.customize')}
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
              <legend className="sr-only">{t('cookies.categories')}</legend>
              <ul className="space-y-3">
                {categories.map((id) => {
                  const necessary = id === 'necessary'
                  const checked = necessary ? true : draft[id]
                  return (
                    <li key={id} className="flex gap-3">
                      <input
                        id={`consent-${id}`}
                        type="checkbox"
                        className="mt-1 size-4 shrink-0 accent-brand-700"
                        checked={checked}
                        disabled={necessary}
                        aria-describedby={`consent-${id}-help`}
                        onChange={(event) => setDraft((d) => ({ ...d, [id]: event.target.checked }))}
                      />
                      <div>
                        <label htmlFor={`consent-${id}`} className="text-sm font-semibold">
                          {t(`cookies.${id}`)}
                        </label>
                        <p id={`consent-${id}-help`} className="text-sm text-muted">
                          {t(`cookies.${id}Help`)}
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
                {t('cookies.save')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onChoose(ACCEPT_ALL)}>
                {t('cookies.acceptAll')}
              </Button>
              <Button size="sm" variant="ghost" onClick={onBack}>
                {t('cookies.back')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  )
}
