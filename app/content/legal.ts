// Privacy Policy and Terms of Service text. Company facts come from ./company so a change to a phone number,
// email or address updates the legal pages too. Rendered by the legal page routes.

import { company, emails, emergencyLine, offices, phones } from './company'

export type LegalBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] }
export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] }
export type LegalDocument = { title: string; effectiveDate: string; intro: string; sections: LegalSection[] }

export const LEGAL_EFFECTIVE_DATE = 'June 26, 2025'

const mailingOffice = offices.find((office) => office.id === 'northern') ?? offices[0]
if (!mailingOffice) throw new Error('legal.ts: company offices are missing')

const mailingAddress = `${company.legalName}, Attn: Privacy, ${mailingOffice.address.fullAddress}`
const emergencyNumber = `${emergencyLine.phone.display}, Option ${emergencyLine.option}`

const p = (text: string): LegalBlock => ({ kind: 'p', text })
const ul = (...items: string[]): LegalBlock => ({ kind: 'ul', items })

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro:
    `This Privacy Policy explains how ${company.legalName} ("${company.name}," "we," "us") collects, ` +
    'uses, shares and protects personal information through this website and the resident services ' +
    'offered on it.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and what this policy covers',
      blocks: [
        p(
          `${company.fullName} has managed homeowner associations, condominiums and townhome communities ` +
            `in Utah since ${company.founded}. This policy applies to this website and the services on it: ` +
            'our request and contact forms, rental registrations, the Utah HOA law assistant, chat, ' +
            'community surveys and elections.',
        ),
        p(
          'It does not cover the homeowner portal, payment portal or document request service linked from ' +
            'this site. Those are operated by third parties under their own privacy policies.',
        ),
      ],
    },
    {
      id: 'information-you-give-us',
      heading: 'Information you give us',
      blocks: [
        p('We collect what you enter into our forms. Depending on the form, that includes:'),
        ul(
          'Feedback: a rating from 1 to 5, plus optional comments and an optional email address if you ' +
            'would like a reply.',
          'Consultation requests: your name, email, phone number, community name and location, number of ' +
            'units, current management company and the concerns you want to discuss.',
          'Detailed quote requests: your contact details, your position on the board, facts about your ' +
            'community and, if you choose to attach them, a budget and reserve study.',
          'Contact messages: your name, contact details and your message.',
          'Chat messages: what you and our team write in the site chat, and any details you share there.',
          'Survey answers: your responses to surveys run for your association.',
        ),
      ],
    },
    {
      id: 'rental-registrations',
      heading: 'Rental registrations',
      blocks: [
        p(
          'When an owner registers a rental, we collect owner and tenant contact details, the unit, lease ' +
            'start and end dates, the occupants, vehicles kept at the community and an emergency contact. ' +
            'We ask only for information that Utah Code 57-8a-209 permits an association to request about ' +
            "a rented unit, and we use it to keep the association's rental records and reach residents " +
            'when needed.',
        ),
      ],
    },
    {
      id: 'law-assistant',
      heading: 'Questions for the Utah HOA law assistant',
      blocks: [
        p(
          'We keep the questions you ask the law assistant, and the answers it gives, so we can review ' +
            'and improve the quality of its answers. Please do not enter names, addresses, account numbers ' +
            'or other personal details in your questions. Anything you type is stored with the question.',
        ),
      ],
    },
    {
      id: 'elections',
      heading: 'Elections',
      blocks: [
        p(
          'When your association holds an election on this site, we record that an eligible unit has ' +
            'voted so that each unit votes only once. Ballots are stored separately from voter identity, ' +
            'so the choices on a ballot cannot be traced to the person or unit that cast it. Each ballot ' +
            "is weighted by the unit's vote weight as recorded by the association.",
        ),
      ],
    },
    {
      id: 'staff-accounts',
      heading: 'Staff accounts',
      blocks: [
        p(
          `${company.name} staff who sign in to manage the site have an account with their name, work ` +
            'email and a securely hashed password. We log staff sign-ins and administrative actions to ' +
            'protect the records we hold.',
        ),
      ],
    },
    {
      id: 'information-collected-automatically',
      heading: 'Information collected automatically',
      blocks: [
        p(
          'Like most websites, our servers keep logs of each request, including your IP address, browser ' +
            'user agent, the page requested, the time and a request id used to trace errors.',
        ),
        p(
          'To prevent abuse, we count recent form submissions and requests. These rate-limit counters are ' +
            'keyed by a keyed hash of your IP address, not the raw address, and expire within minutes.',
        ),
      ],
    },
    {
      id: 'cookies-and-local-storage',
      heading: 'Cookies and local storage',
      blocks: [
        p(
          'By default we use only browser storage that is essential for the site to work, such as ' +
            'remembering your cookie choice and keeping staff and election participants signed in.',
        ),
        p('The first time you visit, a consent banner lets you choose among these categories:'),
        ul(
          'Necessary: required for the site to function. Always on.',
          'Analytics: helps us understand which pages are used so we can improve them.',
          'Marketing: helps us measure whether our outreach reaches the right communities.',
          'Functional: remembers preferences and enables optional features.',
        ),
        p(
          "Your choice is saved in your browser's local storage together with the date you made it. " +
            'Non-essential scripts load only after you consent to their category. You can change your ' +
            'choice at any time with the "Cookie Settings" link in the site footer.',
        ),
        p(
          'If you take part in an election, the site also keeps an election sign-in token in your ' +
            "browser's local storage so you can return to the ballot. It does not contain your ballot " +
            'choices.',
        ),
        p(
          'If you choose a language with the language switch on a page offered in English and Spanish, a ' +
            'cookie named "lang" remembers that choice for a year, so those pages open in your language. It ' +
            'holds only the language.',
        ),
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        ul(
          'To respond to your requests, prepare proposals and provide the services you ask for.',
          'To keep association records such as rental registrations, surveys and election results.',
          'To operate, secure and troubleshoot the site, including preventing spam and abuse.',
          'To improve our services, the law assistant and the site itself.',
          'To meet legal, accounting and record-keeping obligations.',
        ),
      ],
    },
    {
      id: 'email',
      heading: 'Email we send',
      blocks: [
        p(
          'When you submit a form, we email a notification to our staff and, where you gave an email ' +
            'address, a confirmation to you. If delivery fails, the message may be queued and retried for ' +
            'a short time. We do not add you to marketing lists because you submitted a form.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      blocks: [
        p('We do not sell personal information. We share it only as follows:'),
        ul(
          'With service providers that help us run the site, such as email delivery and hosting, who may ' +
            'use it only to provide their services to us.',
          "With your own association's board, where the information concerns that association, such as " +
            'rental registrations, survey results and certified election results.',
          'When required by law, court order or legal process, or to protect the rights, safety or ' +
            'property of residents, associations, our staff or others.',
          'With a successor if our business is merged or sold, subject to this policy.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        ul(
          'Form submissions, uploaded files and chat messages: 3 years after the related matter is closed.',
          'Server logs: 30 days.',
          'Rate-limit counters: a few minutes.',
          'Law assistant questions: 2 years.',
          "Rental registrations and survey answers: as long as the association's records require.",
          "Election records: as required by the association's governing documents and Utah law.",
        ),
        p('We may keep information longer if the law requires it or a legal claim is pending.'),
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        p(
          'We use encrypted connections, access controls, hashed passwords and limited staff access to ' +
            'protect personal information. No system is perfectly secure, so please avoid sending ' +
            'sensitive information, such as bank or Social Security numbers, through web forms.',
        ),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        p(
          'This site is not directed at children under 13, and we do not knowingly collect their ' +
            'personal information. If you believe a child has sent us information, contact us and we will ' +
            'delete it.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      blocks: [
        p(
          'You may ask to access, correct or delete personal information we hold about you, and you may ' +
            'opt out of non-essential cookies through "Cookie Settings." Utah residents may have rights ' +
            'under the Utah Consumer Privacy Act to the extent it applies to us, and we honor reasonable ' +
            'requests whether or not it does.',
        ),
        p(
          'Some records belong to your association, such as rental registrations and election records. ' +
            'We may need to refer those requests to the board or keep records the law requires. We will ' +
            'verify your identity before acting on a request and respond within 45 days.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        p(
          'We may update this policy as our services change. We will post the new version here with a ' +
            'new effective date, and significant changes will be highlighted on the site.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        p('Questions or requests about privacy can be sent to:'),
        ul(`Email: ${emails.privacy}`, `Mail: ${mailingAddress}`, `Phone: ${phones.northern.display}`),
      ],
    },
  ],
}

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro:
    `These Terms of Service govern your use of the website operated by ${company.legalName} ` +
    `("${company.name}," "we," "us"). Please read them carefully.`,
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      blocks: [
        p(
          'By using this site or submitting any form on it, you agree to these terms. If you do not agree, ' +
            'please do not use the site. If you use it on behalf of an association or company, you confirm ' +
            'that you may accept these terms for it.',
        ),
      ],
    },
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        p(
          `${company.fullName} is a Utah community management company founded in ${company.founded}. We ` +
            'manage homeowner associations, condominiums and townhome communities across the state.',
        ),
      ],
    },
    {
      id: 'purpose-of-the-site',
      heading: 'Purpose of this site',
      blocks: [
        p(
          'This site provides information about our services and tools for residents and boards. Nothing ' +
            'on it is a contract for management services. Our services to an association are governed ' +
            'only by a management agreement signed by the association and by us.',
        ),
      ],
    },
    {
      id: 'no-legal-advice',
      heading: 'No legal advice',
      blocks: [
        p(
          'We are not a law firm. The Utah HOA law assistant gives general information drawn from Utah ' +
            'statutes. Its answers may be incomplete, may not reflect recent changes in the law and do not ' +
            "consider your association's governing documents or the facts of your situation.",
        ),
        p(
          'The assistant and the other content on this site are not a substitute for advice from a ' +
            'licensed Utah attorney, and using them does not create an attorney-client relationship. ' +
            'Consult an attorney before acting on a legal question.',
        ),
      ],
    },
    {
      id: 'quotes-and-proposals',
      heading: 'Quotes and proposals',
      blocks: [
        p(
          'Pricing, quotes and proposals we provide through the site or in response to a request are ' +
            'estimates based on the information you give us. They are not binding until both parties sign ' +
            'a written management agreement, and may change if the facts about your community differ.',
        ),
      ],
    },
    {
      id: 'external-portals',
      heading: 'External portals and links',
      blocks: [
        p(
          'The homeowner portal, payment portal and document request service linked from this site are ' +
            'run by third parties under their own terms and privacy policies. Payments, account access and ' +
            'document orders are handled by those services, and we are not responsible for their content ' +
            'or availability. The same applies to other external sites we link to.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        p('You agree not to:'),
        ul(
          'Harass, threaten or abuse our staff, residents or board members through the site.',
          'Scrape, crawl or make automated requests in a way that burdens the site or its users.',
          'Submit false, misleading or impersonated information, or register rentals you are not ' +
            'authorized to register.',
          'Attempt to bypass rate limits, security controls, election safeguards or access restrictions.',
          'Upload malware or content that is unlawful or infringes the rights of others.',
          'Use the site for any unlawful purpose.',
        ),
        p('We may block access or remove submissions that break these rules.'),
      ],
    },
    {
      id: 'your-submissions',
      heading: 'Your submissions',
      blocks: [
        p(
          'You are responsible for what you submit. Information you provide must be accurate, and you must ' +
            'have the right to share any file you upload, such as a budget or reserve study. You let us ' +
            'use your submissions to respond to you and provide our services.',
        ),
        p(
          'If you send feedback or suggestions, we may use them to improve our services without owing you ' +
            'anything.',
        ),
      ],
    },
    {
      id: 'surveys-and-elections',
      heading: 'Surveys and elections',
      blocks: [
        p(
          'We run surveys and elections on behalf of associations. Each association decides who is ' +
            'eligible to take part. In an election, one ballot may be cast for each eligible unit, and ' +
            "ballots are weighted by the unit's vote weight as recorded by the association.",
        ),
        p(
          'Results shown on the site are official only as certified by the association. Questions about ' +
            'eligibility, vote weights or results should be directed to your board.',
        ),
      ],
    },
    {
      id: 'emergencies',
      heading: 'Emergencies',
      blocks: [
        p(
          'Web forms, chat and email are not monitored around the clock. For an emergency at your ' +
            `community, such as a flood, fire or gas leak, call our emergency line at ${emergencyNumber}, ` +
            `available ${emergencyLine.availability}. If anyone is in danger, call 911 first.`,
        ),
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        p(
          'How we handle personal information is described in our Privacy Policy, which is part of these ' +
            'terms.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        p(
          `The site and its text, design, logos and software belong to ${company.legalName} or its ` +
            'licensors. You may view and print pages for personal or association use, but you may not ' +
            'copy, republish or sell the content without our written permission.',
        ),
      ],
    },
    {
      id: 'site-availability',
      heading: 'Site availability',
      blocks: [
        p(
          'We may change, suspend or discontinue any part of the site, including the law assistant, chat, ' +
            'surveys and elections, at any time. We are not responsible for delays or lost submissions ' +
            'caused by outages of hosting, email delivery or other third-party services, so keep a copy of ' +
            'anything important you send us.',
        ),
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        p(
          'We work to keep the site accurate and available, but it is provided "as is" and "as available." ' +
            'To the extent Utah law allows, we disclaim all warranties, express or implied, including ' +
            'fitness for a particular purpose and that the site will be error-free or uninterrupted.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        p(
          'To the extent Utah law allows, we are not liable for indirect, incidental, special or ' +
            'consequential damages arising from your use of the site, and our total liability for any ' +
            'claim about the site is limited to $100. This does not limit liability that cannot be limited ' +
            'by law, and it does not change the terms of any signed management agreement.',
        ),
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        p(
          `You agree to indemnify ${company.legalName} and its staff against claims and costs, including ` +
            'reasonable attorney fees, arising from your misuse of the site, your submissions or your ' +
            'breach of these terms.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and venue',
      blocks: [
        p(
          'These terms are governed by the laws of the State of Utah, without regard to conflict-of-law ' +
            'rules. Any dispute about the site or these terms will be brought in the state or federal ' +
            'courts located in Salt Lake County, Utah, and you consent to their jurisdiction.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        p(
          'We may update these terms from time to time. The new version takes effect when posted here ' +
            'with a new effective date. Continuing to use the site after that means you accept the change.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        p('Questions about these terms can be sent to:'),
        ul(
          `Email: ${emails.general}`,
          `Mail: ${company.legalName}, ${mailingOffice.address.fullAddress}`,
          `Phone: ${phones.northern.display}`,
        ),
      ],
    },
  ],
}
