import { noticeLetterText, type Notice, type NoticeElection } from '../notice-letter-text'

export type { Notice }

type Props = {
  notice: Notice
  election: NoticeElection
  /** The QR code of the code's link as SVG markup from the qrcode package (our own output, never user text). */
  qrSvg: string | null
  issuedOn: string
}

/**
 * A letter-sized notice for a unit no owner email reaches: who it is for, what the vote is, the deadline in
 * Utah time, the unit's voter code with the short address to type it at and a QR code that opens the
 * ballot, and how to vote. One page per unit; the words are notice-letter-text.ts, shared with the PDF.
 */
export function NoticeLetter({ notice, election, qrSvg, issuedOn }: Props) {
  const text = noticeLetterText(notice, election, issuedOn)
  return (
    <article
      aria-label={`Notice for ${notice.unitLabel}`}
      className="mx-auto grid max-w-[8.5in] gap-5 bg-white p-6 text-[11pt] leading-snug text-black shadow-card break-after-page sm:p-10 print:max-w-none print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-black/30 pb-3">
        <div>
          <p className="font-serif text-lg font-semibold">{text.from}</p>
          {text.fromLines.map((line) => (
            <p key={line} className="text-sm">
              {line}
            </p>
          ))}
        </div>
        <p className="text-sm">{text.issuedOn}</p>
      </header>
      <address className="not-italic">
        {text.addressee.map((owner) => (
          <span key={owner} className="block font-semibold">
            {owner}
          </span>
        ))}
        {text.addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <div className="grid gap-1">
        <h2 className="font-serif text-xl font-semibold">{text.heading}</h2>
        <p>{text.about}</p>
        <p className="font-semibold">{text.deadline}</p>
      </div>
      {text.notice ? <div className="whitespace-pre-line">{text.notice}</div> : null}
      <div className="grid gap-4 rounded-lg border border-black/40 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <div className="grid gap-2">
          <p className="font-semibold">{text.codeHeading}</p>
          <p className="font-mono text-[16pt] font-semibold tracking-wider">{text.code}</p>
          <ol className="ml-5 list-decimal text-sm">
            {text.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        {qrSvg ? (
          <div
            role="img"
            aria-label={text.qrLabel}
            className="size-36 justify-self-center [&>svg]:size-full"
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
        ) : (
          <p className="size-36 text-sm">Preparing the QR code…</p>
        )}
      </div>
      <div className="grid gap-1 text-sm">
        {text.closing.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </article>
  )
}
