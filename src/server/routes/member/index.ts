import type { FastifyInstance, FastifyRequest } from 'fastify'
import { memberInfo } from '../../domain/member/info'
import { changePassword, checkPasswordResetLink, resetPasswordByLink, resetPasswordByPhone, sendPasswordResetCode, sendPasswordResetLink } from '../../domain/member/password'
import { register, sendRegisterCode } from '../../domain/accounts/register'
import type { AccountServices } from '../../domain/accounts/login'
import { registerEndpoint, type EndpointDeps } from '../endpoint'
import { visitOf } from '../accounts'
import { securityRoutes } from './security'

/** The member area: registration (username and mobile), its SMS code, member info. */
export function memberRoutes(app: FastifyInstance, deps: EndpointDeps & { accounts: AccountServices }): void {
  const { accounts } = deps
  registerEndpoint(app, deps, 'register', { handler: (input) => register(accounts, visitOf(input), 'username', input.body) })
  registerEndpoint(app, deps, 'registerMobile', { handler: (input) => register(accounts, visitOf(input), 'mobile', input.body) })
  registerEndpoint(app, deps, 'registerCode', { handler: (input) => sendRegisterCode(accounts, visitOf(input), input.body.mobileNo) })
  registerEndpoint(app, deps, 'memberInfo', { handler: ({ principal }) => memberInfo(accounts.db, principal) })
  registerEndpoint(app, deps, 'changePassword', { handler: (input) => changePassword(accounts, visitOf(input), input.principal, input.body) })
  registerEndpoint(app, deps, 'forgotPasswordEmail', {
    handler: async (input) => {
      await sendPasswordResetLink(accounts, visitOf(input), { ...input.body, origin: requestOrigin(input.request) })
      return { done: true as const }
    },
  })
  registerEndpoint(app, deps, 'passwordReset', {
    handler: async (input) => {
      await resetPasswordByLink(accounts, visitOf(input), input.body)
      return { done: true as const }
    },
  })
  registerEndpoint(app, deps, 'passwordResetCheck', { handler: (input) => checkPasswordResetLink(accounts, visitOf(input), input.body.token) })
  registerEndpoint(app, deps, 'forgotPasswordCode', { handler: (input) => sendPasswordResetCode(accounts, visitOf(input), input.body.mobileNum) })
  registerEndpoint(app, deps, 'passwordByPhone', {
    handler: async (input) => {
      await resetPasswordByPhone(accounts, visitOf(input), input.body)
      return { done: true as const }
    },
  })
  securityRoutes(app, deps)
}

/** The origin the member reached this merchant on, for links sent to them (the Host was matched to the merchant). */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}
