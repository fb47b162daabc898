// The kinds of association the company manages: the law assistant's list (spec section 5), which the
// communities of the back office share so a community's type can steer the law assistant later.
export const associationTypes = [
  'homeowners-association',
  'condominium',
  'townhome',
  'mixed-use',
  'other',
] as const
export type AssociationType = (typeof associationTypes)[number]

export const associationTypeLabels: Record<AssociationType, string> = {
  'homeowners-association': 'Homeowners association (HOA)',
  condominium: 'Condominium',
  townhome: 'Townhome community',
  'mixed-use': 'Mixed-use community',
  other: 'Other',
}
