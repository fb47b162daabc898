// The sister company for builders and developers (spec section 1). Its name is fictional, like ours.
import { externalLinks } from './company'

export type SisterService = {
  icon: 'Handshake' | 'FileSignature' | 'GraduationCap' | 'PiggyBank'
  title: string
  description: string
}

export const sisterCompany = {
  name: 'Crestline Developer Services',
  audience: 'Builders and developers',
  summary:
    'Planning a new subdivision, townhome project or condominium? Our sister company sets the association up ' +
    'right from the first plat, so the hand-over from developer to homeowners is calm and complete.',
  url: externalLinks.sisterCompany,
  services: [
    {
      icon: 'Handshake',
      title: 'Turnover consulting',
      description:
        'A turnover plan and checklist, from the first sale to the owner-elected board, with documents, ' +
        'funds and warranties handed over in order.',
    },
    {
      icon: 'FileSignature',
      title: 'Document preparation',
      description:
        'Declarations (CC&Rs), bylaws, rules and plats drafted with your attorney to fit the project and ' +
        'current Utah law.',
    },
    {
      icon: 'GraduationCap',
      title: 'Board training',
      description:
        'Practical sessions for the first owner board: duties, meetings, budgets, enforcement and working ' +
        'with a manager.',
    },
    {
      icon: 'PiggyBank',
      title: 'Financial planning',
      description:
        'Start-up budgets, reserve funding plans and working-capital contributions that hold up once ' +
        'owners take over.',
    },
  ] satisfies SisterService[],
} as const
