import { ArrowRight, Mail, MessageSquareText, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useRouteLoaderData } from 'react-router'
import type { DialogProps } from '~/components/dialog-host'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { company, emails, offices, phones } from '~/content/company'
import { formatList } from '~/i18n/format'
import { useT } from '~/i18n/i18n-provider'
import { WithMessages } from '~/i18n/lazy-messages'
import { pathInLocale } from '~/i18n/locales'
import { BusinessHours } from './business-hours'
import { EmergencyBlock } from './emergency-block'

const linkClass = 'rounded font-semibold break-words text-brand-700 hover:text-brand-900 hover:underline'

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-muted">
        <span className="text-brand-600">{icon}</span>
        {label}
      </dt>
      <dd className="pl-7">{children}</dd>
    </div>
  )
}

type ContactDialogProps = DialogProps & { form?: ReactNode }

/**
 * Spec section 2, "Contact dialog": email support, both office phones, the text line, the 24/7 emergency
 * line and business hours, with a way to the full contact page. `form` is the message form, passed in
 * by the submissions feature (app/dialogs.ts registers the combination). Any page can open it, so its words
 * arrive with it when the page has not got them (app/i18n/lazy-messages.tsx).
 */
export function ContactDialog(props: ContactDialogProps) {
  return (
    <WithMessages area="contact">
      <ContactDialogContent {...props} />
    </WithMessages>
  )
}

function ContactDialogContent({ open, onOpenChange, form }: ContactDialogProps) {
  const t = useT('contact')
  const root = useRouteLoaderData<{ today?: string }>('root')
  const phoneIcon = <Phone aria-hidden="true" className="size-5" />
  const byAppointment = offices.filter((office) => office.id === 'southern').map((office) => office.shortName)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={t('dialog.title', { company: company.name })}
        description={t('responsePromise')}
      >
        <dl className="grid gap-4 sm:grid-cols-2">
          <Row icon={<Mail aria-hidden="true" className="size-5" />} label={t('emailSupport')}>
            <a href={`mailto:${emails.customerService}`} className={linkClass}>
              {emails.customerService}
            </a>
          </Row>
          <Row icon={<MessageSquareText aria-hidden="true" className="size-5" />} label={t('textSupport')}>
            <a href={`sms:${phones.textSupport.raw}`} className={linkClass}>
              {phones.textSupport.display}
            </a>
          </Row>
          {offices.map((office) => (
            <Row
              key={office.id}
              icon={phoneIcon}
              label={t('dialog.officePhone', { office: office.shortName })}
            >
              <a href={`tel:${office.phone.raw}`} className={linkClass}>
                {office.phone.display}
              </a>
            </Row>
          ))}
          <Row icon={phoneIcon} label={t('parkCityLine')}>
            <a href={`tel:${phones.parkCity.raw}`} className={linkClass}>
              {phones.parkCity.display}
            </a>
          </Row>
        </dl>

        <EmergencyBlock compact className="mt-6" />

        <BusinessHours today={root?.today} className="mt-6" />
        <p className="mt-2 text-sm text-muted">
          {t('dialog.byAppointment', { offices: formatList(t.locale, byAppointment) })}
        </p>

        <Link
          to={pathInLocale('/contact', t.locale)}
          onClick={() => onOpenChange(false)}
          className={`${linkClass} mt-6 inline-flex items-center gap-2`}
        >
          {t('dialog.fullPage')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>

        {form ? (
          <section aria-labelledby="contact-dialog-form" className="mt-6 border-t border-line pt-6">
            <h3 id="contact-dialog-form" className="text-lg font-semibold">
              {t('message.title')}
            </h3>
            <div className="mt-4">{form}</div>
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
