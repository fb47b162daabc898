// The company's story for /about and the Our Story dialog, and the comparison on /why-us (spec sections 1
// and 2). The company was founded in 2016 (company.founded), so the spec's "20+ years experience" statistic
// is the leadership's combined experience in community-association management, most of it earned before
// the company opened; every sentence here says it that way. Leadership is described by role, not by name.

export type Milestone = { id: string; when: string; title: string; text: string }

export type CompanyValue = {
  id: string
  /** A lucide-react icon name, as in reasons.ts, so content stays free of component imports. */
  icon: 'Calculator' | 'PhoneCall' | 'Scale' | 'House'
  title: string
  text: string
}

export type LeadershipRole = {
  role: string
  office: 'Salt Lake City' | 'St. George'
  credentials: readonly ('CMCA' | 'AMS')[]
  focus: string
}

export type ComparisonRow = { topic: string; selfManaged: string; withUs: string }

export const credentials = {
  CMCA: {
    name: 'Certified Manager of Community Associations',
    awardedBy: 'the Community Association Managers International Certification Board (CAMICB)',
    summary:
      'The national credential for community managers: training in governance, finance, risk and operations, ' +
      'a proctored exam and continuing education to keep it.',
  },
  AMS: {
    name: 'Association Management Specialist',
    awardedBy: 'Community Associations Institute (CAI)',
    summary:
      'For experienced managers: it builds on the CMCA with at least two years of hands-on community ' +
      'management and advanced coursework.',
  },
} as const

export const story = {
  lead:
    'Wasatch Crest was started in 2016 by community managers who thought Utah’s volunteer boards deserved ' +
    'better: clear numbers, calls returned and decisions made by the book.',
  origin: [
    'Wasatch Crest opened in 2016 in Salt Lake City with two community managers and three associations. ' +
      'Both founders had spent years managing Utah communities for larger firms, and both kept hearing the ' +
      'same things from board members: financial statements arrived late and were hard to read, calls went ' +
      'unanswered for days, and the manager assigned to them covered too many communities to know any of ' +
      'them well.',
    'So they built the firm they would want to hire. Every community gets one named manager. Every board ' +
      'gets a reconciled financial package every month. Emails and calls are answered within a business ' +
      'day, and every notice, fine and election follows the association’s own documents and Utah law. ' +
      'Homeowners volunteer to serve on a board; they should not have to become accountants or lawyers to ' +
      'do it well.',
  ],
  growth: [
    'Almost all of our growth has come from referrals: a board member who moves and recommends us to a new ' +
      'HOA, a treasurer who tells the association next door, a builder who asks us to carry a new community ' +
      'from developer control to its first owner board.',
    'Today we manage more than 75 communities (single-family HOAs, condominiums, townhomes, resort ' +
      'properties and mixed-use associations) from a northern office in Salt Lake City and a southern office ' +
      'in St. George, serving communities in 30 cities across Utah’s 29 counties.',
  ],
  people:
    'Our community managers hold, or are working toward, the CMCA designation, and our senior managers ' +
    'hold the AMS designation. Together our leadership brings more than 20 years of experience managing ' +
    'community associations, much of it earned before the company opened its doors in 2016.',
  /** Explains the "20+ Years Experience" statistic wherever the statistics are shown. */
  experienceNote:
    '20+ years is our leadership’s combined experience in community-association management; the company ' +
    'itself was founded in 2016.',
} as const

export const milestones: readonly Milestone[] = [
  {
    id: 'founded',
    when: '2016',
    title: 'Founded in Salt Lake City',
    text:
      'Two community managers open Wasatch Crest with three Salt Lake County associations and a promise: ' +
      'one named manager per community and a reconciled financial package every month.',
  },
  {
    id: 'portal',
    when: '2017',
    title: 'Owners go online',
    text:
      'A homeowner portal lets owners check balances, pay assessments, download documents and submit ' +
      'requests without calling the office.',
  },
  {
    id: 'emergency-line',
    when: '2018',
    title: 'A 24/7 emergency line',
    text:
      'Burst pipes and fires do not keep business hours. Owners reach a person around the clock on the ' +
      'northern office line, Option 9.',
  },
  {
    id: 'wasatch-front',
    when: '2019',
    title: 'Up and down the Wasatch Front',
    text: 'Referrals bring our first communities in Davis, Weber and Utah counties, from Ogden to Provo.',
  },
  {
    id: 'remote-meetings',
    when: '2020',
    title: 'Board meetings from anywhere',
    text:
      'When gatherings stopped, board and annual meetings moved online within weeks. Boards have kept the ' +
      'option of hybrid meetings ever since.',
  },
  {
    id: 'st-george',
    when: '2021',
    title: 'The St. George office opens',
    text:
      'A southern office, open for visits by appointment, serves Washington County’s fast-growing ' +
      'communities with managers who live there.',
  },
  {
    id: 'developers',
    when: '2022',
    title: 'Partnering with builders',
    text:
      'Builders ask us to carry new communities from developer control to owner boards. The work grows into ' +
      'a sister company for turnover consulting, document preparation, board training and financial planning.',
  },
  {
    id: 'elections',
    when: '2024',
    title: 'Online surveys and weighted voting',
    text:
      'Communities run owner surveys and secret-ballot elections online, each unit’s vote weighted by the ' +
      'allocated interest its declaration sets.',
  },
  {
    id: 'today',
    when: 'Today',
    title: 'More than 75 communities statewide',
    text:
      'Two offices, managers across the state and the same promise we started with: a named manager, clear ' +
      'numbers and a call returned.',
  },
]

export const values: readonly CompanyValue[] = [
  {
    id: 'clear-numbers',
    icon: 'Calculator',
    title: 'Boards deserve clear numbers',
    text:
      'The same financial package every month, reconciled and reviewed by a second person, written so a ' +
      'treasurer can explain it to owners without us in the room.',
  },
  {
    id: 'answer-the-call',
    icon: 'PhoneCall',
    title: 'Answer the call',
    text:
      'Emails and texts answered within 24 hours on business days, emergencies around the clock. A volunteer ' +
      'board should never have to chase its manager.',
  },
  {
    id: 'by-the-book',
    icon: 'Scale',
    title: 'Follow the documents and the law',
    text:
      'Fines, collections, rental rules, meeting notices and elections follow your governing documents and ' +
      'the Utah Code, the same way for every owner. Consistency is what makes enforcement fair.',
  },
  {
    id: 'know-the-community',
    icon: 'House',
    title: 'Know the community',
    text:
      'Managers live near the communities they serve and visit on the schedule your contract sets. They know ' +
      'which sprinkler valve sticks and which vendor to call first.',
  },
]

export const leadership: readonly LeadershipRole[] = [
  {
    role: 'Founder and Principal',
    office: 'Salt Lake City',
    credentials: ['CMCA', 'AMS'],
    focus:
      'Sets the firm’s standards for service and accounting, and joins the board meetings of every new client ' +
      'community during its first 90 days.',
  },
  {
    role: 'Director of Community Management',
    office: 'Salt Lake City',
    credentials: ['CMCA', 'AMS'],
    focus:
      'Assigns each community its named manager, backs every manager as the second point of contact and ' +
      'leads the northern team.',
  },
  {
    role: 'Southern Utah Regional Manager',
    office: 'St. George',
    credentials: ['CMCA'],
    focus:
      'Runs the St. George office and its Washington County communities, meeting boards and owners by ' +
      'appointment.',
  },
  {
    role: 'Controller',
    office: 'Salt Lake City',
    credentials: [],
    focus:
      'Oversees the monthly financial packages, bank reconciliations and reserve tracking, and signs off on ' +
      'each reconciliation before it reaches a board.',
  },
]

/** /why-us: what a board does on its own (or with too little help) against what it gets with us. */
export const comparison: readonly ComparisonRow[] = [
  {
    topic: 'Monthly financials',
    selfManaged: 'Prepared when a volunteer treasurer has time; the format changes when the board does.',
    withUs:
      'A package by the 15th of every month: balance sheet, budget-to-actual, delinquency and reserve reports.',
  },
  {
    topic: 'Bank reconciliation',
    selfManaged: 'Often done by the same person who pays the bills, or not done every month.',
    withUs: 'Reconciled monthly and reviewed by a second person before the package goes out.',
  },
  {
    topic: 'Owner questions',
    selfManaged: 'Owners call board members at home, and answers wait for the next meeting.',
    withUs: 'A named manager who answers emails and texts within 24 hours on business days.',
  },
  {
    topic: 'Emergencies',
    selfManaged: 'Whoever on the board happens to pick up the phone.',
    withUs: 'A 24/7 emergency line on the northern office number, Option 9, and vendors ready to respond.',
  },
  {
    topic: 'Violations and collections',
    selfManaged: 'Letters differ with whoever writes them, which invites disputes.',
    withUs:
      'Notices that follow your fine and collection policies and the Utah Code, the same for every owner.',
  },
  {
    topic: 'Meetings and records',
    selfManaged: 'Notices, minutes and records kept on personal computers and handed from board to board.',
    withUs:
      'Board packets at least 1 business day before each meeting, annual meeting notices, and records kept for ' +
      'the association.',
  },
  {
    topic: 'Vendors and maintenance',
    selfManaged: 'Bids, contracts and insurance claims handled in board members’ spare time.',
    withUs:
      'Vendor oversight, maintenance and insurance coordination by a manager who knows local contractors.',
  },
  {
    topic: 'Votes and surveys',
    selfManaged: 'Paper ballots counted by hand at the annual meeting.',
    withUs: 'Online surveys and secret-ballot elections, weighted by each unit’s allocated interest.',
  },
]
