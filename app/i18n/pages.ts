import { matchPath } from 'react-router'
import type { Area } from './areas'

/**
 * The pages a resident uses, each with the message catalogues (areas) its components read. Every page listed
 * with `spanish: true` also answers under `/es/` (app/routes.ts builds those routes from this list), gets a
 * language switch, `hreflang` alternates and, when public, a Spanish entry in the sitemap.
 */
export type ResidentPage = {
  /** The English path pattern, without the leading slash, as app/routes.ts writes it. */
  path: string
  /** The route module, relative to app/. */
  file: string
  areas: readonly Area[]
  spanish: boolean
}

export const residentPages: readonly ResidentPage[] = [
  { path: 'contact', file: 'routes/contact.tsx', areas: ['forms', 'contact'], spanish: true },
  // The portal's capabilities and the Need Help block, which the portal dialog shows too: English only.
  { path: 'owner-login', file: 'routes/owner-login.tsx', areas: ['contact'], spanish: false },
  { path: 'landlord-tenant', file: 'routes/landlord-tenant.tsx', areas: ['forms'], spanish: true },
  {
    path: 'landlord-tenant/submitted/:reference',
    file: 'routes/landlord-tenant-submitted.tsx',
    areas: ['forms'],
    spanish: true,
  },
  // The voting-code and lost-link boxes read the vote area; the staff sign-in and console stay English.
  {
    path: 'election-system',
    file: 'routes/election-system.tsx',
    areas: ['vote', 'electionSystem'],
    spanish: true,
  },
  { path: 'vote', file: 'routes/vote-code.tsx', areas: ['vote'], spanish: true },
  { path: 'vote/:token', file: 'routes/vote.tsx', areas: ['vote'], spanish: true },
  { path: 'results/:electionId', file: 'routes/results.tsx', areas: ['results'], spanish: true },
  // Staff pages that draw the voter's own components (the ballot preview): English only.
  {
    path: 'staff/elections/:id/preview',
    file: 'routes/staff/election-preview.tsx',
    areas: ['vote'],
    spanish: false,
  },
  { path: 'survey-2025', file: 'routes/survey-2025.tsx', areas: ['survey'], spanish: true },
  { path: 'survey/:surveyId', file: 'routes/survey.tsx', areas: ['survey'], spanish: true },
  {
    path: 'survey-responses/:surveyId',
    file: 'routes/survey-responses.tsx',
    areas: ['surveyResults'],
    spanish: true,
  },
  {
    path: 'survey-responses/:surveyId/report',
    file: 'routes/survey-report.tsx',
    areas: ['surveyResults'],
    spanish: true,
  },
  // Staff try a survey with the respondent's own components, in English.
  {
    path: 'staff/surveys/:id/preview',
    file: 'routes/staff/survey-preview.tsx',
    areas: ['survey'],
    spanish: false,
  },
]

const every: readonly Area[] = ['shell']

/** The catalogues a page needs: the shell's on every page, and its own when it is a resident page. */
export function areasForPath(unprefixed: string): readonly Area[] {
  const page = residentPageOf(unprefixed)
  return page ? [...every, ...page.areas.filter((area) => !every.includes(area))] : every
}

/** The resident page an (unprefixed) path is, if any. */
export function residentPageOf(unprefixed: string): ResidentPage | undefined {
  return residentPages.find((page) => matchPath({ path: `/${page.path}`, end: true }, unprefixed))
}

/** Whether the page at this (unprefixed) path is offered in Spanish too. */
export function hasSpanish(unprefixed: string): boolean {
  return residentPageOf(unprefixed)?.spanish ?? false
}
