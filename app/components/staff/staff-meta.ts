import { company } from '~/content/company'

/** A back-office page's title, and never in a search index (robots.txt disallows /staff too). */
export function staffMeta(title: string) {
  return [{ title: `${title} | ${company.name} Staff` }, { name: 'robots', content: 'noindex, nofollow' }]
}
