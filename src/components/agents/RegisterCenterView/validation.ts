import { object, string } from 'yup'
import { tKey } from '../../../../locales'

/** The new account's name: 4 to 16 letters, digits or underscores (the contract's CreateDownlineBody pattern). */
export const DOWNLINE_ACCOUNT_PATTERN = /^[A-Za-z0-9_]{4,16}$/

export const REGISTER_VALIDATION_KEYS = {
  accountRequired: tKey('agents:register.validation.accountRequired'),
  accountPattern: tKey('agents:register.validation.accountPattern'),
  nicknameTooLong: tKey('agents:register.validation.nicknameTooLong'),
  channelRequired: tKey('agents:register.validation.channelRequired'),
  channelTooLong: tKey('agents:register.validation.channelTooLong'),
} as const

/** The "create an account" form; messages are translation keys. */
export const downlineSchema = object({
  account: string().trim().required(REGISTER_VALIDATION_KEYS.accountRequired).matches(DOWNLINE_ACCOUNT_PATTERN, REGISTER_VALIDATION_KEYS.accountPattern),
  nickname: string().trim().max(32, REGISTER_VALIDATION_KEYS.nicknameTooLong),
})

/** The "new invite link" form. */
export const inviteLinkSchema = object({
  channel: string().trim().required(REGISTER_VALIDATION_KEYS.channelRequired).max(32, REGISTER_VALIDATION_KEYS.channelTooLong),
})

/** The first message per field of a failed validation (translation keys), or {} when the values are valid. */
export function fieldErrors(schema: typeof downlineSchema | typeof inviteLinkSchema, values: Record<string, string>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false })
    return {}
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? []
    const errors: Record<string, string> = {}
    for (const issue of inner) if (issue.path && !errors[issue.path]) errors[issue.path] = issue.message
    return errors
  }
}
