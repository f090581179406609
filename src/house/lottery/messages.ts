/** An error code's message key in the lottery app: the platform's catalogue (a closed round, a limit), else the frame's own. */
import { errorEntry, isErrorCode, registerErrors } from '../../contract/errors'
import { LOTTERY_ERRORS } from '../../contract/lotteryErrors'
import { errorMessageKey } from '../../components/games/house/errors'

registerErrors(LOTTERY_ERRORS)

export function lotteryErrorKey(code: string): string {
  if (isErrorCode(code)) {
    const key = errorEntry(code).messageKey
    return key.includes(':') ? key : `errors:${key}`
  }
  return errorMessageKey(code)
}
