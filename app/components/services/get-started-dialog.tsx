import { ClipboardList, Clock, FileText, ListChecks, MessagesSquare, type LucideIcon } from 'lucide-react'
import { DialogButton } from '~/components/dialog-button'
import type { DialogName, DialogProps } from '~/components/dialog-host'
import { cardClasses, IconBadge } from '~/components/ui/card'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { businessHours, company, emails } from '~/content/company'
import { enhancedSupportDays, serviceCount, transitionWeeks } from '~/content/services'
import { proposalPromise } from '~/content/switching'
import { OfficePhones } from './office-phones'

type NextStep = {
  dialog: DialogName
  icon: LucideIcon
  title: string
  text: string
  fallbackSubject?: string
}

const mailto = (subject: string) => `mailto:${emails.general}?subject=${encodeURIComponent(subject)}`

const nextSteps: readonly NextStep[] = [
  {
    dialog: 'consultation',
    icon: MessagesSquare,
    title: 'Request a consultation',
    text: 'Talk with us about your community, your current contract and what the board wants to change.',
    fallbackSubject: 'Consultation request',
  },
  {
    dialog: 'quote',
    icon: FileText,
    title: 'Get a detailed quote',
    text: 'Answer a few questions about your community and receive a proposal with every fee listed.',
    fallbackSubject: 'Management quote request',
  },
  {
    dialog: 'services',
    icon: ListChecks,
    title: 'See our services',
    text: `All ${serviceCount} services, from accounting and reserves to violations and vendors.`,
  },
  {
    dialog: 'switch',
    icon: ClipboardList,
    title: 'How switching works',
    text: `Five steps, about ${transitionWeeks} weeks, then ${enhancedSupportDays} days of enhanced support.`,
  },
]

const openHours = businessHours.filter((slot) => slot.opens !== null)

/** Spec section 2: the get-started dialog, a hub that helps a board choose its next step. */
export default function GetStartedDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={`Get started with ${company.name}`}
        description="Comparing companies or ready to switch? Choose the next step that fits your board."
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {nextSteps.map(({ dialog, icon: Icon, title, text, fallbackSubject }) => (
            <li key={dialog}>
              <DialogButton
                dialog={dialog}
                fallbackHref={fallbackSubject ? mailto(fallbackSubject) : undefined}
                className={cardClasses(true, 'flex h-full w-full gap-4 p-4 text-left sm:p-5')}
              >
                <IconBadge>
                  <Icon aria-hidden="true" className="size-5" />
                </IconBadge>
                <span>
                  <span className="block font-semibold text-brand-900">{title}</span>
                  <span className="mt-1 block text-sm text-muted">{text}</span>
                </span>
              </DialogButton>
            </li>
          ))}
        </ul>
        <p className="mt-6 flex items-center gap-2 rounded-lg bg-rock-50 px-4 py-3 text-sm font-medium text-rock-700">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {proposalPromise}
        </p>
        <section aria-labelledby="get-started-call" className="mt-6 border-t border-line pt-5">
          <h3 id="get-started-call" className="font-sans text-base font-semibold text-brand-900">
            Prefer to talk? Call either office
          </h3>
          <OfficePhones className="mt-3" />
          <p className="mt-3 text-sm text-muted">
            Office hours (Mountain Time):{' '}
            {openHours.map((slot, i) => (
              <span key={slot.days} className="whitespace-nowrap">
                {i > 0 ? ' · ' : ''}
                {slot.days}, {slot.label}
              </span>
            ))}
          </p>
        </section>
      </DialogContent>
    </Dialog>
  )
}
