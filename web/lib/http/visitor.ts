import type { IncomingMessage } from 'node:http'
import net from 'node:net'
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
  // The default (no proxy trusted) is every request of a plain deployment: skip the header.
  if (trust === trustNone) return addressKey(remoteAddress)
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
  // Node's check is native and accepts dotted-decimal only (no "0x7f.1" or "127.1").
  if (net.isIPv4(trimmed)) return trimmed
  if (!net.isIPv6(trimmed)) return undefined
  const lower = trimmed.toLowerCase()
  if (lower.startsWith('::ffff:') && net.isIPv4(lower.slice(7))) return lower.slice(7)
  // ipaddr.js parses IPv6 slowly (~0.1 ms): remember recent answers.
  let key = ipv6Keys.get(lower)
  if (key === undefined) {
    const ip = ipaddr.IPv6.parse(lower)
    key = ip.isIPv4MappedAddress()
      ? ip.toIPv4Address().toString()
      : `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toNormalizedString()}/64`).toString()}/64`
    if (ipv6Keys.size >= 10_000) ipv6Keys.clear()
    ipv6Keys.set(lower, key)
  }
  return key
}

const ipv6Keys = new Map<string, string>()
