/**
 * Where a game's picture is fetched from (spec section 9: the image host is chosen at random from the server's
 * list, `imageCDNs` of the permission answer; an empty string means this server). A picture keeps the host it
 * was first given, so the same game asks for the same URL again and the browser's cache and the loaded-image
 * cache both find it.
 */
import { IMAGE_CACHE_SIZE } from '../../../primitives/LazyImage/imageCache'

/** A URL that already names its host (or is inline): used as it is. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

/** One of `hosts`, at random (`random` returns [0, 1) like Math.random); "" (this server) when there are none. */
export function pickImageHost(hosts: readonly string[], random: () => number = Math.random): string {
  if (hosts.length === 0) return ''
  const index = Math.min(hosts.length - 1, Math.floor(random() * hosts.length))
  return hosts[index] ?? ''
}

/** `path` on `host`: `https://img.example` + `/assets/games/x.svg`, with exactly one slash between them. */
export function imageUrlOn(host: string, path: string): string {
  if (!path || ABSOLUTE.test(path) || !host) return path
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/** The host each picture was given, most recent last; as many as the loaded-image cache holds. */
const chosen = new Map<string, string>()

/**
 * The URL of a game's picture: its path on a host picked at random from `hosts`, the same one every time
 * this page asks for that path with the same hosts.
 */
export function gameImageUrl(path: string, hosts: readonly string[], random: () => number = Math.random): string {
  if (!path || ABSOLUTE.test(path)) return path
  const key = `${hosts.join('\n')}\u0000${path}`
  const known = chosen.get(key)
  if (known !== undefined) return known
  const url = imageUrlOn(pickImageHost(hosts, random), path)
  chosen.set(key, url)
  if (chosen.size > IMAGE_CACHE_SIZE) chosen.delete(chosen.keys().next().value as string)
  return url
}
