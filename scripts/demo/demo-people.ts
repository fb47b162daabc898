// The owners of the demo roll. Made up: every email is on an example.* domain (RFC 2606) and every phone
// number is in 555-0100 to 555-0199, the range set aside for fiction, so the demo can never reach anyone.

export type DemoOwner = {
  name: string
  email: string | null
  phone: string | null
  mailingAddress: string | null
}

const FIRST = (
  'Ada Brooke Caleb Dallin Eliza Finn Greta Hyrum Iris Jonah Kaia Liam Maren Nolan Oaklee Parker ' +
  'Quinn Rosa Soren Tessa Uriah Vera Wade Xiomara Yusuf Zoë José Siobhán Renée Thuy Mele Anil Bea ' +
  'Cody Dina Emmett Faye Gideon Hazel Ivan June Kimball Lena Moroni Nadia Otto Priya Reed'
).split(' ')
const LAST = (
  'Allred Bingham Christensen Dalton Eckersley Fonoti Gardner Hansen Iverson Jensen Kowalski Larsen ' +
  'Madsen Nguyen Olsen Peterson Quintana Rasmussen Sorensen Tupou Udall Vance Whitaker Young ' +
  "Zabriskie Martínez O'Brien Nuñez Begay Kim Patel Lund Ashby Brimhall Cutler Draper"
).split(' ')
const DOMAINS = ['example.com', 'example.net', 'example.org'] as const

// Which units (by index: lots 0-71, then the townhomes) have the roll's less common shapes.
const SPOUSES = [3, 11, 24, 37, 58, 66, 80, 96]
const SHARED_EMAIL = 24 // a couple on one address: two owners, one email
const SECOND_WITHOUT_EMAIL = 58 // one spouse has an email, the other has none
const SIBLINGS = 45 // three co-owners
const WITHOUT_EMAIL = [7, 19, 33, 52, 70, 85, 117]

type Holding = { units: [number, number]; owner: (people: PeoplePicker) => DemoOwner }
/** Owners of two units each: one lives on a lot and lets a townhome, one bought the lot next door, and so on. */
const TWO_UNITS: Holding[] = [
  { units: [14, 101], owner: (p) => p.person() },
  { units: [30, 31], owner: (p) => p.person() },
  {
    units: [90, 91],
    owner: (p) => ({
      name: 'Example Property Holdings LLC',
      email: 'leasing@example.net',
      phone: p.phone(),
      mailingAddress: 'PO Box 0117, Farmington, UT 84025',
    }),
  },
  {
    units: [110, 111],
    owner: (p) => ({ ...p.person({ email: false }), mailingAddress: 'PO Box 0884, Kaysville, UT 84037' }),
  },
]

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()

type PersonOptions = { last?: string; email?: boolean; mailingAddress?: string }
type PeoplePicker = { person: (options?: PersonOptions) => DemoOwner; phone: () => string | null }

function peoplePicker(random: () => number): PeoplePicker {
  const names = new Set<string>()
  const emails = new Set<string>()
  let phones = 0
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const phone = () => {
    if (random() < 0.2) return null
    const n = phones++
    return `(${n < 100 ? 801 : 385}) 555-01${String(n % 100).padStart(2, '0')}`
  }
  const person = (options: PersonOptions = {}): DemoOwner => {
    let first: string
    let last: string
    do [first, last] = [pick(FIRST), options.last ?? pick(LAST)]
    while (names.has(`${first} ${last}`))
    names.add(`${first} ${last}`)
    let email: string | null = null
    if (options.email !== false) {
      const local = random() < 0.7 ? `${slug(first)}.${slug(last)}` : `${slug(first)[0]}${slug(last)}`
      email = `${local}@${pick(DOMAINS)}`
      for (let n = 2; emails.has(email); n++) email = `${local}${n}@${pick(DOMAINS)}`
      emails.add(email)
    }
    return { name: `${first} ${last}`, email, phone: phone(), mailingAddress: options.mailingAddress ?? null }
  }
  return { person, phone }
}

/**
 * Each unit's owners, for units at the given addresses. Owners without email get their notices on paper,
 * so they always have a mailing address.
 */
export function demoOwners(addresses: readonly string[], random: () => number): DemoOwner[][] {
  const people = peoplePicker(random)
  const owners: DemoOwner[][] = addresses.map(() => [])
  for (const holding of TWO_UNITS) {
    const owner = holding.owner(people)
    for (const unit of holding.units) owners[unit]!.push(owner)
  }
  addresses.forEach((address, unit) => {
    if (owners[unit]!.length) return
    const paper = WITHOUT_EMAIL.includes(unit)
    const first = people.person(paper ? { email: false, mailingAddress: address } : {})
    const last = first.name.slice(first.name.indexOf(' ') + 1)
    owners[unit]!.push(first)
    if (unit === SIBLINGS) owners[unit]!.push(people.person({ last }), people.person({ last }))
    if (!SPOUSES.includes(unit)) return
    const ownEmail = unit !== SECOND_WITHOUT_EMAIL && unit !== SHARED_EMAIL
    const spouse = people.person({ last, email: ownEmail })
    if (unit === SHARED_EMAIL) spouse.email = first.email
    if (unit === SECOND_WITHOUT_EMAIL) spouse.mailingAddress = address
    owners[unit]!.push(spouse)
  })
  return owners
}
