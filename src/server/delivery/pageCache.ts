/**
 * The page of an open site, made once per build, shared start part (merchant and language) and kind of path, and
 * finished per request with the visitor's own part of the start data (the permission answer: address, country,
 * time) and the host asked for.
 *
 * The start data's JSON is written with the shared values first and the visitor's at its end, so that what a request
 * adds is a short tail:
 * - its CSP hash continues a SHA-256 kept after the shared part (`Hash.copy`) over that tail only;
 * - its gzip form is the kept compressed head (everything before the tail, deflated once and flushed to a byte
 *   boundary), the tail as a stored block (it is a few hundred bytes of addresses and times: compressing it would
 *   cost a fresh compressor per request and save little), the kept compressed rest of the page, and a trailer whose
 *   CRC-32 continues the head's. A browser that takes gzip gets this, even when it also takes Brotli: Brotli of the
 *   whole page (the other choice) costs a compression of ~45 KB per request for ~10% fewer bytes.
 */
import { createHash, type Hash } from 'node:crypto'
import { constants, crc32, deflateRawSync } from 'node:zlib'
import type { MerchantConfig } from '../../config/schema'
import type { SystemStatus } from '../../contract/schemas/system'
import { renderPage, scriptHashSource, scriptSafeJson, type PageHints } from './page'
import type { SharedStart } from './sharedStart'

/**
 * The keys of the permission answer that follow from the merchant's config alone, written with the shared part;
 * every other key is the visitor's (a key added later is the visitor's until it is listed here).
 */
export const SHARED_STATUS_KEYS = ['merchantCode', 'registerRules', 'imageCDNs', 'launchGameCDNs'] as const satisfies readonly (keyof SystemStatus)[]

/** Stands for the start data's JSON while the page is written; it cannot occur in the page (JSON escapes U+0000). */
const START_MARK = '\u0000portico-start\u0000'

export interface PageTemplate {
  /** Names this template in ETags (a new shared part or build makes a new one). */
  readonly id: string
  /** The page up to the start data's visitor part: the HTML before the JSON and the JSON's shared part. */
  readonly head: string
  /** The page after the start data's JSON. */
  readonly rest: string
  /** SHA-256 state after the JSON's shared part. */
  readonly jsonHash: Hash
  /** The CSP sources of the page's other inline scripts (the entry module). */
  readonly otherScriptHashes: readonly string[]
  readonly gzip: { head: Buffer; headCrc: number; headBytes: number; rest: Buffer; restRaw: Buffer }
}

/** One request's page. */
export interface FinishedPage {
  /** The CSP sources of the page's inline scripts (start data first). */
  scriptHashes: string[]
  etag: string
  html(): string
  gzip(): Buffer
}

/** The start data's JSON up to its visitor part: language, the shared values, and the config's part of the status. */
function sharedJson(shared: SharedStart, status: SystemStatus): string {
  const values = scriptSafeJson(shared.values).slice(1, -1)
  const statusShared = scriptSafeJson(Object.fromEntries(SHARED_STATUS_KEYS.map((key) => [key, status[key]]))).slice(1, -1)
  return `{"language":${scriptSafeJson(shared.language)},"values":{${values ? `${values},` : ''}"systemStatus":{${statusShared},`
}

/** The start data's JSON from its visitor part on: the rest of the status, then the host. */
function visitorJson(status: SystemStatus, host: string): string {
  const own = Object.fromEntries(Object.entries(status).filter(([key]) => !(SHARED_STATUS_KEYS as readonly string[]).includes(key)))
  const json = scriptSafeJson(own).slice(1, -1)
  // The shared part ends with a comma: the visitor's part must not be empty (the status always has its address and time).
  if (!json) throw new Error('the permission answer has no visitor part')
  return `${json}}},"host":${scriptSafeJson(host)}}`
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/**
 * `bytes` as stored (uncompressed) deflate blocks, none of them final: each a header byte (not final, type 00),
 * padded to the byte, then its length and that length's complement, little-endian.
 */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = []
  let at = 0
  do {
    const part = bytes.subarray(at, at + 0xffff)
    const header = Buffer.alloc(5)
    header.writeUInt16LE(part.length, 1)
    header.writeUInt16LE(~part.length & 0xffff, 3)
    blocks.push(header, part)
    at += part.length
  } while (at < bytes.length)
  return blocks
}

let templates = 0

/** The page written for `shared` with `build`'s template and hints, waiting for its visitor's part. */
export function pageTemplate(input: { template: string; config: MerchantConfig; shared: SharedStart; status: SystemStatus; hints: PageHints }): PageTemplate {
  const { html, scriptHashes } = renderPage(input.template, { config: input.config, language: input.shared.language, startJson: START_MARK, hints: input.hints })
  const at = html.indexOf(START_MARK)
  if (at === -1) throw new Error('the page template has no start data')
  const json = sharedJson(input.shared, input.status)
  const head = html.slice(0, at) + json
  const rest = html.slice(at + START_MARK.length)
  const markHash = scriptHashSource(START_MARK)
  const headBytes = Buffer.from(head)
  const restBytes = Buffer.from(rest)
  return {
    id: `${input.shared.id}.${++templates}`,
    head,
    rest,
    jsonHash: createHash('sha256').update(json, 'utf8'),
    otherScriptHashes: scriptHashes.filter((source) => source !== markHash),
    gzip: {
      // Flushed to a byte boundary and not final: the tail's blocks follow it.
      head: Buffer.concat([GZIP_HEADER, deflateRawSync(headBytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })]),
      headCrc: crc32(headBytes),
      headBytes: headBytes.length,
      rest: deflateRawSync(restBytes, { level: 9 }),
      restRaw: restBytes,
    },
  }
}

/** `template` finished for one visitor. */
export function finishPage(template: PageTemplate, status: SystemStatus, host: string): FinishedPage {
  const tail = visitorJson(status, host)
  const startHash = template.jsonHash.copy().update(tail, 'utf8').digest()
  return {
    scriptHashes: [`'sha256-${startHash.toString('base64')}'`, ...template.otherScriptHashes],
    // The page is its template and its start data: both named.
    etag: `W/"${template.id}-${startHash.toString('base64url').slice(0, 27)}"`,
    html: () => template.head + tail + template.rest,
    gzip: () => {
      const { gzip } = template
      const tailBytes = Buffer.from(tail)
      const trailer = Buffer.alloc(8)
      trailer.writeUInt32LE(crc32(gzip.restRaw, crc32(tailBytes, gzip.headCrc)), 0)
      trailer.writeUInt32LE((gzip.headBytes + tailBytes.length + gzip.restRaw.length) % 2 ** 32, 4)
      return Buffer.concat([gzip.head, ...storedBlocks(tailBytes), gzip.rest, trailer])
    },
  }
}
