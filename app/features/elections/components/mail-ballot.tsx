import { cn } from '~/lib/cn'
import type { MailBallotContest, MailBallotText } from '../mail-ballot-text'

type Props = {
  text: MailBallotText
  /** The QR code of the code's link as SVG markup from the qrcode package (our own output, never user text). */
  qrSvg: string | null
}

/**
 * A unit's mail ballot, printed after its notice in the same run (mail-ballot-text.ts, shared with the PDF).
 * The head band is a table's head, so on paper it repeats on every page the ballot flows onto: the
 * voter code is on each page. The boxes are drawn for a pen, not to be filled in on screen.
 */
export function MailBallot({ text, qrSvg }: Props) {
  return (
    <article
      aria-label={`Mail ballot for ${text.unit}`}
      className="mx-auto w-full max-w-[8.5in] bg-white p-6 text-[10.5pt] leading-snug text-black shadow-card break-after-page sm:p-10 print:max-w-none print:p-0 print:shadow-none"
    >
      {/* A layout table: Chromium repeats a table's head on every printed page the table breaks onto. */}
      <table role="presentation" className="w-full border-collapse">
        <thead>
          <tr>
            <td className="p-0">
              <div className="flex items-start justify-between gap-4 border-b-2 border-brand-700 pb-3">
                <div className="min-w-0">
                  <p className="text-[8.5pt] font-semibold tracking-widest text-brand-700 uppercase">
                    {text.kicker}
                  </p>
                  <h2 className="font-serif text-[16pt] leading-tight font-semibold">{text.title}</h2>
                  <p className="text-[9.5pt] text-black/70">
                    {text.community} · {text.unit}
                  </p>
                  <p className="mt-1 text-[8pt] text-black/70">{text.codeLabel}</p>
                  <p className="font-mono text-[16pt] font-bold tracking-wider break-all">{text.code}</p>
                </div>
                {qrSvg ? (
                  <div
                    role="img"
                    aria-label={text.qrLabel}
                    className="size-24 shrink-0 [&>svg]:size-full"
                    dangerouslySetInnerHTML={{ __html: qrSvg }}
                  />
                ) : (
                  <p className="size-24 shrink-0 text-sm">Preparing the QR code…</p>
                )}
              </div>
            </td>
          </tr>
        </thead>
        <tbody>
          <Row>
            <div className="grid gap-x-6 gap-y-2 text-[10pt] sm:grid-cols-2">
              <dl className="grid gap-2">
                <Fact label="Unit">{text.unit}</Fact>
                <Fact label="Owners">{text.owners}</Fact>
                <Fact label="Deadline">{text.deadline}</Fact>
              </dl>
              <dl>
                <Fact label="Return by mail to">
                  {text.returnLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </Fact>
              </dl>
            </div>
          </Row>
          <Row>
            <section aria-label="How to mark this ballot" className="text-[9.5pt]">
              <h3 className="font-semibold">How to mark this ballot</h3>
              <ol className="ml-5 list-decimal">
                {text.instructions.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            </section>
          </Row>
          {text.contests.map((contest) => (
            <Row key={contest.id}>
              <BallotContest contest={contest} writeInLabel={text.writeInLabel} />
            </Row>
          ))}
          <Row>
            <section aria-label={text.signatureHeading}>
              <h3 className="font-serif text-[12pt] font-semibold">{text.signatureHeading}</h3>
              <p className="text-[9.5pt]">{text.signatureStatement}</p>
              <div className="mt-9 grid grid-cols-[3fr_2fr_1fr] gap-4">
                {text.signatureLines.map((line) => (
                  <p key={line} className="border-t border-black pt-0.5 text-[8pt] text-black/70">
                    {line}
                  </p>
                ))}
              </div>
            </section>
          </Row>
        </tbody>
      </table>
    </article>
  )
}

/** One part of the ballot, kept whole on a page. */
function Row({ children }: { children: React.ReactNode }) {
  return (
    <tr className="break-inside-avoid">
      <td className="p-0 pt-4">{children}</td>
    </tr>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-[8pt] font-semibold tracking-wide text-black/70 uppercase">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Box({ wide }: { wide: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block shrink-0 border-[1.5px] border-black',
        wide ? 'h-[18pt] w-[30pt]' : 'size-[13pt]',
      )}
    />
  )
}

function BallotContest({ contest, writeInLabel }: { contest: MailBallotContest; writeInLabel: string }) {
  const wide = contest.mark === 'number'
  return (
    <section aria-label={contest.title}>
      <h3 className="bg-brand-50 px-2 py-1 [print-color-adjust:exact] font-serif text-[12pt] font-semibold">
        {contest.title}
      </h3>
      {contest.description ? <p className="mt-1 text-[9pt] text-black/70">{contest.description}</p> : null}
      <p className="mt-1 text-[9.5pt] font-semibold">{contest.instruction}</p>
      <ul className="mt-1.5 grid gap-2 pl-1">
        {contest.options.map((option) => (
          <li key={option} className="flex items-center gap-3">
            <Box wide={wide} />
            <span>{option}</span>
          </li>
        ))}
        {Array.from({ length: contest.writeIns }, (_, i) => (
          <li key={`write-in-${i}`} className="flex items-center gap-3">
            <Box wide={wide} />
            <span className="text-[9pt] text-black/70">{writeInLabel}:</span>
            <span aria-hidden="true" className="h-5 max-w-[60%] flex-1 border-b border-black" />
          </li>
        ))}
      </ul>
    </section>
  )
}
