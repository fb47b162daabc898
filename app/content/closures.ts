// Office closures (spec section 1: Thanksgiving and the day after, and Christmas, Dec 24-26). The spec's
// "Nov 27-28" was one year's Thanksgiving, so the dates are rules, worked out for any year by
// app/components/home/closures-logic.ts (DESIGN.md "Company content").

/** Months are 1-12; weekdays use ISO numbering (1 = Monday ... 7 = Sunday). */
export type ClosureRule = {
  id: string
  /** The holiday, as the notice names it. */
  name: string
  /** How many consecutive days the offices stay closed, from the first day. */
  days: number
  first:
    | { kind: 'fixed'; month: number; day: number }
    | { kind: 'nth-weekday'; month: number; weekday: number; nth: number }
}

export const closureRules: readonly ClosureRule[] = [
  {
    id: 'thanksgiving',
    name: 'Thanksgiving',
    days: 2,
    // Thanksgiving Day is the fourth Thursday of November (5 U.S.C. 6103); we close that day and the next.
    first: { kind: 'nth-weekday', month: 11, weekday: 4, nth: 4 },
  },
  {
    id: 'christmas',
    name: 'Christmas',
    days: 3,
    first: { kind: 'fixed', month: 12, day: 24 },
  },
]

/**
 * A closure is announced from this many days before it starts until its last day is over: long enough to plan
 * a visit or a payment around it, short enough that January does not announce next Thanksgiving.
 */
export const CLOSURE_LOOKAHEAD_DAYS = 45
