import { isIPv4, isIPv6 } from 'node:net'

// What a per-address limit counts. An IPv4 address is one client. An IPv6 host is free to use any
// address of its /64 (SLAAC privacy addresses change within it on their own, RFC 8981), so one person
// can send from 2^64 addresses, and counted one by one a limit is never reached. The /64 is the smallest
// block one host controls, so it counts as one client. (A line is often given a /56 or /48, RFC 6177; a
// wider key would also join neighbours behind some providers, so /64 is the line drawn here.) An IPv4
// address written as IPv6 (::ffff:1.2.3.4, as a dual-stack socket reports it) is that IPv4 address.

/** The client a limit counts: the IPv4 address, or `xxxx:xxxx:xxxx:xxxx::/64`; anything else as it is. */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '') // a zone (fe80::1%eth0) is local detail
  if (isIPv4(plain)) return plain
  if (!isIPv6(plain)) return address
  const groups = hextets(plain)
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail converted. */
function hextets(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)]
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number]
          return [(a << 8) | b, (c << 8) | d]
        })
  const [head = '', tail] = address.split('::')
  if (tail === undefined) return parse(head)
  const [first, last] = [parse(head), parse(tail)]
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last]
}
