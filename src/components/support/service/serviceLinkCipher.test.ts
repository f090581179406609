/**
 * The live chat's link decoding in the browser's own Web Crypto (this suite runs in Chromium): the same known vector
 * the server's test checks against node:crypto, so both sides read the one format.
 */
import { describe, expect, it } from 'vitest'
import { decodeServiceLink, encodeServiceLink, isOpenableServiceLink } from '../../../contract/serviceLinkCipher'

const VECTOR = { key: 'Pq7Rt2Vx', link: 'https://livechat.example.com/portico-demo', encoded: 'rNPfD1bkneJRwDevR1QQ0iTiQ7RujO08DAOpJrfJ6Jss-7BLKdLabrMPq7Rt2Vx' }

describe('the service link cipher in the browser', () => {
  it('decodes and encodes the known vector', async () => {
    expect(await decodeServiceLink(VECTOR.encoded)).toBe(VECTOR.link)
    expect(await encodeServiceLink(VECTOR.link, VECTOR.key)).toBe(VECTOR.encoded)
  })

  it('opens only web addresses', () => {
    expect(isOpenableServiceLink(VECTOR.link)).toBe(true)
    expect(isOpenableServiceLink('/livechat', 'https://portico.test/')).toBe(true)
    expect(isOpenableServiceLink('javascript:alert(1)')).toBe(false)
    expect(isOpenableServiceLink('data:text/html,hi')).toBe(false)
    expect(isOpenableServiceLink('/livechat')).toBe(false)
  })
})
