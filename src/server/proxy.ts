/**
 * Who may tell us about a visitor: only a proxy the operator named (PORTICO_TRUST_PROXY: a hop count, or a list
 * of proxy addresses and CIDR blocks) may set X-Forwarded-For or a country header. Without one, the socket peer
 * is the visitor and every such header is the visitor's own claim.
 */
import { BlockList, isIP } from 'node:net'
import type { FastifyServerOptions } from 'fastify'
import { normaliseIp, remembered } from './merchants/ip'

export type TrustProxy = FastifyServerOptions['trustProxy']

/** proxy-addr's names for address ranges, as Fastify accepts them in a trust list. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** Whether the socket peer (`request.socket.remoteAddress`) is a proxy the operator trusts. */
export function trustedProxyCheck(trustProxy: TrustProxy): (peer: string | undefined) => boolean {
  if (!trustProxy) return () => false
  if (trustProxy === true) return () => true
  if (typeof trustProxy === 'number') return () => trustProxy > 0
  if (typeof trustProxy === 'function') return (peer) => (peer ? trustProxy(normaliseIp(peer), 0) : false)
  const list = new BlockList()
  const entries = (typeof trustProxy === 'string' ? trustProxy.split(',') : trustProxy).map((e) => e.trim()).filter(Boolean)
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address, prefix] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  const check = remembered((peer) => {
    const address = normaliseIp(peer)
    const version = isIP(address)
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6')
  })
  return (peer) => (peer ? check(peer) : false)
}
