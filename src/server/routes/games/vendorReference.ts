/**
 * The vendor protocol's reference (docs/vendor-protocol-reference.md), written from its table (vendorProtocolTable.ts): the
 * paths, headers, signature, each call's fields with their types, and the codes with their statuses. `npm run
 * docs:vendor` writes it; a server test checks the committed page is what this writes, so it cannot drift from what
 * the server checks.
 */
import type { TSchema } from 'typebox'
import { SIGNATURE_TOLERANCE_SECONDS } from '../../crypto/signedRequest'
import { statusOf, type AnyErrorCode } from '../../errors'
import {
  VENDOR_API, VENDOR_BODY_LIMIT, VENDOR_CALL_ERRORS, VENDOR_RATE_LIMIT_PER_MINUTE, VENDOR_REQUEST_ERRORS, VENDOR_SCHEMAS, VendorParams, type VendorCallName,
} from './vendorProtocolTable'

interface SchemaNode {
  type?: string
  pattern?: string
  description?: string
  properties?: Record<string, SchemaNode>
  required?: string[]
}

/** A field's type as a vendor reads it: `string`, `string matching ^...$`, `boolean`, `any JSON`. */
function typeOf(node: SchemaNode): string {
  if (!node.type) return 'any JSON'
  return node.pattern ? `${node.type} matching \`${node.pattern}\`` : node.type
}

const cell = (text: string) => text.replace(/\|/g, '\\|')

function fieldTable(schema: TSchema): string[] {
  const node = schema as SchemaNode
  const required = new Set(node.required ?? [])
  return [
    '| field | type | required | meaning |',
    '| --- | --- | --- | --- |',
    ...Object.entries(node.properties ?? {}).map(([name, field]) => `| \`${name}\` | ${cell(typeOf(field))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(field.description ?? '')} |`),
  ]
}

function errorTable(errors: readonly { code: AnyErrorCode; when: string }[]): string[] {
  return ['| errorCode | status | when |', '| --- | --- | --- |', ...errors.map(({ code, when }) => `| \`${code}\` | ${statusOf(code)} | ${cell(when)} |`)]
}

export function vendorReference(): string {
  const vendorField = (VendorParams as unknown as SchemaNode).properties?.vendor
  const lines = [
    '# The vendor protocol: reference',
    '',
    '<!-- Written by `npm run docs:vendor` from src/server/routes/games/vendorProtocolTable.ts; a server test keeps it current. Do not edit. -->',
    '',
    'The wallet calls a game vendor’s server makes to play against a member’s wallet. The protocol’s story (sessions,',
    'idempotency, what happens inside) is in [vendor-protocol.md](vendor-protocol.md).',
    '',
    '## Requests',
    '',
    `- **Path:** \`POST <portal host><path>\`, below; \`:vendor\` is the vendor’s code (${typeOf(vendorField ?? {})}), as the`,
    '  operator connected it with its secret.',
    '- **Headers:**',
    '  - `content-type: application/json`;',
    '  - `x-vendor-timestamp`: the time of the request in Unix seconds;',
    '  - `x-vendor-signature`: lowercase hex HMAC-SHA256, keyed with the vendor’s secret, over `<x-vendor-timestamp>.<the exact',
    '    body bytes>`.',
    `- The signature is checked over the bytes received before the body is read; the timestamp must be within ${SIGNATURE_TOLERANCE_SECONDS} s of`,
    `  the server’s clock. A body is a JSON object of at most ${VENDOR_BODY_LIMIT / 1024} KB.`,
    `- At most ${VENDOR_RATE_LIMIT_PER_MINUTE.toLocaleString('en')} calls a minute per address.`,
    '- **Answers** are the platform’s envelope: `{ "success": true, "value": ... }`, or a non-2xx status with',
    '  `{ "success": false, "errorCode": "...", "message": "..." }` (and `value` where the code says more).',
    '- Amounts are decimal strings in major units with at most the currency’s decimals (`"12.50"`), never numbers.',
    '',
    'Every call may answer:',
    '',
    ...errorTable(VENDOR_REQUEST_ERRORS),
  ]
  for (const name of Object.keys(VENDOR_API) as VendorCallName[]) {
    const def = VENDOR_API[name]
    const schemas = VENDOR_SCHEMAS[name]
    lines.push('', `## ${name}`, '', `\`${def.method} ${def.path}\`: ${def.summary}.`, '', 'Body:', '', ...fieldTable(schemas.body), '', 'Answer (`value`):', '', ...fieldTable(schemas.response))
    const errors = VENDOR_CALL_ERRORS[name]
    if (errors.length) lines.push('', 'Its own refusals:', '', ...errorTable(errors))
  }
  return `${lines.join('\n')}\n`
}
