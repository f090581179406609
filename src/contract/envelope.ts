import { Type, type Static, type TSchema } from 'typebox'

/** The response envelope of every call (docs/architecture.md "The contract"). Errors are non-2xx with the same body. */
export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({
    success: Type.Boolean(),
    value: Type.Optional(value),
    message: Type.Optional(Type.String()),
    errorCode: Type.Optional(Type.String()),
  })

export interface EnvelopeBody<T = unknown> {
  success: boolean
  value?: T
  message?: string
  errorCode?: string
}

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  value: Type.Optional(Type.Unknown()),
  message: Type.String(),
  errorCode: Type.String(),
})
export type ErrorEnvelope = Static<typeof ErrorEnvelope>

export function ok<T>(value: T): EnvelopeBody<T> {
  return { success: true, value }
}
