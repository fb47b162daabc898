/**
 * A survey as the back office reads it: the staff fields, or a refusal the page shows (404 for a survey the
 * account may not read). The address without ?view=staff answers anyone a published survey to fill in.
 */
export const staffSurveyPath = (idOrSlug: string) => `/api/surveys/${encodeURIComponent(idOrSlug)}?view=staff`
