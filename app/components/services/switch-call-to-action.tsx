import { ArrowRight, MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { DialogButton } from '~/components/dialog-button'
import { buttonClasses } from '~/components/ui/button'
import { Section, SectionHeading } from '~/components/ui/section'
import { proposalPromise } from '~/content/switching'
import { OfficePhones } from './office-phones'

/** The closing band of /switch: start, see the services, or reach an office. */
export function SwitchCallToAction() {
  return (
    // The FAQ above is white too, so this band needs no top padding of its own.
    <Section labelledBy="switch-cta" className="pt-0!">
      <div className="grid items-center gap-10 rounded-card bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-10 shadow-float sm:px-10 lg:grid-cols-[1.2fr_1fr] lg:p-14">
        <div>
          <SectionHeading
            id="switch-cta"
            align="left"
            inverse
            eyebrow="Ready when your board is"
            title="Let’s plan your switch together"
            lead={`Tell us about your community and we will map out your transition, dates included. ${proposalPromise}`}
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <DialogButton dialog="get-started" className={buttonClasses('accent', 'lg')}>
              Get started
              <ArrowRight aria-hidden="true" className="size-5" />
            </DialogButton>
            <Link to="/contact" className={buttonClasses('inverse', 'lg')}>
              <MapPin aria-hidden="true" className="size-5" />
              Contact your area office
            </Link>
          </div>
        </div>
        <OfficePhones inverse stacked className="lg:w-full lg:max-w-sm lg:justify-self-end" />
      </div>
    </Section>
  )
}
