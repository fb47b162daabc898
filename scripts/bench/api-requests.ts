import type { AutocannonRequest } from 'autocannon'
import { SURVEY_2025_SLUG } from '~/features/surveys/seed-2025'
import { seededRandom } from '../demo/maple-hollow-roll'
import { randomChoices, type BenchContest } from './elections-data'
import { benchAnswers } from './surveys-data'

// The requests of `npm run bench`, each as a visitor would send it. Where the site allows one of a thing
// per visitor, each request is a visitor of its own: the law assistant's limit of 30 questions in 15
// minutes per address (no setting lifts it) meets an address per request, sent as the one proxy hop the
// server trusts (TRUST_PROXY=1) would; an open-link survey takes one response per browser (a keyed mark
// of X-Survey-Browser), so each response is a browser of its own; each ballot is a voting link of its own.

const JSON_TYPE = { 'content-type': 'application/json' }

let visitors = 0
/** A new visitor's address, 10.0.0.1 upwards. */
const nextAddress = () => {
  const n = ++visitors
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`
}

export const feedback: AutocannonRequest = {
  method: 'POST',
  path: '/api/feedback',
  headers: JSON_TYPE,
  body: JSON.stringify({ rating: 5 }),
}

export const blogPosts: AutocannonRequest = { method: 'GET', path: '/api/blog-posts' }

export const aboutPage: AutocannonRequest = { method: 'GET', path: '/about' }

const QUESTIONS = [
  ['Can our HOA ban short-term rentals like Airbnb?', 'homeowners-association'],
  ['How much notice must the board give before an annual meeting?', 'homeowners-association'],
  ['Can the association fine me without a hearing first?', 'condominium'],
  ['How do I request copies of the association records?', 'condominium'],
  ['What can the HOA charge for a payoff statement when I sell?', 'homeowners-association'],
  ['Can the board raise assessments without a vote of the owners?', 'townhome'],
].map(([question, communityType]) => JSON.stringify({ question, communityType }))

export const lawQuery: AutocannonRequest = {
  method: 'POST',
  path: '/api/utah-law-query',
  setupRequest: (request) => ({
    ...request,
    headers: { ...JSON_TYPE, 'x-forwarded-for': nextAddress() },
    body: QUESTIONS[visitors % QUESTIONS.length]!,
  }),
}

/** Responses to /survey-2025 as the bench:surveys residents give them, each from a browser of its own. */
export function surveyResponse(communityIds: string[]): AutocannonRequest {
  const random = seededRandom(2025)
  const bodies = Array.from({ length: 500 }, () =>
    JSON.stringify({ answers: benchAnswers(random, communityIds) }),
  )
  const run = Date.now().toString(36)
  let browsers = 0
  return {
    method: 'POST',
    path: `/api/surveys/${SURVEY_2025_SLUG}/responses`,
    setupRequest: (request) => {
      const n = browsers++
      return {
        ...request,
        headers: { ...JSON_TYPE, 'x-survey-browser': `bench-${run}-${String(n).padStart(10, '0')}` },
        body: bodies[n % bodies.length]!,
      }
    },
  }
}

/** A first ballot on each voting link in turn; past the last link, recasts (answered 409, so counted). */
export function ballotCast(tokens: string[], contests: BenchContest[]): AutocannonRequest {
  const bodies = Array.from({ length: 500 }, (_, seed) =>
    JSON.stringify({ choices: randomChoices(contests, seed) }),
  )
  let cast = 0
  return {
    method: 'POST',
    path: `/api/elections/ballot/${tokens[0]}`,
    setupRequest: (request) => {
      const n = cast++
      return {
        ...request,
        path: `/api/elections/ballot/${tokens[Math.min(n, tokens.length - 1)]}`,
        headers: JSON_TYPE,
        body: bodies[n % bodies.length]!,
      }
    },
  }
}
