import fs from 'node:fs'
import { expect, test } from 'vitest'
import {
  advisoryFindings,
  inRange,
  lockfileProblems,
  unpinnedDependencies,
  type AdvisoryList,
  type Lockfile,
} from './lockfile-check.mjs'

const lock = (packages: Lockfile['packages']): Lockfile => ({
  lockfileVersion: 3,
  packages: { '': { version: '1.0.0' }, ...packages },
})
const sha = 'sha512-abc'

test('ranges read as advisories write them, with alternatives, bounds and pre-releases', () => {
  const range = '<0.1.10 || >=0.2.0 <1.9.0 || >=4.0.0 <6.3.0'
  expect(['0.1.9', '0.2.0', '1.8.9', '4.0.0', '6.2.99'].filter((v) => inRange(v, range))).toHaveLength(5)
  expect(['0.1.10', '0.1.12', '1.9.0', '3.0.0', '6.3.0', '8.4.2'].some((v) => inRange(v, range))).toBe(false)
  expect(inRange('7.5.2-pre.1', '>=7.2.0 <7.5.2')).toBe(true)
  expect(inRange('7.5.2', '>=7.2.0 <7.5.2')).toBe(false)
  expect(inRange('1.2.3', '1.2.3')).toBe(true)
  expect(() => inRange('1.0.0', '<banana')).toThrow(/Cannot read the range/)
})

test('a vulnerable copy anywhere in the tree is found; an accepted one is reported as accepted', () => {
  const list: AdvisoryList = {
    advisories: [
      { id: 'GHSA-x', package: 'ws', vulnerable: '>=8.0.0 <8.17.1', severity: 'high', summary: 's' },
    ],
    accepted: [{ id: 'GHSA-x', path: 'node_modules/a/node_modules/ws' }],
  }
  const tree = lock({
    'node_modules/ws': { version: '8.17.0', integrity: sha },
    'node_modules/a/node_modules/ws': { version: '8.2.0', integrity: sha },
    'node_modules/b/node_modules/ws': { version: '8.23.0', integrity: sha },
    'node_modules/wsx': { version: '8.0.0', integrity: sha },
  })
  expect(advisoryFindings(tree, list).map((f) => [f.path, f.accepted])).toEqual([
    ['node_modules/ws', false],
    ['node_modules/a/node_modules/ws', true],
  ])
})

test('packages from outside the registry, without a sha512 hash or with a range are refused', () => {
  const tree = lock({
    'node_modules/ok': { version: '1.0.0', integrity: sha },
    'node_modules/git': { version: '1.0.0', resolved: 'git+ssh://example.com/x.git', integrity: sha },
    'node_modules/old': { version: '1.0.0', integrity: 'sha1-abc' },
    'node_modules/local': { version: '1.0.0', link: true },
  })
  expect(lockfileProblems(tree)).toEqual([
    'node_modules/git: resolved from git+ssh://example.com/x.git, not the npm registry',
    'node_modules/old: no sha512 integrity hash (sha1-abc)',
  ])
  expect(
    unpinnedDependencies({ dependencies: { a: '1.2.3', b: '^1.2.3' }, devDependencies: { c: '~2.0.0' } }),
  ).toEqual(['b@^1.2.3', 'c@~2.0.0'])
})

test('this project’s lockfile passes: pinned, from the registry, no open advisory', () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8'))
  const projectLock = read('../../package-lock.json') as Lockfile
  expect(lockfileProblems(projectLock)).toEqual([])
  expect(unpinnedDependencies(read('../../package.json'))).toEqual([])
  const open = advisoryFindings(projectLock, read('./advisories.json')).filter((f) => !f.accepted)
  expect(open.map((f) => `${f.name}@${f.version} ${f.id}`)).toEqual([])
})
