import type { FastifyInstance } from 'fastify'
import { activeSessions, confirmBind, securityOverview, sendBindCode, socialList, updateSecurityProfile } from '../../domain/member/security'
import { beginAuthenticator, confirmAuthenticator, disableAuthenticator } from '../../domain/member/securityAuthenticator'
import {
  addBankAccount, bankAccounts, changePaymentPassword, resetPaymentPassword, sendPaymentPasswordCode, setPaymentPassword,
} from '../../domain/member/securityCredentials'
import type { AccountServices } from '../../domain/accounts/login'
import { registerEndpoint, type EndpointDeps } from '../endpoint'
import { visitOf } from '../accounts'

const done = { done: true as const }

/** The security centre: overview and profile, bound contacts, bank accounts, payment password, authenticator, sessions. */
export function securityRoutes(app: FastifyInstance, deps: EndpointDeps & { accounts: AccountServices }): void {
  const { accounts } = deps
  registerEndpoint(app, deps, 'securityOverview', { handler: ({ principal }) => securityOverview(accounts.db, principal) })
  registerEndpoint(app, deps, 'updateSecurityProfile', { handler: ({ principal, body }) => updateSecurityProfile(accounts, principal, body) })

  registerEndpoint(app, deps, 'bindMobileCode', { handler: (input) => sendBindCode(accounts, visitOf(input), input.principal, 'mobile', input.body.mobileNum) })
  registerEndpoint(app, deps, 'bindMobile', { handler: (input) => confirmBind(accounts, visitOf(input), input.principal, 'mobile', input.body) })
  registerEndpoint(app, deps, 'bindEmailCode', { handler: (input) => sendBindCode(accounts, visitOf(input), input.principal, 'email', input.body.email) })
  registerEndpoint(app, deps, 'bindEmail', { handler: (input) => confirmBind(accounts, visitOf(input), input.principal, 'email', input.body) })

  registerEndpoint(app, deps, 'bankAccounts', { handler: ({ principal }) => bankAccounts(accounts.db, principal.memberId) })
  registerEndpoint(app, deps, 'addBankAccount', { handler: (input) => addBankAccount(accounts, visitOf(input), input.principal, input.body) })

  registerEndpoint(app, deps, 'setPaymentPassword', {
    handler: async (input) => {
      await setPaymentPassword(accounts, visitOf(input), input.principal, input.body)
      return done
    },
  })
  registerEndpoint(app, deps, 'changePaymentPassword', {
    handler: async (input) => {
      await changePaymentPassword(accounts, visitOf(input), input.principal, input.body)
      return done
    },
  })
  registerEndpoint(app, deps, 'paymentPasswordCode', { handler: (input) => sendPaymentPasswordCode(accounts, visitOf(input), input.principal) })
  registerEndpoint(app, deps, 'resetPaymentPassword', {
    handler: async (input) => {
      await resetPaymentPassword(accounts, visitOf(input), input.principal, input.body)
      return done
    },
  })

  registerEndpoint(app, deps, 'beginAuthenticator', { handler: (input) => beginAuthenticator(accounts, visitOf(input), input.principal) })
  registerEndpoint(app, deps, 'confirmAuthenticator', { handler: (input) => confirmAuthenticator(accounts, visitOf(input), input.principal, input.body.code) })
  registerEndpoint(app, deps, 'disableAuthenticator', { handler: (input) => disableAuthenticator(accounts, visitOf(input), input.principal, input.body) })

  registerEndpoint(app, deps, 'socialBindings', { handler: async ({ principal }) => ({ list: await socialList(accounts.db, principal.memberId) }) })
  registerEndpoint(app, deps, 'activeSessions', { handler: ({ principal, now }) => activeSessions(accounts.db, principal, now) })
}
