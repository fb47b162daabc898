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
import { BallotBoxIllustration } from './election-system-illustration'

const FEATURES: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: Scale,
    title: 'One ballot per unit, weighted',
    text: 'Each unit votes once, with the weight your declaration gives it: one vote per unit, a percentage interest, or the weights your bylaws set. Totals are exact to the last decimal place.',
  },
  {
    Icon: FileSignature,
    title: 'Paper ballots and proxies count too',
    text: 'Owners without email get a printed notice by post. Paper ballots and written proxies (Utah Code 16-6a-712) are entered by the manager, so every unit counts once, however it votes.',
  },
  {
    Icon: ShieldCheck,
    title: 'A record anyone can check',
    text: 'The roll is frozen when voting opens, every step is kept in a tamper-evident log, and each voter gets a receipt code to find in the published results.',
  },
]

const STEPS: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: Mail,
    title: 'Your invitation arrives',
    text: 'When voting opens, each owner on the roll gets an email with the unit’s voting link. Owners without an email address get a printed notice by post with a 16-character voting code, a QR code and a mail ballot.',
  },
  {
    Icon: Link2,
    title: 'Open your link, or type your code',
    text: 'The link in your email opens your unit’s ballot. On paper, go to /vote on this site and type your code (such as 7KQ2-M9XD-4TRB-P3WA; capitals and dashes do not matter), or scan the QR code with your phone. No account or password is needed. The link and the code are two forms of the same key: anyone who has either can vote for the unit, so keep them private.',
  },
  {
    Icon: ClipboardCheck,
    title: 'Make your choices and review them',
    text: 'Each contest says how many you may choose. Before anything is sent, you see your choices on one page and can go back to change them. Prefer paper? Mark the mail ballot, sign it and mail it back before voting closes; the manager keys it by its code, and a unit that has already voted is not counted twice.',
  },
  {
    Icon: CheckCircle2,
    title: 'Confirm',
    text: 'Your ballot is cast when you confirm. Unless your association allows changes, a cast ballot cannot be changed (Utah Code 16-6a-709(5)). Co-owners share one ballot: the first to confirm casts it.',
  },
  {
    Icon: ReceiptText,
    title: 'Keep your receipt',
    text: 'You see a receipt code such as 7KQ2-M9XD-4TRB. When the results are published, the list of receipts shows that your ballot was counted, without showing how you voted.',
  },
]

const SECRET_POINTS = [
  'Your ballot is stored without your unit, your name or your link: only your choices, the unit’s vote weight, the day it was cast (no time of day) and a random receipt code.',
  'Our staff can see which units have voted, and whether online, on paper or by proxy, so they can send reminders and check quorum. In a secret ballot the board sees only how many have voted. Nobody can see for whom a unit voted.',
  'Nothing is counted while voting is open. Results are counted once, when voting closes; owners see them after the association certifies and publishes them.',
  'Where the bylaws let owners change a ballot, a coded mark lets the new ballot replace the old one. That makes the secret a little weaker, so changes are off unless your association allows them.',
]

export function ElectionSystemExplainer() {
  return (
    <>
      <Section labelledBy="platform-heading">
        <SectionHeading
          id="platform-heading"
          eyebrow="The platform"
          title="Voting built for Utah community associations"
          lead="Our managers run elections and ballot votes for the associations we manage: board elections, amendments, budgets and special assessments, with the rules each community’s documents set."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <IconBadge>
                <Icon aria-hidden="true" className="size-6" />
              </IconBadge>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="canvas" labelledBy="how-heading">
        <SectionHeading id="how-heading" eyebrow="For homeowners" title="How you vote" />
        <ol className="mx-auto mt-12 grid max-w-3xl gap-4">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li key={title} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
              <IconBadge>
                <Icon aria-hidden="true" className="size-6" />
              </IconBadge>
              <div>
                <h3 className="text-lg font-semibold">
                  <span className="text-rock-600">{index + 1}.</span> {title}
                </h3>
                <p className="mt-1 text-muted">{text}</p>
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
              eyebrow="Secret ballot"
              title="What a secret ballot means here"
              lead="When an election is secret, nobody can connect your choices to you: not the board, not our staff."
            />
            <ul className="mt-8 grid gap-4">
              {SECRET_POINTS.map((point) => (
                <li key={point} className="flex gap-3">
                  <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted">
              Some votes are not secret, when the bylaws call for a recorded vote. The ballot says which kind
              it is before you vote.
            </p>
          </div>
          <BallotBoxIllustration className="mx-auto max-w-sm" />
        </div>
      </Section>
    </>
  )
}
