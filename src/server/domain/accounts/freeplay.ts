/**
 * Free play (FREEPLAY3, spec section 6): a guest gets a trial account (type 4) of their own and is logged in.
 * It has no password anyone knows, so it is reached only through its session; its play credit (the merchant's
 * `accounts.freePlayCredit`, from the ledger's trial_credit account into its trial wallet) is kept apart from real
 * money, and real-money actions and the agent centre answer `in_need_true_account`.
 */
import { isFeatureEnabled } from '../../../config/whitelabel'
import { insertMember } from '../../db/member/members'
import { AppError } from '../../errors'
import { creditTrial } from '../money/movements'
import { completeNewMemberLogin, type AccountServices, type LoginResult, type Visit } from './login'
import { accountSettings } from './settings'

export const TRIAL_ACCOUNT_TYPE = 4
/** Letters and digits that cannot be misread, for trial names a player may read out to support. */
const NAME_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

export async function startFreePlay(services: AccountServices, visit: Visit): Promise<LoginResult> {
  if (!isFeatureEnabled(visit.merchant.config.whitelabel, 'FREEPLAY3')) throw new AppError('operation-not-allowed')
  // A password no one knows: the account is only ever used through this session.
  const passwordHash = await services.hasher.hash(Buffer.from(services.random.bytes(32)).toString('base64'))
  for (let attempt = 0; attempt < 5; attempt += 1) {
    let suffix = ''
    for (let i = 0; i < 10; i += 1) suffix += NAME_ALPHABET[services.random.int(NAME_ALPHABET.length)]
    const inserted = await insertMember(services.db, {
      merchantCode: visit.merchant.config.code,
      username: `trial_${suffix}`,
      passwordHash,
      accountType: TRIAL_ACCOUNT_TYPE,
      registerMethod: 'FREEPLAY',
      registerIp: visit.ip,
      at: visit.now,
    })
    if ('id' in inserted) {
      const { config } = visit.merchant
      // Keyed by the account: the credit is given once, whatever happens to the login after it.
      await creditTrial(services.db, {
        merchantCode: config.code,
        currency: config.currency.code,
        memberId: inserted.id,
        amount: accountSettings(config).freePlayCreditMinor,
        idempotencyKey: `freeplay:${inserted.id}`,
        reference: `member:${inserted.id}`,
        actor: 'system',
        ip: visit.ip,
        at: visit.now,
      })
      return completeNewMemberLogin(services, visit, inserted.id)
    }
  }
  throw new AppError('unknown.error')
}
