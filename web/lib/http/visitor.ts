import type { IncomingMessage } from 'node:http'
import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'

/**
 * Who a visitor is, for the rate limits: the address that connected, unless that address is a
 * proxy the operator trusts (TRUSTED_PROXIES), in which case the right-most X-Forwarded-For hop
 * that is not itself trusted — the rule of Express's `trust proxy`, applied by `proxy-addr`.
 * Hops a client wrote itself sit left of what a trusted proxy appended, so they never count.
 */

/** Whether the hop at `address` is a trusted proxy (what `proxy-addr` compiles). */
export type TrustProxy = (address: string, hop: number) => boolean

const trustNone: TrustProxy = () => false

/**
 * The trust rule for TRUSTED_PROXIES entries: addresses, CIDR ranges (IPv4 or IPv6), or
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`. Throws naming the first bad entry.
 */
export function compileTrustedProxies(entries: readonly string[]): TrustProxy {
  if (entries.length === 0) return trustNone
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry)
    } catch {
      throw new Error(`"${entry}" is not an IP address, a CIDR range (such as 10.0.0.0/8) or loopback`)
    }
  }
  return proxyaddr.compile([...entries])
}

/** TRUSTED_PROXIES' comma-separated list, blanks dropped. */
export function parseTrustedProxies(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/**
 * The visitor behind a connection from `remoteAddress` carrying `forwardedFor`, as a
 * rate-limit key; undefined when no valid address is known.
 */
export function visitorAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy,
): string | undefined {
  if (!remoteAddress) return undefined
  // proxy-addr reads exactly these two fields of a request.
  const request = { socket: { remoteAddress }, headers: { 'x-forwarded-for': forwardedFor ?? undefined } }
  // [socket, nearest hop, …] up to and including the first address that is not trusted.
  const hops = proxyaddr.all(request as unknown as IncomingMessage, trust)
  // A trusted proxy that passed on garbage: the proxy itself is the best we know.
  for (let i = hops.length - 1; i >= 0; i--) {
    const key = addressKey(hops[i]!)
    if (key) return key
  }
  return undefined
}

/**
 * One spelling per visitor: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes the IPv4 address;
 * IPv6 becomes its /64, because one subscriber is given a whole /64 and can pick any address
 * in it, so counting single IPv6 addresses would let one visitor rotate through budgets.
 * Undefined for anything that is not an IP address.
 */
export function addressKey(address: string): string | undefined {
  const trimmed = address.trim()
  if (ipaddr.IPv4.isValidFourPartDecimal(trimmed)) return ipaddr.IPv4.parse(trimmed).toString()
  if (!ipaddr.IPv6.isValid(trimmed)) return undefined
  const ip = ipaddr.IPv6.parse(trimmed)
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString()
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toNormalizedString()}/64`).toString()}/64`
}
