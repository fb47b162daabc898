import { describe, expect, test } from 'vitest'
import { catalogueOf } from '~/i18n/catalogues.server'
import { formatCalendarDay } from '~/lib/dates'
import { voteConfirmationMail } from './confirmation-mail'
import { localizeBallot, textIn } from './localized'
import { mailBallotText } from './mail-ballot-text'
import { invitationMail, reminderMail, voteLink } from './messages'
import { noticeLetterText, type Notice } from './notice-letter-text'
import type { BallotView, Contest } from './types'

const words = { yes: 'Sí', no: 'No', abstain: 'Abstención' }

const measure: Contest = {
  id: 'm',
  position: 0,
  kind: 'measure',
  title: 'Raise the reserve',
  description: 'Adds $20 a month.',
  translations: { es: { title: 'Aumentar la reserva' } },
  seats: 1,
  method: 'plurality',
  writeIn: false,
  threshold: { numerator: 1, denominator: 2, base: 'yes_no', comparison: 'more_than' },
  options: [
    { id: 'y', label: 'Yes', kind: 'yes', statement: '' },
    { id: 'n', label: 'No', kind: 'no', statement: '' },
  ],
}
const race: Contest = {
  ...measure,
  id: 'r',
  kind: 'candidates',
  title: 'Board',
  description: '',
  translations: {},
  threshold: null,
  options: [
    {
      id: 'a',
      label: 'Ana Reyes',
      kind: 'candidate',
      statement: 'I will listen.',
      translations: { es: { statement: 'Voy a escuchar.' } },
    },
    { id: 'd', label: 'Dale Whitaker', kind: 'candidate', statement: 'Twenty years here.' },
  ],
}
const ballot = {
  election: {
    id: 'e',
    title: 'Annual meeting',
    description: 'Vote for the board.',
    notice: '',
    translations: { es: { title: 'Asamblea anual' } },
  },
  contests: [measure, race],
} as unknown as BallotView

describe('the election’s own words in a language', () => {
  test('English is left as it is, with nothing marked', () => {
    expect(localizeBallot(ballot, 'en', words)).toBe(ballot)
    expect(textIn(measure, 'title', 'en')).toEqual({ text: 'Raise the reserve', inEnglish: false })
  })

  test('Spanish where staff gave it, English per item where not, and those items marked', () => {
    const shown = localizeBallot(ballot, 'es', words)
    expect(shown.election).toMatchObject({ title: 'Asamblea anual', inEnglish: ['description'] })
    const [m, r] = shown.contests
    expect(m).toMatchObject({ title: 'Aumentar la reserva', description: 'Adds $20 a month.' })
    expect(m!.inEnglish).toEqual(['description'])
    // Yes and No are the system's words, from the catalogue, never staff's.
    expect(m!.options.map((o) => o.label)).toEqual(['Sí', 'No'])
    // An empty English field has nothing to mark; a name is a name.
    expect(r).toMatchObject({ title: 'Board', inEnglish: ['title'] })
    expect(r!.options[0]).toMatchObject({ label: 'Ana Reyes', statement: 'Voy a escuchar.', inEnglish: [] })
    expect(r!.options[1]).toMatchObject({ statement: 'Twenty years here.', inEnglish: ['statement'] })
  })

  test('a blank translation counts as none', () => {
    const blank = { ...measure, translations: { es: { title: '  ' } } }
    expect(textIn(blank, 'title', 'es')).toEqual({ text: 'Raise the reserve', inEnglish: true })
  })
})

describe('mail and paper in the owner’s language', () => {
  const about = {
    electionId: 'e',
    electionTitle: 'Annual meeting',
    communityName: 'Maple Court',
    closesAt: new Date('2026-12-10T19:00:00Z'),
    unitLabel: 'Unit 4',
    translations: { es: { title: 'Asamblea anual' } },
  }
  const token = 'x'.repeat(43)

  test('a Spanish invitation: Spanish subject and words, and a link to the Spanish ballot', () => {
    const link = voteLink('https://hoa.example', token, 'es')
    expect(link).toBe(`https://hoa.example/es/vote/${token}`)
    const mail = invitationMail(about, ['ana@example.com'], link, undefined, 'es')
    expect(mail.locale).toBe('es')
    expect(mail.subject).toBe('Su boleta: Asamblea anual')
    expect(mail.intro[0]).toMatch(/^La votación de Asamblea anual está abierta/)
    expect(mail.fields.map((f) => f.label)).toEqual([
      'Comunidad',
      'Unidad',
      'La votación se cierra',
      'Su enlace de votación',
    ])
    expect(mail.fields[2]!.value).toMatch(/diciembre/)
  })

  test('English stays word for word', () => {
    const mail = invitationMail(about, ['a@example.com'], voteLink('https://hoa.example', token))
    expect(mail.subject).toBe('Your ballot: Annual meeting')
    expect(mail.link).toBe(`https://hoa.example/vote/${token}`)
    expect(reminderMail(about, [], 'l', 'es').heading).toBe('Unit 4 todavía no ha votado')
  })

  test('the confirmation says the day in Spanish and never a choice', () => {
    const mail = voteConfirmationMail(
      { ...about, secret: true, day: '2026-12-03', method: 'online', replaced: false },
      ['a@example.com'],
      'es',
    )
    expect(mail.subject).toBe('Unit 4 votó en Asamblea anual')
    expect(mail.intro[0]).toBe(
      `Unit 4 votó en Asamblea anual el ${formatCalendarDay('2026-12-03', 'es')}, en línea, con el enlace de votación de la unidad.`,
    )
  })

  test('a Spanish owner’s notice and mail ballot', () => {
    const notice: Notice = {
      unitId: 'u',
      unitLabel: 'Unit 4',
      owners: ['Ana Reyes'],
      mailingAddress: null,
      code: '7KQ2-M9XD-4TRB-P3WA',
      codeLink: 'https://hoa.example/es/vote?code=7KQ2-M9XD-4TRB-P3WA',
      link: `https://hoa.example/es/vote/${token}`,
      language: 'es',
    }
    const election = {
      title: 'Annual meeting',
      communityName: 'Maple Court',
      closesAt: '2026-12-10T19:00:00Z',
      notice: 'The meeting is on Dec 10.',
      translations: { es: { title: 'Asamblea anual', notice: 'La asamblea es el 10 de diciembre.' } },
      contests: [measure, race],
    }
    const letter = noticeLetterText(notice, election, '3 de diciembre de 2026')
    expect(letter.heading).toBe('Aviso de votación: Asamblea anual')
    expect(letter.notice).toBe('La asamblea es el 10 de diciembre.')
    expect(letter.steps[0]).toMatch(/^Vaya a hoa\.example\/es\/vote /)
    const paper = mailBallotText(notice, election)
    expect(paper.kicker).toBe('Boleta oficial por correo')
    expect(paper.contests[0]).toMatchObject({ title: 'Aumentar la reserva', options: ['Sí', 'No'] })
    expect(paper.contests[1]!.instruction).toBe('Vote por 1')
  })
})

test('every Spanish message has the English one’s placeholders', () => {
  for (const area of ['vote', 'voteMail'] as const) {
    const en = catalogueOf('en', area)
    const es = catalogueOf('es', area)
    const names = (message: unknown) =>
      [...JSON.stringify(message).matchAll(/\{(\w+)!?\}/g)].map((m) => m[1]).sort()
    for (const key of Object.keys(en))
      expect([key, ...new Set(names(es[key]))]).toEqual([key, ...new Set(names(en[key]))])
  }
})
