import { Mail, MessageSquareText, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { cardClasses, IconBadge } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { emails, offices, phones } from '~/content/company'
import { useT } from '~/i18n/i18n-provider'
import { EmergencyBlock } from './emergency-block'

const linkClass = 'rounded font-semibold break-words text-brand-700 hover:text-brand-900 hover:underline'

function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={cardClasses(false, 'flex flex-col')}>
      <IconBadge>{icon}</IconBadge>
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <div className="mt-2 flex-1 text-muted">{children}</div>
    </li>
  )
}

/** Phone, email and text, each with what to expect, then the 24/7 emergency line (spec sections 2 and 9). */
export function ContactChannels() {
  const t = useT('contact')
  return (
    <Section labelledBy="channels-heading">
      <SectionHeading
        id="channels-heading"
        eyebrow={t('channels.eyebrow')}
        title={t('channels.title')}
        lead={t('responsePromise')}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        <Channel icon={<Phone aria-hidden="true" className="size-6" />} title={t('channels.callTitle')}>
          <p>{t('channels.callText')}</p>
          <ul className="mt-3 space-y-1">
            {offices.map((office) => (
              <li key={office.id}>
                <span className="text-ink">{office.shortName}:</span>{' '}
                <a href={`tel:${office.phone.raw}`} className={linkClass}>
                  {office.phone.display}
                </a>
              </li>
            ))}
          </ul>
        </Channel>
        <Channel icon={<Mail aria-hidden="true" className="size-6" />} title={t('emailSupport')}>
          <p>{t('channels.emailText')}</p>
          <p className="mt-3">
            <a href={`mailto:${emails.customerService}`} className={linkClass}>
              {emails.customerService}
            </a>
          </p>
        </Channel>
        <Channel
          icon={<MessageSquareText aria-hidden="true" className="size-6" />}
          title={t('channels.textTitle')}
        >
          <p>{t('channels.textText')}</p>
          <p className="mt-3">
            <a href={`sms:${phones.textSupport.raw}`} className={linkClass}>
              {phones.textSupport.display}
            </a>
          </p>
        </Channel>
      </ul>
      <EmergencyBlock className="mt-8" />
    </Section>
  )
}
