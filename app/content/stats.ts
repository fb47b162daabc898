// Spec section 1: the home page statistics, exactly these four.
export type Statistic = { number: string; label: string }

export const statistics: readonly Statistic[] = [
  { number: '20+', label: 'Years Experience' },
  { number: '75+', label: 'Communities Managed' },
  { number: 'Utah', label: 'Statewide Coverage' },
  { number: '24/7', label: 'Support' },
]
