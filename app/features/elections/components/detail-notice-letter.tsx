import { company, emails, offices, phones } from '~/content/company'
import { formatUtahDateTime } from '~/lib/dates'

/** One unit's printed notice, as POST /api/elections/:id/notices returns it. */
export type Notice = {
  unitId: string
  unitLabel: string
  owners: string[]
  mailingAddress: string | null
  /** The voter code, grouped ("7KQ2-M9XD-4TRB-P3WA"). */
  code: string
  /** /vote?code=…, what the QR code holds. */
  codeLink: string
  link: string
}

type Props = {
  notice: Notice
  election: { title: string; communityName: string; closesAt: string; notice: string }
  /** The QR code of the code's link as SVG markup from the qrcode package (our own output, never user text). */
  qrSvg: string | null
  issuedOn: string
}

const office = offices[0]!

/** "https://hoa.example.com/vote?code=…" -> "hoa.example.com/vote", the address a person types. */
const shortVoteAddress = (codeLink: string) => {
  const url = new URL(codeLink)
  return `${url.host}${url.pathname}`
}

/**
 * A letter-sized notice for a unit no owner email reaches: who it is for, what the vote is, the deadline in
 * Utah time, the unit's voter code with the short address to type it at and a QR code that opens the
 * ballot, and how to vote. One page per unit.
 */
export function NoticeLetter({ notice, election, qrSvg, issuedOn }: Props) {
  return (
    <article
      aria-label={`Notice for ${notice.unitLabel}`}
      className="mx-auto grid max-w-[8.5in] gap-5 bg-white p-6 text-[11pt] leading-snug text-black shadow-card break-after-page sm:p-10 print:max-w-none print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-black/30 pb-3">
        <div>
          <p className="font-serif text-lg font-semibold">{company.fullName}</p>
          <p className="text-sm">{office.address.fullAddress}</p>
          <p className="text-sm">
            {phones.northern.display} · {emails.customerService}
          </p>
        </div>
        <p className="text-sm">{issuedOn}</p>
      </header>
      <address className="not-italic">
        {notice.owners.map((owner) => (
          <span key={owner} className="block font-semibold">
            {owner}
          </span>
        ))}
        {notice.mailingAddress ? (
          <span className="block whitespace-pre-line">{notice.mailingAddress}</span>
        ) : (
          <span className="block">
            {notice.unitLabel}, {election.communityName}
          </span>
        )}
      </address>
      <div className="grid gap-1">
        <h2 className="font-serif text-xl font-semibold">Notice of vote: {election.title}</h2>
        <p>
          {election.communityName} · Unit {notice.unitLabel}
        </p>
        <p className="font-semibold">Voting closes {formatUtahDateTime(election.closesAt)}.</p>
      </div>
      {election.notice ? <div className="whitespace-pre-line">{election.notice}</div> : null}
      <div className="grid gap-4 rounded-lg border border-black/40 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <div className="grid gap-2">
          <p className="font-semibold">Your unit’s voting code</p>
          <p className="font-mono text-[16pt] font-semibold tracking-wider">{notice.code}</p>
          <ol className="ml-5 list-decimal text-sm">
            <li>
              Go to <span className="font-semibold">{shortVoteAddress(notice.codeLink)}</span> and type the
              code (capital letters and dashes do not matter), or scan the QR code with your phone’s camera.
            </li>
            <li>Mark your choices, review them, and confirm.</li>
            <li>
              Keep the receipt code shown at the end: it lets you find your ballot in the published results.
            </li>
          </ol>
        </div>
        {qrSvg ? (
          <div
            role="img"
            aria-label={`QR code that opens the ballot of ${notice.unitLabel}`}
            className="size-36 justify-self-center [&>svg]:size-full"
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
        ) : (
          <p className="size-36 text-sm">Preparing the QR code…</p>
        )}
      </div>
      <div className="grid gap-1 text-sm">
        <p>
          This code is your unit’s ballot: anyone who has it can vote for the unit, so keep this letter
          private. The unit has one vote; if it has several owners, the first to use the code casts it. Any
          code or link printed for your unit before this letter no longer works.
        </p>
        <p>
          If you cannot vote online, or have a question, call {phones.northern.display} or write to{' '}
          {emails.customerService} before voting closes.
        </p>
      </div>
    </article>
  )
}
