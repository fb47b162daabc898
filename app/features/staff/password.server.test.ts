import { describe, expect, test } from 'vitest'
import { generatePassword, hashPassword, PASSWORD_PARAMS, verifyPassword } from './password.server'
import { passwordChecks, passwordProblem, personalWords } from './password-policy'

const OLD = { N: 2 ** 10, r: 8, p: 1 }

describe('password hashing', () => {
  test('a hash names scrypt and today’s parameters, and verifies only the right password', async () => {
    const hash = await hashPassword('quiet meadow harbor 7')
    const { N, r, p } = PASSWORD_PARAMS
    expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[\\w-]{22}\\$[\\w-]{43}$`))
    expect(hash).not.toContain('quiet')
    expect(await verifyPassword('quiet meadow harbor 7', hash)).toEqual({ ok: true, needsRehash: false })
    expect(await verifyPassword('quiet meadow harbor 8', hash)).toEqual({ ok: false, needsRehash: false })
    expect((await verifyPassword('', hash)).ok).toBe(false)
  })

  test('the same password gets a different salt each time', async () => {
    const [a, b] = [await hashPassword('same words again', OLD), await hashPassword('same words again', OLD)]
    expect(a).not.toBe(b)
    expect((await verifyPassword('same words again', a)).ok).toBe(true)
    expect((await verifyPassword('same words again', b)).ok).toBe(true)
  })

  test('a tampered or malformed hash fails without throwing', async () => {
    const hash = await hashPassword('tamper proof string', OLD)
    const parts = hash.split('$')
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
    const tampered = [
      [...parts.slice(0, 5), flip(parts[5]!)].join('$'), // the derived key
      [...parts.slice(0, 4), flip(parts[4]!), parts[5]].join('$'), // the salt
      ['scrypt', 2 ** 11, ...parts.slice(2)].join('$'), // the cost
      ['scrypt', 3 * 2 ** 10, ...parts.slice(2)].join('$'), // not a power of two
      ['scrypt', 2 ** 30, ...parts.slice(2)].join('$'), // a cost that would stall the server
      ['scrypt', 2 ** 20, 64, ...parts.slice(3)].join('$'), // 8 GiB of memory
      ['scrypt', 2 ** 16, 8, 64, ...parts.slice(4)].join('$'), // minutes of work
      ['bcrypt', ...parts.slice(1)].join('$'),
      parts.slice(0, 5).join('$'),
      '',
      'scrypt$$$$$',
      `${hash}$extra`,
    ]
    for (const stored of tampered)
      expect(await verifyPassword('tamper proof string', stored), stored).toEqual({
        ok: false,
        needsRehash: false,
      })
  })

  test('a hash made with older parameters verifies and asks to be rehashed', async () => {
    const old = await hashPassword('yesterday parameters', OLD)
    expect(await verifyPassword('yesterday parameters', old)).toEqual({ ok: true, needsRehash: true })
    expect((await verifyPassword('wrong words here', old)).ok).toBe(false)
  })

  test('generated passwords are long, varied and pass the policy', () => {
    const seen = new Set(Array.from({ length: 50 }, generatePassword))
    expect(seen.size).toBe(50)
    for (const password of seen) {
      expect(password).toMatch(/^[A-Za-z2-9]{6}(-[A-Za-z2-9]{6}){3}$/)
      expect(password).not.toMatch(/[01OlI]/)
      expect(passwordProblem(password)).toBeNull()
    }
  })
})

describe('password policy', () => {
  test('at least 12 characters', () => {
    expect(passwordProblem('elevenchars')).toMatch(/at least 12 characters/)
    expect(passwordProblem('twelve chars')).toBeNull()
    expect(passwordProblem('x'.repeat(257))).toMatch(/at most 256/)
  })

  test('common passwords and their usual disguises are refused', () => {
    const weak = [
      'password1234',
      'Password2025!',
      'P@ssw0rd2025',
      '123456789012',
      '987654321098',
      'abcdefghijkl',
      'qwertyuiop12',
      '1q2w3e4r5t6y',
      'aaaaaaaaaaaa',
      'abcabcabcabc',
      'passwordpassword',
      'Welcome12345',
      '!!Summer2024!!',
      'letmein12345',
      'WasatchCrest1',
    ]
    for (const password of weak) expect(passwordProblem(password), password).toMatch(/too common/)
  })

  test('an ordinary passphrase or a random string is accepted', () => {
    for (const password of ['correct horse battery', 'tuesday-gravel-owl', 'k7#Qm2!vLp9z', '84930275826431'])
      expect(passwordProblem(password), password).toBeNull()
  })

  test('a password containing the person’s name or email name is refused', () => {
    expect(passwordProblem('ann.lee.secure.2025', ['ann.lee', 'Ann', 'Lee'])).toMatch(/name or email/)
    expect(passwordProblem('Margaret-loves-hiking', ['mjones', 'Margaret', 'Jones'])).toMatch(/name or email/)
    // Short name parts would refuse too much ("Lee" is in "sleepless").
    expect(passwordProblem('sleepless in provo', ['al', 'Al', 'Lee'])).toBeNull()
  })
})

describe('the rules shown beside the field', () => {
  test('each rule is judged on its own, with the person’s name and email words', () => {
    const personal = personalWords({ email: 'morgan.reyes@example.com', name: 'Morgan Reyes' })
    expect(passwordChecks('', personal)).toEqual({ length: false, uncommon: true, impersonal: true })
    expect(passwordChecks('reyes family garden', personal)).toEqual({
      length: true,
      uncommon: true,
      impersonal: false,
    })
    expect(passwordChecks('password1234', personal)).toMatchObject({ length: true, uncommon: false })
    expect(passwordChecks('cobalt meadow lantern', personal)).toEqual({
      length: true,
      uncommon: true,
      impersonal: true,
    })
  })
})
