/**
 * IP address handling for the blocklist: parse entries (address or CIDR, IPv4 or IPv6) with node:net and match
 * visitors against them. IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`, what a dual-stack socket reports for
 * an IPv4 client) are treated as the IPv4 address they carry.
 */
import { BlockList, isIP } from 'node:net'

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/**
 * The canonical form of a visitor's address: a port is dropped (`203.0.113.7:5555`, `[2001:db8::1]:443`, as some
 * proxies forward them), IPv4-mapped IPv6 becomes plain IPv4, zone ids are dropped. Anything else is returned
 * as given (trimmed, lower case) and fails `isIP`.
 */
export function normaliseIp(ip: string): string {
  let address = ip.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  const withoutZone = address.split('%')[0]
  const mapped = MAPPED_V4.exec(withoutZone)
  return mapped && isIP(mapped[1]) === 4 ? mapped[1] : withoutZone.toLowerCase()
}

export interface ParsedBlockEntry {
  address: string
  family: 'ipv4' | 'ipv6'
  prefix?: number
}

/** Parses `203.0.113.7`, `10.0.0.0/8`, `2001:db8::/32`; returns a reason when the entry is invalid. */
export function parseBlockEntry(entry: string): ParsedBlockEntry | { error: string } {
  const [rawAddress, rawPrefix, ...rest] = entry.trim().split('/')
  if (rest.length) return { error: 'an address or CIDR with one "/"' }
  const address = normaliseIp(rawAddress)
  const version = isIP(address)
  if (version === 0) return { error: 'a valid IPv4 or IPv6 address or CIDR block' }
  const family = version === 4 ? 'ipv4' : 'ipv6'
  if (rawPrefix === undefined) return { address, family }
  const max = version === 4 ? 32 : 128
  if (!/^\d{1,3}$/.test(rawPrefix) || Number(rawPrefix) > max) return { error: `a CIDR prefix length from 0 to ${max}` }
  return { address, family, prefix: Number(rawPrefix) }
}

/** A matcher over a merchant's blocklist; entries must have been validated at load. */
export function createIpMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList()
  for (const entry of entries) {
    const parsed = parseBlockEntry(entry)
    if ('error' in parsed) throw new Error(`Invalid IP blocklist entry ${JSON.stringify(entry)}: expected ${parsed.error}`)
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.family)
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family)
  }
  // Most merchants block nobody: then there is nothing to parse or look up.
  if (entries.length === 0) return () => false
  return remembered((ip) => {
    const address = normaliseIp(ip)
    const version = isIP(address)
    // An address that cannot be read (`unknown` from a proxy) cannot be shown to be outside the list: with a
    // blocklist in force it is blocked, or a forged header would walk past every entry.
    if (version === 0) return entries.length > 0
    return list.check(address, version === 4 ? 'ipv4' : 'ipv6')
  })
}

/** How many visitor addresses a matcher remembers its answer for (a lookup builds objects; a Map read does not). */
const REMEMBERED_ADDRESSES = 4096

/** `match` with its answers kept per address, up to a bound (the oldest answer is dropped first). */
export function remembered(match: (ip: string) => boolean): (ip: string) => boolean {
  const answers = new Map<string, boolean>()
  return (ip) => {
    const known = answers.get(ip)
    if (known !== undefined) return known
    const answer = match(ip)
    if (answers.size >= REMEMBERED_ADDRESSES) answers.delete(answers.keys().next().value as string)
    answers.set(ip, answer)
    return answer
  }
}
