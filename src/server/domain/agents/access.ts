/** Who may use the agent centre: a real agent account (types 1, 2, 41, 42; spec section 6). */
import { AppError } from '../../errors'
import { requireRealMoneyAccount } from '../money/amounts'

export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42])

/** A trial account gets `in_need_true_account`; any other account that is not an agent's, `error.not.agent`. */
export function requireAgent(principal: { accountType: number }): void {
  requireRealMoneyAccount(principal)
  if (!AGENT_TYPES.has(principal.accountType)) throw new AppError('error.not.agent')
}
