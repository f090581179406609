/**
 * The operators' API's credential, one for every area's operator calls (money, help, chat, feedback, points,
 * promotions, activities): the operators' key sent as a bearer token, compared as digests of equal length so the
 * comparison takes the same time whatever was sent; the operator's name for the audit trail from `X-Operator`
 * (letters, digits and `_.@-`, at most 64; "operator" when none).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { AppError } from '../errors'
import type { ApiCredential } from './apiCall'

const digest = (value: string) => createHash('sha256').update(value).digest()

export function operatorKeyCredential(key: string): ApiCredential<string> {
  const expected = digest(`Bearer ${key}`)
  return {
    reads: 'request',
    check: (request) => {
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) throw new AppError('operator.key.invalid')
      const name = String(request.headers['x-operator'] ?? 'operator').replace(/[^A-Za-z0-9_.@-]/g, '').slice(0, 64)
      return name || 'operator'
    },
  }
}
