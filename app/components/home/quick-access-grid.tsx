import {
  ArrowRight,
  Building2,
  Calculator,
  CreditCard,
  ExternalLink,
  FileText,
  KeyRound,
  LogIn,
  MessageSquareHeart,
  Scale,
  Vote,
} from 'lucide-react'
import type { MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { DialogButton, isPlainClick } from '~/components/dialog-button'
import { useDialogs } from '~/components/dialog-host'
import { IconBadge, cardClasses } from '~/components/ui/card'
import { SCROLL_TO_TOP_DELAY_MS, quickAccessCards, type QuickAccessCard } from '~/content/quick-access'
import { scrollToTopAfter } from '~/lib/scroll-to-top'

const icons = {
  Building2,
  Calculator,
  CreditCard,
  FileText,
  KeyRound,
  LogIn,
  MessageSquareHeart,
  Scale,
  Vote,
}

// The title is the card's one control; its ::after covers the whole card, so the card is the click target
// while the control's name stays just the title. The focus ring is drawn on that overlay.
const actionClasses =
  'after:absolute after:inset-0 after:rounded-card focus-visible:outline-none ' +
  'focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500 ' +
  'text-left'

const NewTab = () => <span className="sr-only"> (opens in a new tab)</span>

/** Whether the card leaves for another site in a new tab (a dialog card does while its dialog is missing). */
function useOpensTab(card: QuickAccessCard) {
  const { isAvailable } = useDialogs()
  return card.external && !(card.dialog && isAvailable(card.dialog))
}

function CardAction({ card, opensTab }: { card: QuickAccessCard; opensTab: boolean }) {
  const navigate = useNavigate()

  if (card.dialog) {
    // Until the dialog is part of the site, DialogButton is a link to `href`.
    return (
      <DialogButton
        dialog={card.dialog}
        fallbackHref={card.href}
        pageHref={card.pageHoldsDialog ? card.href : undefined}
        className={actionClasses}
      >
        {card.title}
        {opensTab ? <NewTab /> : null}
      </DialogButton>
    )
  }
  if (card.external) {
    return (
      <a href={card.href} target="_blank" rel="noopener noreferrer" className={actionClasses}>
        {card.title}
        <NewTab />
      </a>
    )
  }
  const scrollAfterNavigation = (event: MouseEvent) => {
    if (!card.scrollToTop || !isPlainClick(event)) return
    event.preventDefault()
    // Spec sections 2 and 9: go to the page, then scroll to its top after 100 ms.
    scrollToTopAfter(navigate(card.href), SCROLL_TO_TOP_DELAY_MS)
  }
  return (
    <Link
      to={card.href}
      onClick={scrollAfterNavigation}
      className={actionClasses}
      // The same behaviour when the grid is server-rendered HTML in a StaticIsland.
      data-scroll-top-after={card.scrollToTop ? SCROLL_TO_TOP_DELAY_MS : undefined}
    >
      {card.title}
    </Link>
  )
}

function QuickAccessTile({ card }: { card: QuickAccessCard }) {
  const opensTab = useOpensTab(card)
  const Icon = icons[card.icon]
  const Cue = opensTab ? ExternalLink : ArrowRight
  return (
    // Icon beside the text on phones, above it from the small breakpoint up.
    <li className={cardClasses(true, 'group relative flex gap-4 p-5 sm:flex-col sm:p-6')}>
      <IconBadge>
        <Icon aria-hidden="true" className="size-5" />
      </IconBadge>
      <div className="min-w-0 pr-6 sm:pr-0">
        <h3 className="font-sans text-lg font-semibold text-brand-900">
          <CardAction card={card} opensTab={opensTab} />
        </h3>
        <p className="mt-1 text-sm text-muted">{card.description}</p>
      </div>
      <Cue
        aria-hidden="true"
        className="absolute top-5 right-5 size-5 text-brand-300 transition-colors group-hover:text-brand-600 sm:top-6 sm:right-6"
      />
    </li>
  )
}

/** The nine Quick Access cards of spec section 2, each doing its own action. */
export function QuickAccessGrid() {
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
      {quickAccessCards.map((card) => (
        <QuickAccessTile key={card.title} card={card} />
      ))}
    </ul>
  )
}
