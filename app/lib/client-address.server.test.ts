import { expect, test } from 'vitest'
import { addressKey } from './client-address.server'

test('an IPv6 address counts as its /64, however it is written', () => {
  const key = '2001:db8:1:2::/64'
  for (const address of [
    '2001:db8:1:2::1',
    '2001:db8:1:2:ffff:ffff:ffff:ffff',
    '2001:0DB8:0001:0002:0000:0000:0000:0009',
    '2001:db8:1:2:a:b:c:d',
    '2001:db8:1:2::1%eth0',
  ])
    expect(addressKey(address), address).toBe(key)
  expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  expect(addressKey('::1')).toBe('0:0:0:0::/64')
  expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
  expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64')
})

test('an IPv4 address is itself, also when written as IPv4-mapped IPv6', () => {
  expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7')
  expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7')
  // IPv4-compatible (::1.2.3.4, deprecated) and NAT64 addresses are IPv6: their /64 is the prefix.
  expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64')
})

test('anything that is not an address is counted as it is', () => {
  expect(addressKey('unknown')).toBe('unknown')
  expect(addressKey('ann@example.com')).toBe('ann@example.com')
  expect(addressKey('')).toBe('')
})
