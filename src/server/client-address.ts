/**
 * Who the client is. Without configured proxies it is the socket's peer, whatever a request's
 * headers claim: anyone can send `X-Forwarded-For`. With TRUSTED_PROXIES, a request from one of
 * them is read from the right of `X-Forwarded-For` (each proxy appends the address it saw), and
 * the first address that is not a trusted proxy is the client. srvx's own `trustProxy` takes exact
 * addresses only; a proxy fleet is usually a subnet, so the list is a Node BlockList here, which
 * matches addresses and CIDR blocks of either family.
 */
import { BlockList, isIP } from 'node:net'

export type ClientAddressResolver = (peer: string | undefined, forwardedFor: string | null) => string

/** `::ffff:10.0.0.1` is how a dual-stack socket reports an IPv4 peer. */
function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address
}

function trustedList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address = '', bits] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return list
}

export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddressResolver {
  if (trustedProxies.length === 0) return (peer) => (peer ? unmapped(peer) : 'unknown')
  const list = trustedList(trustedProxies)
  const trusted = (address: string) => {
    const family = isIP(address)
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
  }
  return (peer, forwardedFor) => {
    const socket = peer ? unmapped(peer) : 'unknown'
    if (!trusted(socket) || !forwardedFor) return socket
    const hops = forwardedFor.split(',').map((hop) => unmapped(hop.trim()))
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index] ?? ''
      // A malformed entry is where the trustworthy part of the chain ends: the proxy that added it answers for it.
      if (isIP(hop) === 0) return hops[index + 1] ?? socket
      if (!trusted(hop)) return hop
    }
    // Every hop is one of ours: the leftmost is as close to the client as anyone saw.
    return hops[0] ?? socket
  }
}

/** An IPv6 address's eight groups of 16 bits, as numbers; undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  // A zone (fe80::1%eth0) names the interface, not the address.
  const [plain = ''] = address.split('%')
  if (isIP(plain) !== 6) return undefined
  let text = plain
  // The last 32 bits may be written as IPv4 (::ffff:192.0.2.1, 64:ff9b::198.51.100.7).
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number)
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const missing = 8 - left.length - right.length
  return [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right].map((group) => Number.parseInt(group, 16))
}

/**
 * The key a visitor's allowances (exports, PDFs, beacons) are counted under (issue 48, L6): an IPv4
 * address as it is, an IPv6 address by its /64, the block a home, an office or a host is given as
 * one; counted per full address, a client with a /64 had 2⁶⁴ allowances.
 */
export function allowanceKey(address: string): string {
  const groups = ipv6Groups(address)
  if (!groups || groups.length !== 8) return address
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
