/**
 * Every failure leaves as the envelope `{ success: false, message, errorCode }` with the catalogue's status:
 * schema violations -> 400 `request.invalid` naming the field; unknown API paths -> 404 `not.found`; our own
 * AppErrors -> their code; anything else -> 500 `unknown.error`, logged here with its stack and never shown.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import type { ErrorEnvelope } from '../../contract/envelope'
import type { ErrorCode } from '../../contract/errors'
import { AppError, defaultMessage, statusOf, type AnyErrorCode } from '../errors'

const LOCATIONS: Record<string, string> = {
  querystring: 'query parameter',
  body: 'body field',
  params: 'path parameter',
  headers: 'header',
}

interface FieldProblem {
  /** JSON pointer of the field, e.g. `/types` (`''` is the whole query or body). */
  field: string
  text: string
}

function describeProblem(error: FastifySchemaValidationError): FieldProblem | undefined {
  const params = error.params as Record<string, unknown>
  const base = error.instancePath ?? ''
  switch (error.keyword) {
    case 'boolean':
      // `additionalProperties: false` also reports each extra key as a `false` schema; the keyword error covers it.
      return undefined
    case 'required':
      return { field: `${base}/${(params.requiredProperties as string[])[0]}`, text: 'is required' }
    case 'additionalProperties':
      return { field: `${base}/${(params.additionalProperties as string[])[0]}`, text: 'is not allowed' }
    case 'enum':
      return { field: base, text: `must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}` }
    case 'const':
      return { field: base, text: `must be ${JSON.stringify(params.allowedValue ?? params.const)}` }
    case 'pattern':
      return { field: base, text: `has an invalid format (expected to match ${String(params.pattern)})` }
    default:
      return { field: base, text: error.message ?? 'is invalid' }
  }
}

/** `querystring/types must match pattern "..."` -> `Invalid query parameter "types": has an invalid format (...)`. */
export function validationFailure(errors: readonly FastifySchemaValidationError[], context: string | undefined): { message: string; field: string } {
  const location = LOCATIONS[context ?? ''] ?? 'request field'
  const problems = errors.map(describeProblem).filter((p): p is FieldProblem => p !== undefined)
  if (problems.length === 0) return { message: 'The request is invalid.', field: '' }
  const sentences = problems.map(({ field, text }) =>
    field ? `Invalid ${location} "${field.slice(1).replace(/\//g, '.')}": ${text}` : `Invalid request ${context === 'querystring' ? 'query' : (context ?? 'data')}: ${text}`)
  return { message: [...new Set(sentences)].join('; '), field: problems[0].field }
}

export function sendError(reply: FastifyReply, code: AnyErrorCode, message?: string, value?: unknown): FastifyReply {
  const body: ErrorEnvelope = { success: false, message: message ?? defaultMessage(code), errorCode: code }
  if (value !== undefined) body.value = value
  return reply.code(statusOf(code)).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body)
}

/** Clients' own mistakes Fastify detects before a handler runs (bad JSON, wrong content type, too large). */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be application/json.'
    default:
      return 'The request is invalid.'
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error.message, error.value)
    if (error.validation) {
      const { message, field } = validationFailure(error.validation, error.validationContext)
      return sendError(reply, 'request.invalid', message, { field })
    }
    const status = error.statusCode ?? 500
    if (status === 404) return sendError(reply, 'not.found')
    if (status === 413) return sendError(reply, 'payload.too.large')
    // A body of a type the route does not read (an image to a JSON route): refused before any of it is read.
    if (status === 415) return sendError(reply, 'media.type.unsupported', clientErrorMessage(error))
    if (status === 429) return sendError(reply, 'rate.limited')
    if (status >= 400 && status < 500) return sendError(reply, 'request.invalid', clientErrorMessage(error))
    request.log.error({ err: error }, 'unhandled error')
    // The request id lets support find the logged error; it says nothing about what failed.
    return sendError(reply, 'unknown.error', undefined, { requestId: request.id })
  })
}

/**
 * Errors Fastify meets before routing (a URL it cannot decode): the same envelope, with the security headers.
 */
export function frameworkErrors(securityHeaders: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    // These replies skip the route's hooks, so the security headers are set here.
    reply.headers(securityHeaders)
    void sendError(reply, 'request.invalid', error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : undefined)
  }
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (a request line or headers over 16 KB, a
 * malformed header line): answered on the socket with the envelope and the security headers, then closed.
 */
export function clientErrorResponse(error: NodeJS.ErrnoException & { code?: string }, securityHeaders: Record<string, string>): string {
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'request.header.too.large' : 'request.invalid'
  const status = statusOf(code)
  const body = JSON.stringify({ success: false, message: defaultMessage(code), errorCode: code } satisfies ErrorEnvelope)
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
    ...securityHeaders,
  }
  return `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`
}
