import type { ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import serifLatin from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { CookieConsentProvider } from '~/components/cookie-consent/cookie-consent-provider'
import { DialogHost } from '~/components/dialog-host'
import { ErrorPage } from '~/components/error-page'
import { ChatButton } from '~/features/chat/components/chat-button'
import { CHAT_PAGE_PATH } from '~/features/chat/constants'
import { FeedbackButton } from '~/components/feedback-button'
import { FloatingDock } from '~/components/floating-dock'
import { useNonce } from '~/components/nonce'
import { NotFound } from '~/components/not-found'
import { RouteLoading } from '~/components/route-loading'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import { Toaster } from '~/components/toaster'
import { dialogRegistry } from '~/dialogs'
import { lastFailedRequestIdOnClient } from '~/lib/request-id.client'
import { isBackOfficePath } from '~/lib/back-office'
import { currentYear, utahDaySpan, utahToday } from '~/lib/dates'
import { pageMessages } from '~/i18n/catalogues.server'
import { I18nProvider, useT } from '~/i18n/i18n-provider'
import { LANG_ATTRIBUTES, localeOfPath, unprefixedPath } from '~/i18n/locales'
import { areasForPath } from '~/i18n/pages'
import { LanguageAlternates } from '~/components/language-alternates'

export const links: LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: serifLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function loader({ context, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  return {
    // The page's language and only the messages it uses, in that language alone (app/i18n/pages.ts).
    i18n: pageMessages(localeOfPath(pathname), areasForPath(unprefixedPath(pathname))),
    requestId: context.requestId,
    origin: context.origin,
    year: currentYear(),
    today: utahToday(),
    // When that date stops being today: lets the browser keep it without a time-zone formatter.
    todaySpan: utahDaySpan(),
    // Settings the browser needs, e.g. the review page a 5-star rating opens (DESIGN.md REVIEW_URL).
    config: context.config,
  }
}

/** Another page may need other messages: the root's data is read again when the page's areas or language change. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const messagesOf = (url: URL) =>
    `${localeOfPath(url.pathname)} ${areasForPath(unprefixedPath(url.pathname)).join()}`
  return defaultShouldRevalidate || messagesOf(currentUrl) !== messagesOf(nextUrl)
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  // The staff back office has its own header and no marketing chrome (issue 4 "Staff").
  const { pathname } = useLocation()
  const backOffice = isBackOfficePath(pathname)
  // The chat assistant's page lives inside the chat dialog and widget: no site chrome around it.
  const embedded = pathname === CHAT_PAGE_PATH
  const locale = localeOfPath(pathname)
  return (
    <html lang={LANG_ATTRIBUTES[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#163759" />
        <Meta />
        {/* With a precedence React writes the stylesheet ahead of the script preloads, so the one file the first
            paint waits for is not queued behind the JavaScript. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        <LanguageAlternates origin={data?.origin} pathname={pathname} />
      </head>
      <body className="flex min-h-screen flex-col bg-white">
        <I18nProvider value={data?.i18n ?? { locale, messages: {} }}>
          <SkipLink />
          <DialogHost registry={dialogRegistry}>
            {embedded ? (
              children
            ) : backOffice ? (
              <>
                {children}
                <Toaster />
              </>
            ) : (
              <CookieConsentProvider>
                <SiteHeader />
                <RouteLoading />
                <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                  {children}
                </main>
                <SiteFooter year={data?.year ?? currentYear()} />
                <FloatingDock>
                  <FeedbackButton />
                  <ChatButton chatwoot={data?.config.chatwoot ?? null} />
                </FloatingDock>
                <Toaster />
              </CookieConsentProvider>
            )}
          </DialogHost>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function SkipLink() {
  const t = useT('shell')
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skip.toContent')}
    </a>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root')
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  const requestId =
    typeof window === 'undefined' ? data?.requestId : (lastFailedRequestIdOnClient() ?? data?.requestId)
  // entry.server.tsx turns a loader's "database unreachable" into this 503 (issue 14).
  const unavailable = isRouteErrorResponse(error) && error.status === 503
  return <ErrorPage requestId={requestId} unavailable={unavailable} />
}
