import { ExternalLink, Mail, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { BrandMark } from '~/components/brand-mark'
import { useCookieConsentControls } from '~/components/cookie-consent/cookie-consent-provider'
import { DialogButton } from '~/components/dialog-button'
import { InEnglishMark } from '~/components/in-english-mark'
import { UtahMap } from '~/components/utah-map'
import { company, emails, emergencyLine, offices, phones } from '~/content/company'
import { footerLinks, footerResources, OWNER_LOGIN_PATH } from '~/content/navigation'
import type { MessageKey } from '~/i18n/areas'
import { useT } from '~/i18n/i18n-provider'

const heading = 'text-sm font-semibold tracking-wide text-white uppercase'
const linkClass = 'rounded text-brand-100 hover:text-white hover:underline'

export function SiteFooter({ year }: { year: number }) {
  const { openSettings } = useCookieConsentControls()
  const t = useT('shell')
  const officeNames = offices.map((o) => o.shortName)
  return (
    <footer className="bg-brand-900 text-brand-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <section aria-labelledby="footer-company">
          <div className="flex items-center gap-3">
            <BrandMark className="size-10" />
            <h2 id="footer-company" className="font-serif text-xl font-semibold text-white">
              {company.fullName}
            </h2>
          </div>
          <p className="mt-4 max-w-sm text-sm">{t('footer.description')}</p>
          <ul className="mt-4 space-y-2 text-sm">
            {offices.map((office) => (
              <li key={office.id}>
                <span className="font-semibold text-white">{office.shortName}:</span>{' '}
                <a className={linkClass} href={`tel:${office.phone.raw}`}>
                  {office.phone.display}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4" />
              <a className={linkClass} href={`mailto:${emails.general}`}>
                {emails.general}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4" />
              <a className={linkClass} href={`tel:${emergencyLine.phone.raw}`}>
                {t('footer.emergencies', {
                  phone: emergencyLine.phone.display,
                  option: emergencyLine.option,
                })}
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            {t('footer.links')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link className={linkClass} to={link.href}>
                  {t(`footer.${link.href}` as MessageKey<'shell'>)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={heading}>
            {t('footer.resources')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <DialogButton dialog="homeowner-portal" pageHref={OWNER_LOGIN_PATH} className={linkClass}>
                {t('header.ownerLogin')}
              </DialogButton>
            </li>
            {footerResources.map((resource) => (
              <li key={resource.href}>
                {resource.external ? (
                  <a
                    className={`${linkClass} inline-flex items-center gap-1`}
                    href={resource.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t(resource.labelKey)}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{t('footer.opensInNewTab')}</span>
                  </a>
                ) : (
                  <Link className={linkClass} to={resource.href}>
                    {t(resource.labelKey)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className={heading}>
            {t('footer.statewide')}
          </h2>
          <UtahMap
            tone="dark"
            className="mt-4 w-36"
            title={t('footer.mapTitle', {
              offices: t('footer.and', { first: officeNames[0]!, second: officeNames[1]! }),
            })}
            pins={offices.map((o) => ({
              label: o.shortName,
              lat: o.geo.latitude,
              lon: o.geo.longitude,
              kind: 'office',
            }))}
          />
          <p className="mt-3 text-sm">{t('footer.textSupport', { phone: phones.textSupport.display })}</p>
        </section>
      </div>
      {/* It ends with room for what floats at the bottom of the window (app.css, --floating-space). */}
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-[calc(--spacing(6)+var(--floating-space))] text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{t('footer.rights', { year, company: company.legalName })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <DialogButton dialog="privacy" className={linkClass}>
                {t('footer.privacy')}
                <InEnglishMark onDark />
              </DialogButton>
            </li>
            <li>
              <DialogButton dialog="terms" className={linkClass}>
                {t('footer.terms')}
                <InEnglishMark onDark />
              </DialogButton>
            </li>
            <li>
              <button
                type="button"
                className={linkClass}
                onClick={openSettings}
                data-early-tap="cookie-settings"
              >
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
