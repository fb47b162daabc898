import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, test } from 'vitest'
import routes from '~/routes'
import { staffMeta } from './staff-meta'
import { staffPageName } from './staff-page-names'

// Every staff page opens with its name as its heading (the layout shows it before the page's code and
// data arrive): each page in app/routes.ts must have one, the same its tab shows until its data is there.

type MetaModule = { meta?: (args: { data: undefined; location: { pathname: string } }) => unknown }

function staffPages(entries: RouteConfigEntry[]): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith('staff') && entry.path !== 'staff/login'
      ? [{ path: `/${entry.path}`, file: entry.file }]
      : []),
    ...staffPages(entry.children ?? []),
  ])
}

/** An address of the pattern, with a made-up value for each parameter. */
const example = (pattern: string) => pattern.replace(/:\w+/g, 'c2a7e0a4-5b1f-4d7e-9a3c-1f2e3d4c5b6a')

describe('staffPageName', () => {
  const pages = staffPages(routes)

  test('finds the staff pages in app/routes.ts', () => {
    expect(pages.length).toBeGreaterThan(25)
  })

  test.each(pages)('$path has a name, the one its tab shows before its data', async ({ path, file }) => {
    const name = staffPageName(example(path))
    expect(name).toBeTruthy()
    const base = /^routes\/staff\/([\w-]+)\.tsx$/.exec(file)![1]
    const module = (await import(`../../routes/staff/${base}.tsx`)) as MetaModule
    const meta = module.meta?.({ data: undefined, location: { pathname: example(path) } })
    expect(meta).toEqual(staffMeta(name!))
  })

  test('a fixed segment wins over a parameter, wherever it is', () => {
    expect(staffPageName('/staff/surveys/new')).toBe('New survey')
    expect(staffPageName('/staff/elections/new')).toBe('New election')
    expect(staffPageName('/staff/blog/new')).toBe('Write an article')
    expect(staffPageName('/staff/communities/new')).toBe('Add a community')
    expect(staffPageName('/staff/communities/c1/units/new')).toBe('Add a unit')
    expect(staffPageName('/staff/communities/c1/units/u1')).toBe('Unit')
  })

  test('a trailing slash names the same page', () => {
    expect(staffPageName('/staff/surveys/')).toBe('Surveys')
    expect(staffPageName('/staff/')).toBe('Inbox')
  })

  test('no name for the sign-in page or an address that is no staff page', () => {
    expect(staffPageName('/staff/login')).toBeNull()
    expect(staffPageName('/staff/nothing-here')).toBeNull()
    expect(staffPageName('/staff/surveys/s1/results')).toBeNull()
    expect(staffPageName('/about')).toBeNull()
  })
})
