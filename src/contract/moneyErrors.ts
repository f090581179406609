/**
 * The money pages' error codes (the member centre's wallet, deposit, withdrawal and transfer pages, the agent
 * centre's transfers), an area table of the catalogue (errors.ts): their messages are in the lazy `wallet`
 * namespace, and the table comes with the chunks that show them, which register it (`registerErrors`), so the
 * first screen's bundle carries neither. The server registers every area table at start (server/errors.ts).
 */
import { entry, type ErrorEntry } from './errors'

export const MONEY_ERRORS = {
  // wallets: a wallet the merchant does not keep, the same wallet twice, transfers with a single-wallet merchant
  'wallet.unknown': entry(400, 'wallet:errors.walletUnknown'),
  'wallet.same': entry(400, 'wallet:errors.walletSame'),
  'wallet.single': entry(400, 'wallet:errors.walletSingle'),
  // deposits, and the payment providers' callbacks (server to server: never shown to a member)
  'deposit.channel.unknown': entry(400, 'wallet:errors.depositChannelUnknown'),
  'deposit.amount.below.min': entry(400, 'wallet:errors.depositAmountBelowMin'),
  'deposit.amount.above.max': entry(400, 'wallet:errors.depositAmountAboveMax'),
  'deposit.not.found': entry(404, 'wallet:errors.depositNotFound'),
  // withdrawals (`withdrawal.requirement.unmet` carries the first unmet reason code and all of them)
  'withdrawal.requirement.unmet': entry(400, 'wallet:errors.withdrawalRequirementUnmet'),
  'withdrawal.amount.below.min': entry(400, 'wallet:errors.withdrawalAmountBelowMin'),
  'withdrawal.amount.above.max': entry(400, 'wallet:errors.withdrawalAmountAboveMax'),
  'withdrawal.bank.unknown': entry(400, 'wallet:errors.withdrawalBankUnknown'),
  'withdrawal.not.found': entry(404, 'wallet:errors.withdrawalNotFound'),
  'withdrawal.state.invalid': entry(409, 'wallet:errors.withdrawalStateInvalid', 'normal', 'refresh'),
  'withdrawal.proof.invalid': entry(400, 'wallet:errors.withdrawalProofInvalid'),
  'withdrawal.proof.limit': entry(409, 'wallet:errors.withdrawalProofLimit'),
  'withdrawal.proof.required': entry(400, 'wallet:errors.withdrawalProofRequired'),
  // agents and uplines
  'downline.not.found': entry(404, 'wallet:errors.downlineNotFound'),
  'upline.not.found': entry(404, 'wallet:errors.uplineNotFound'),
} as const satisfies Record<string, ErrorEntry>

export type MoneyErrorCode = keyof typeof MONEY_ERRORS
