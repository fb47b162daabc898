// All brand data lives here (DESIGN.md "Company content"). The spec hides the real phones and emails,
// so these are clearly fictional: 555-01xx numbers and example.com addresses.

export type Phone = { display: string; raw: string }
export type Address = { street: string; city: string; state: 'UT'; zip: string; fullAddress: string }
export type Office = {
  id: 'northern' | 'southern'
  name: string
  shortName: string
  address: Address
  areasServed: string[]
  mapsUrl: string
  phone: Phone
  geo: { latitude: number; longitude: number }
}

const address = (street: string, city: string, zip: string): Address => ({
  street,
  city,
  state: 'UT',
  zip,
  fullAddress: `${street}, ${city}, UT ${zip}`,
})

const mapsLink = (a: Address) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(a.fullAddress)}`

export const company = {
  name: 'Wasatch Crest',
  fullName: 'Wasatch Crest HOA Management',
  legalName: 'Wasatch Crest HOA Management, LLC',
  founded: 2016,
  tagline: "Utah's premier HOA management company",
  description:
    'Wasatch Crest manages homeowner associations, condominiums and townhome communities across Utah, ' +
    'with certified community managers, transparent accounting and support around the clock.',
} as const

export const phones = {
  northern: { display: '(801) 555-0142', raw: '+18015550142' },
  southern: { display: '(435) 555-0167', raw: '+14355550167' },
  parkCity: { display: '(435) 555-0118', raw: '+14355550118' },
  textSupport: { display: '(801) 555-0195', raw: '+18015550195' },
} as const satisfies Record<string, Phone>

export const emails = {
  general: 'hello@example.com',
  customerService: 'support@example.com',
  staff: 'manager@example.com',
  privacy: 'privacy@example.com',
  notifications: ['notifications@example.com', 'office@example.com'],
} as const

const northernAddress = address('2150 S 1300 E, Suite 500', 'Salt Lake City', '84106')
const southernAddress = address('1070 W 1600 S, Suite 210', 'St. George', '84770')

export const offices: readonly Office[] = [
  {
    id: 'northern',
    name: 'Northern Utah Office',
    shortName: 'Salt Lake City',
    address: northernAddress,
    areasServed: ['Salt Lake City', 'Park City'],
    mapsUrl: mapsLink(northernAddress),
    phone: phones.northern,
    geo: { latitude: 40.7246, longitude: -111.8535 },
  },
  {
    id: 'southern',
    name: 'Southern Utah Office',
    shortName: 'St. George',
    address: southernAddress,
    areasServed: ['St. George', 'Ogden', 'Provo'],
    mapsUrl: mapsLink(southernAddress),
    phone: phones.southern,
    geo: { latitude: 37.0793, longitude: -113.5963 },
  },
]

/** Spec section 9. Days use ISO numbering (1 = Monday); times are America/Denver. */
export const businessHours = [
  {
    days: 'Monday – Thursday',
    opens: '09:00',
    closes: '17:00',
    label: '9:00 AM – 5:00 PM',
    isoDays: [1, 2, 3, 4],
  },
  { days: 'Friday', opens: '09:00', closes: '15:00', label: '9:00 AM – 3:00 PM', isoDays: [5] },
  { days: 'Saturday – Sunday', opens: null, closes: null, label: 'Closed', isoDays: [6, 7] },
] as const

export const emergencyLine = {
  phone: phones.northern,
  option: 9,
  availability: '24/7',
  summary: `Emergencies, 24/7: call ${phones.northern.display}, Option 9`,
} as const

export const responsePromise = 'We answer emails and texts within 24 hours on business days.'

export const externalLinks = {
  ownerPortal: 'https://portal.example.com/wasatch-crest',
  paymentPortal: 'https://payments.example.com/wasatch-crest',
  documentRequest: 'https://documents.example.com/wasatch-crest',
  homeownerGuide: 'https://guide.example.com/wasatch-crest-homeowner-guide.pdf',
  sisterCompany: 'https://developers.example.com/',
} as const
