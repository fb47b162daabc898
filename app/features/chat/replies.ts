// The assistant's answers, written from the content modules (the single source of company facts), so the
// chat can never say something the rest of the site does not.
import { describeClosureDays, upcomingClosures } from '~/components/home/closures-logic'
import {
  businessHours,
  company,
  emergencyLine,
  externalLinks,
  offices,
  phones,
  responsePromise,
} from '~/content/company'
import { closureRules } from '~/content/closures'
import { faqItems } from '~/content/faq'
import { enhancedSupportDays, serviceCount, serviceGroups, transitionWeeks } from '~/content/services'
import { proposalPromise, switchSteps } from '~/content/switching'
import type { Intent } from './intents'
import type { ChatLink, ChatReply } from './schemas'

/** The quick replies of the topic menu; each one is matched by its own intent (intents.test.ts). */
export const TOPICS = [
  'Office hours',
  'Emergency line',
  'Phone numbers and offices',
  'Services',
  'Pricing',
  'Switching management',
  'Homeowner portal',
  'Make a payment',
  'Office closures',
  'Utah HOA law question',
  'Leave a message for our team',
] as const

const hoursLines = () => businessHours.map((slot) => `${slot.days}: ${slot.label}`).join('\n')
const hoursNote = 'Hours are Mountain Time (America/Denver).'
const emergencyText = () =>
  `For an emergency at your community, such as a water leak or a fire-safety problem, call our ` +
  `${emergencyLine.availability} emergency line: ${emergencyLine.phone.display}, then press Option ` +
  `${emergencyLine.option}. If anyone is in danger, call 911 first.`

const tel = (label: string, raw: string): ChatLink => ({ label, href: `tel:${raw}` })
const contactLink: ChatLink = { label: 'Contact page', href: '/contact' }

function hours(): ChatReply {
  return {
    intent: 'hours',
    reply: `Our office hours:\n${hoursLines()}\n${hoursNote}\n\n${emergencyLine.summary}.`,
    links: [tel(`Call ${phones.northern.display}`, phones.northern.raw)],
    suggestions: ['Office closures', 'Phone numbers and offices'],
  }
}

function closures(today: string): ChatReply {
  // A year ahead, so the answer always names the next date of every closure.
  const coming = upcomingClosures(today, closureRules, 366).filter(
    (c, i, all) => all.findIndex((other) => other.name === c.name) === i,
  )
  const lines = coming.map((c) => `${c.name}: closed ${describeClosureDays(c)}.`).join('\n')
  return {
    intent: 'closures',
    reply:
      `Our offices are closed on these days:\n${lines}\n\nThe emergency line stays open: ` +
      `${emergencyLine.phone.display}, Option ${emergencyLine.option}.`,
    suggestions: ['Office hours', 'Emergency line'],
  }
}

function officesReply(): ChatReply {
  const [northern, southern] = offices
  return {
    intent: 'offices',
    reply: [
      `${northern!.name}: ${northern!.address.fullAddress}. Phone ${northern!.phone.display}.`,
      `${southern!.name}: ${southern!.address.fullAddress}. Phone ${southern!.phone.display}. Visits by Appointment Only.`,
      `Park City: ${phones.parkCity.display}.`,
      `Text us: ${phones.textSupport.display}.`,
      `${emergencyLine.summary}.`,
      responsePromise,
    ].join('\n'),
    links: [
      tel(`Call ${northern!.shortName}`, northern!.phone.raw),
      tel(`Call ${southern!.shortName}`, southern!.phone.raw),
      { label: `Text ${phones.textSupport.display}`, href: `sms:${phones.textSupport.raw}` },
      contactLink,
    ],
    suggestions: ['Office hours', 'Leave a message for our team'],
  }
}

function services(): ChatReply {
  const groups = serviceGroups.map((g) => `${g.title}: ${g.services.map((s) => s.title).join(', ')}.`)
  return {
    intent: 'services',
    reply: `Full-service management covers ${serviceCount} services:\n${groups.join('\n')}`,
    links: [{ label: 'Why choose us', href: '/why-us' }],
    suggestions: ['Pricing', 'Switching management'],
  }
}

function pricing(): ChatReply {
  const faq = faqItems.find((item) => item.id === 'pricing')!
  return {
    intent: 'pricing',
    reply: faq.answer,
    links: [contactLink],
    suggestions: ['Services', 'Switching management', 'Leave a message for our team'],
  }
}

function switching(): ChatReply {
  const steps = switchSteps.map((s) => `${s.number}. ${s.title} (${s.when})`).join('\n')
  return {
    intent: 'switching',
    reply:
      `Switching to ${company.name} takes about ${transitionWeeks} weeks, followed by ${enhancedSupportDays} days ` +
      `of enhanced support:\n${steps}\n\n${proposalPromise}`,
    links: [{ label: 'How switching works', href: '/switch' }],
    suggestions: ['Pricing', 'Leave a message for our team'],
  }
}

function portal(): ChatReply {
  return {
    intent: 'portal',
    reply:
      'In the homeowner portal you can see your balance and payment history, pay online, read community ' +
      'documents and send requests. Our team creates each owner’s login; if you do not have one or forgot ' +
      'your password, contact customer service.',
    links: [
      { label: 'Homeowner portal', href: externalLinks.ownerPortal },
      { label: 'Portal access help', href: '/owner-login' },
    ],
    suggestions: ['Make a payment', 'Leave a message for our team'],
  }
}

function payment(): ChatReply {
  return {
    intent: 'payment',
    reply:
      'You can pay assessments and other charges online at any hour through our payment portal, or in the ' +
      'homeowner portal, with a receipt for every payment. For a question about your balance, leave us a ' +
      'message or call the office.',
    links: [
      { label: 'Payment portal', href: externalLinks.paymentPortal },
      { label: 'Homeowner portal', href: externalLinks.ownerPortal },
    ],
    suggestions: ['Homeowner portal', 'Leave a message for our team'],
  }
}

const menu = (intent: Intent, reply: string): ChatReply => ({ intent, reply, suggestions: [...TOPICS] })

/** The answer to every intent but "law", which the law assistant answers. */
export function replyFor(intent: Exclude<Intent, 'law'>, today: string): ChatReply {
  switch (intent) {
    case 'hours':
      return hours()
    case 'closures':
      return closures(today)
    case 'emergency':
      return {
        intent,
        reply: emergencyText(),
        links: [tel(`Call ${emergencyLine.phone.display}`, emergencyLine.phone.raw)],
        suggestions: ['Office hours', 'Phone numbers and offices'],
      }
    case 'offices':
      return officesReply()
    case 'services':
      return services()
    case 'pricing':
      return pricing()
    case 'switching':
      return switching()
    case 'portal':
      return portal()
    case 'payment':
      return payment()
    case 'message':
      return {
        intent,
        reply: `Leave a message and our team will get back to you. ${responsePromise}`,
        offerMessage: true,
      }
    case 'law-help':
      return {
        intent,
        reply:
          'Ask your Utah HOA or condominium law question in a full sentence, for example “Can my HOA stop me ' +
          'from renting my home?”, and I will look up the Utah Code sections that speak to it.',
        links: [{ label: 'Utah HOA Law Assistant', href: '/utah-law-gpt' }],
      }
    case 'greeting':
      return menu(intent, `Hello! I am the ${company.name} assistant. What can I help you with?`)
    case 'thanks':
      return menu(intent, 'You are welcome. Is there anything else I can help with?')
    case 'fallback':
      return {
        ...menu(
          intent,
          'I am not sure I understood that. I can help with these topics, or you can leave a message for our team.',
        ),
        offerMessage: true,
      }
  }
}

/** The law assistant's answer as a chat reply: its text, the sections' links and its disclaimer. */
export function lawReply(answer: ChatLawAnswer): ChatReply {
  const links = answer.sources.map((s) => ({ label: `Utah Code ${s.section}`, href: s.url }))
  return {
    intent: 'law',
    reply: `${answer.answer}\n\n${answer.disclaimer}`,
    links,
    suggestions: ['Leave a message for our team'],
  }
}

/** What the chat needs of the law assistant's answer (features do not import each other). */
export type ChatLawAnswer = {
  answer: string
  sources: ReadonlyArray<{ section: string; url: string }>
  disclaimer: string
}
