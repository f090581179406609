import type { FastifyInstance, FastifyRequest } from 'fastify'
import { rsaOaepAesGcm } from '../../../contract/encryption'
import type { EncryptionKeyStore } from '../../crypto/keys'
import { loginWithPassword, loginWithSmsCode, sendChallengeCode, sendLoginCode, verifyLogin, type AccountServices, type Visit } from '../../domain/accounts/login'
import { startFreePlay } from '../../domain/accounts/freeplay'
import { closeOtherSessions, closeSession } from '../../domain/accounts/sessions'
import type { EndpointDeps, EndpointInput } from '../endpoint'
import { registerEndpoint } from '../endpoint'
import type { EndpointName } from '../../../contract/endpoints'
import { socialRoutes, type SocialRouteDeps } from './social'

export interface SessionRouteDeps extends EndpointDeps {
  accounts: AccountServices
  keys: () => Promise<EncryptionKeyStore>
}

/** Who is asking, as the session domain needs it. */
export function visitOf<N extends EndpointName>(input: Pick<EndpointInput<N>, 'merchant' | 'access' | 'now' | 'request'>): Visit {
  return { merchant: input.merchant, ip: input.access.ip, now: input.now, userAgent: userAgent(input.request) }
}

function userAgent(request: FastifyRequest): string | null {
  const value = request.headers['user-agent']
  return typeof value === 'string' ? value : null
}

/** The session area: keys, captcha, login and its verification, heartbeat, sign out. */
export function sessionRoutes(app: FastifyInstance, deps: SocialRouteDeps): void {
  const { accounts } = deps
  registerEndpoint(app, deps, 'encryptionKey', {
    handler: async ({ now }) => {
      const keys = await deps.keys()
      return { scheme: rsaOaepAesGcm.name, kid: keys.kid, publicKey: keys.publicKey.spki, serverTime: now.toISOString() }
    },
  })
  registerEndpoint(app, deps, 'captcha', {
    handler: async ({ merchant }) => {
      const issued = await accounts.captcha.issueCaptcha({ merchantCode: merchant.config.code })
      return { captchaId: issued.id, image: issued.image, expiresAt: new Date(issued.expiresAt).toISOString() }
    },
  })
  registerEndpoint(app, deps, 'login', {
    handler: (input) => {
      const { body } = input
      const visit = visitOf(input)
      return body.type === 'sms'
        ? loginWithSmsCode(accounts, visit, { mobile: body.mobileNum, code: body.code })
        : loginWithPassword(accounts, visit, {
            username: body.username.trim(),
            password: body.password,
            captchaId: body.captchaId,
            captcha: body.captcha,
            entry: body.entry,
          })
    },
  })
  registerEndpoint(app, deps, 'loginCode', { handler: (input) => sendLoginCode(accounts, visitOf(input), input.body.mobileNum) })
  registerEndpoint(app, deps, 'loginVerification', { handler: (input) => verifyLogin(accounts, visitOf(input), input.body) })
  registerEndpoint(app, deps, 'loginVerificationCode', {
    handler: (input) => sendChallengeCode(accounts, visitOf(input), input.body),
  })
  registerEndpoint(app, deps, 'freePlay', { handler: (input) => startFreePlay(accounts, visitOf(input)) })
  registerEndpoint(app, deps, 'touch', {
    // The auth hook has just touched the session; its times are the answer.
    handler: ({ principal }) => ({ idleExpiresAt: principal.idleExpiresAt.toISOString(), expiresAt: principal.expiresAt.toISOString() }),
  })
  registerEndpoint(app, deps, 'logout', {
    handler: async ({ principal, now }) => {
      await closeSession(accounts.db, principal.sessionId, now)
      return { done: true as const }
    },
  })
  registerEndpoint(app, deps, 'signOutOthers', {
    handler: async ({ principal, now }) => ({ signedOut: await closeOtherSessions(accounts.db, principal, now) }),
  })
  // Social login and binding (Google, Facebook, Line) and, outside production, the sandbox identity provider.
  socialRoutes(app, deps)
}
