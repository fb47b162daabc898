// The site's origin as a request names it, for links in pages when PUBLIC_ORIGIN is not set. The Host
// header is whatever a client sends, so only a plain host name, IPv4 or bracketed IPv6 address with an
// optional port is taken; anything else falls back to localhost. What passes can stand in HTML, JSON and
// scripts as it is (the page cache writes it into its copies without escaping).
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i

export function requestOrigin(protocol: string, host: string | undefined, port: number): string {
  const scheme = protocol === 'https' ? 'https' : 'http'
  return host && host.length <= 260 && HOST.test(host)
    ? `${scheme}://${host.toLowerCase()}`
    : `${scheme}://localhost:${port}`
}
