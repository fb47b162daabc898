import {
  CheckCircle2,
  ClipboardCheck,
  FileSignature,
  Link2,
  Mail,
  ReceiptText,
  Scale,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react'
import { IconBadge } from '~/components/ui/card'
import { Section, SectionHeading } from '~/components/ui/section'
import { useT } from '~/i18n/i18n-provider'
import { BallotBoxIllustration } from './election-system-illustration'
import { localPath } from './vote-paths'

type Item = { Icon: LucideIcon; key: 'weighted' | 'paper' | 'record' }
type Step = { Icon: LucideIcon; key: 'invitation' | 'open' | 'choose' | 'confirm' | 'receipt' }

const FEATURES: Item[] = [
  { Icon: Scale, key: 'weighted' },
  { Icon: FileSignature, key: 'paper' },
  { Icon: ShieldCheck, key: 'record' },
]

const STEPS: Step[] = [
  { Icon: Mail, key: 'invitation' },
  { Icon: Link2, key: 'open' },
  { Icon: ClipboardCheck, key: 'choose' },
  { Icon: CheckCircle2, key: 'confirm' },
  { Icon: ReceiptText, key: 'receipt' },
]

const SECRET_POINTS = ['secret.stored', 'secret.staff', 'secret.counted', 'secret.changes'] as const

export function ElectionSystemExplainer() {
  const t = useT('electionSystem')
  return (
    <>
      <Section labelledBy="platform-heading">
        <SectionHeading
          id="platform-heading"
          eyebrow={t('platform.eyebrow')}
          title={t('platform.title')}
          lead={t('platform.lead')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ Icon, key }) => (
            <li key={key} className="rounded-card border border-line bg-white p-6 shadow-card">
              <IconBadge>
                <Icon aria-hidden="true" className="size-6" />
              </IconBadge>
              <h3 className="mt-4 text-lg font-semibold">{t(`feature.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`feature.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="canvas" labelledBy="how-heading">
        <SectionHeading id="how-heading" eyebrow={t('how.eyebrow')} title={t('how.title')} />
        <ol className="mx-auto mt-12 grid max-w-3xl gap-4">
          {STEPS.map(({ Icon, key }, index) => (
            <li key={key} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
              <IconBadge>
                <Icon aria-hidden="true" className="size-6" />
              </IconBadge>
              <div>
                <h3 className="text-lg font-semibold">
                  <span className="text-rock-600">{index + 1}.</span> {t(`step.${key}.title`)}
                </h3>
                <p className="mt-1 text-muted">
                  {t(`step.${key}.text`, { path: localPath('/vote', t.locale) })}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="secret-heading">
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <SectionHeading
              id="secret-heading"
              align="left"
              eyebrow={t('secret.eyebrow')}
              title={t('secret.title')}
              lead={t('secret.lead')}
            />
            <ul className="mt-8 grid gap-4">
              {SECRET_POINTS.map((point) => (
                <li key={point} className="flex gap-3">
                  <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{t(point)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted">{t('secret.recorded')}</p>
          </div>
          <BallotBoxIllustration className="mx-auto max-w-sm" />
        </div>
      </Section>
    </>
  )
}
