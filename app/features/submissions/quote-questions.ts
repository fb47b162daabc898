// The quote wizard's twenty questions (spec sections 3 and 5). q1-q9 and q15 and six option lists are the
// spec's; the other ten follow the same `qN_snake_case` pattern with fixed lists of our own, covering
// what a management company needs to price a community. Steps 2-6 hold four questions each.

export type QuoteOption = { value: string; label: string }
export type QuoteQuestion = { id: string; label: string; options: readonly QuoteOption[] }

const opts = (...pairs: Array<[string, string]>): QuoteOption[] =>
  pairs.map(([value, label]) => ({ value, label }))

export const QUOTE_QUESTIONS = [
  // Step 2: the community
  {
    id: 'q1_community_age',
    label: 'How old is the community?',
    options: opts(
      ['new', 'New (0-5 years)'],
      ['recent', 'Recent (6-10 years)'],
      ['developing', 'Developing (11-15 years)'],
      ['established', 'Established (16-25 years)'],
      ['mature', 'Mature (26+ years)'],
    ),
  },
  {
    id: 'q2_community_size',
    label: 'How many homes or units are in the community?',
    options: opts(
      ['small', 'Small (1-50)'],
      ['medium', 'Medium (51-150)'],
      ['large', 'Large (151-300)'],
      ['extra_large', 'Extra Large (300+)'],
    ),
  },
  {
    id: 'q3_location_type',
    label: 'Which best describes the location?',
    options: opts(['suburban', 'Suburban'], ['urban', 'Urban'], ['rural', 'Rural'], ['resort', 'Resort']),
  },
  {
    id: 'q4_amenity_level',
    label: 'What amenities does the association maintain?',
    options: opts(
      ['minimal', 'Minimal (common grounds only)'],
      ['basic', 'Basic (landscaping, entry, mailboxes)'],
      ['moderate', 'Moderate (pool or clubhouse)'],
      ['extensive', 'Extensive (several facilities, gates, staff)'],
    ),
  },
  // Step 3: condition and finances
  {
    id: 'q5_deferred_maintenance',
    label: 'How much maintenance has been put off?',
    options: opts(
      ['none', 'None: everything is current'],
      ['minor', 'Minor items only'],
      ['moderate', 'Moderate: some projects overdue'],
      ['significant', 'Significant: major projects overdue'],
    ),
  },
  {
    id: 'q6_reserve_fund_status',
    label: 'How well funded is the reserve account?',
    options: opts(
      ['well_funded', 'Well-Funded (>70%)'],
      ['short_funded', 'Short-Funded (50-70%)'],
      ['significantly_short', 'Significantly Short (20-49.9%)'],
      ['critically_low', 'Critically Low (0-19.9%)'],
    ),
  },
  {
    id: 'q7_reserve_study_age',
    label: 'When was the last reserve study done?',
    options: opts(
      ['current', 'Within the last 3 years'],
      ['aging', '3-6 years ago'],
      ['outdated', 'More than 6 years ago'],
      ['never', 'Never / not sure'],
    ),
  },
  {
    id: 'q8_infrastructure_condition',
    label: 'What condition are roads, roofs and shared systems in?',
    options: opts(['excellent', 'Excellent'], ['good', 'Good'], ['fair', 'Fair'], ['poor', 'Poor']),
  },
  // Step 4: owners and governance
  {
    id: 'q9_delinquency_rate',
    label: 'What share of owners are behind on assessments?',
    options: opts(
      ['low', 'Low (<5%)'],
      ['moderate', 'Moderate (5-8%)'],
      ['high', 'High (8.1-12%)'],
      ['critical', 'Critical (>12%)'],
    ),
  },
  {
    id: 'q10_governing_documents_status',
    label: 'What state are the governing documents in?',
    options: opts(
      ['current', 'Current and recently reviewed'],
      ['needs_review', 'Older; due for review'],
      ['needs_amendment', 'Known conflicts; amendment needed'],
      ['unknown', 'Not sure'],
    ),
  },
  {
    id: 'q11_rental_percentage',
    label: 'About what share of homes are rented?',
    options: opts(
      ['under_10', 'Under 10%'],
      ['10_to_25', '10-25%'],
      ['26_to_40', '26-40%'],
      ['over_40', 'Over 40%'],
    ),
  },
  {
    id: 'q12_violation_frequency',
    label: 'How often do rule violations need enforcement?',
    options: opts(
      ['rare', 'Rarely: a few a year'],
      ['occasional', 'A few each month'],
      ['frequent', 'Every week'],
      ['constant', 'Almost every day'],
    ),
  },
  // Step 5: the board and communication
  {
    id: 'q13_board_meeting_frequency',
    label: 'How often does the board meet?',
    options: opts(
      ['quarterly_or_less', 'Quarterly or Less'],
      ['monthly', 'Monthly'],
      ['more_than_monthly', 'More Than Monthly'],
    ),
  },
  {
    id: 'q14_manager_attendance',
    label: 'Which meetings should the manager attend?',
    options: opts(
      ['annual_only', 'Annual meeting only'],
      ['quarterly', 'Annual and quarterly board meetings'],
      ['all', 'Every board meeting'],
    ),
  },
  {
    id: 'q15_board_turnover_rate',
    label: 'How often do board members change?',
    options: opts(
      ['low', 'Low: the same board for years'],
      ['moderate', 'Moderate: a seat or two each election'],
      ['high', 'High: most seats change each year'],
    ),
  },
  {
    id: 'q16_owner_communication_needs',
    label: 'How much owner communication do you expect?',
    options: opts(
      ['standard', 'Standard: notices and an annual newsletter'],
      ['regular', 'Regular: monthly email bulletins'],
      ['high', 'High: frequent updates and owner questions'],
    ),
  },
  // Step 6: services and timing
  {
    id: 'q17_vendor_contracts',
    label: 'How many service contracts does the association hold?',
    options: opts(
      ['few', '1-3 (e.g. landscaping, snow removal)'],
      ['several', '4-8'],
      ['many', 'More than 8'],
    ),
  },
  {
    id: 'q18_financial_reporting_needs',
    label: 'What financial reporting does the board need?',
    options: opts(
      ['monthly_standard', 'Monthly standard statements'],
      ['monthly_detailed', 'Monthly statements with budget variance'],
      ['audited', 'Monthly statements plus an annual audit or review'],
    ),
  },
  {
    id: 'q19_collections_approach',
    label: 'How should late assessments be handled?',
    options: opts(
      ['reminders', 'Reminder notices only'],
      ['policy', 'Follow the collection policy, including late fees'],
      ['legal', 'Policy plus liens and attorney referral when needed'],
    ),
  },
  {
    id: 'q20_transition_timing',
    label: 'When would you like new management to start?',
    options: opts(
      ['immediately', 'As soon as possible'],
      ['within_90_days', 'Within 90 days'],
      ['next_fiscal_year', 'At the start of the next fiscal year'],
      ['exploring', 'Just exploring options'],
    ),
  },
] as const satisfies readonly QuoteQuestion[]

export type QuoteQuestionId = (typeof QUOTE_QUESTIONS)[number]['id']

/** The headings of the wizard's six steps (spec section 9: 6 steps). */
export const QUOTE_STEP_TITLES = [
  'You and your community',
  'The community',
  'Condition and finances',
  'Owners and governance',
  'The board and communication',
  'Services and timing',
] as const

/** Steps 2 to 6 of the wizard, four questions each. */
export const QUOTE_STEPS: ReadonlyArray<readonly QuoteQuestion[]> = [0, 4, 8, 12, 16].map((start) =>
  QUOTE_QUESTIONS.slice(start, start + 4),
)

export const BOARD_POSITIONS = [
  'President',
  'Vice President',
  'Secretary',
  'Treasurer',
  'Board Member at Large',
  'Property Manager',
  'Other',
] as const

/** The label of an answer, for emails and the back office. */
export function quoteAnswerLabel(questionId: string, value: string): string {
  const question = QUOTE_QUESTIONS.find((q) => q.id === questionId)
  return question?.options.find((o) => o.value === value)?.label ?? value
}
