/**
 * The endpoint pipeline itself (plugins/contract.ts, plugins/merchant.ts, routes/endpoint.ts): what every
 * contract endpoint gets without asking, checked on a bare Fastify app with one endpoint registered.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import { afterEach, describe, expect, it } from 'vitest'
import { AppError } from '../../src/server/errors'
import { checkContractDeps, installContractHooks } from '../../src/server/plugins/contract'
import { installErrorHandler } from '../../src/server/plugins/errorHandler'
import { installMerchantResolution } from '../../src/server/plugins/merchant'
import { registerEndpoint, type EndpointOptions } from '../../src/server/routes/endpoint'
import { domainRoute } from '../../src/server/domain/system/domainRoute'
import { deepFreeze } from '../../src/server/domain/perConfig'
import { fixedClock } from '../../src/server/runtime'
import { expectContract, expectError, loadTestMerchants, NOW, path } from './helpers'

/** Parts the pipeline needs once the contract has auth and encrypted endpoints; these refuse everything. */
const refuseTokens = { authenticate: async () => { throw new AppError('user.or.token.invalid') } }
const refuseBodies = { decrypt: async () => { throw new AppError('encryption.invalid') } }

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function appWith(options: EndpointOptions<'domainRoute'>) {
  const merchants = await loadTestMerchants()
  app = Fastify()
  app.setValidatorCompiler(TypeBoxValidatorCompiler)
  installErrorHandler(app)
  installMerchantResolution(app, merchants)
  installContractHooks(app, { merchants, clock: fixedClock(NOW), isTrustedProxy: () => false, authenticator: refuseTokens, decryptor: refuseBodies })
  registerEndpoint(app, { registered: new Set() }, 'domainRoute', options)
  await app.ready()
  return app
}

const get = (target: FastifyInstance, host = 'localhost:3000') => target.inject({ method: 'GET', url: path('domainRoute'), headers: { host } })

describe('the endpoint pipeline', () => {
  it('refuses to build without a token checker or a body decryptor while the contract has endpoints needing them', async () => {
    const merchants = await loadTestMerchants()
    const base = { merchants, clock: fixedClock(NOW), isTrustedProxy: () => false }
    expect(() => checkContractDeps({ ...base, decryptor: refuseBodies })).toThrow(/need an authenticator: .*memberInfo/)
    expect(() => checkContractDeps({ ...base, authenticator: refuseTokens })).toThrow(/need a decryptor: .*login/)
    expect(() => checkContractDeps({ ...base, authenticator: refuseTokens, decryptor: refuseBodies })).not.toThrow()
  })

  it('writes only what the response schema names, whether the value is shared (frozen) or built per request', async () => {
    for (const freeze of [false, true]) {
      const leaky = await appWith({
        handler: ({ merchant }) => {
          const value = { ...domainRoute(merchant.config), internalNote: 'operator only', resources: [], domainList: [{ domain: 'a.example', speed: 1, passwordHash: 'x' }] }
          return freeze ? deepFreeze(value) : value
        },
      })
      const response = await get(leaky)
      expect(response.statusCode).toBe(200)
      expect(response.body).not.toContain('operator only')
      expect(response.body).not.toContain('passwordHash')
      expectContract('domainRoute', response.json())
      expect(response.json().value.domainList).toEqual([{ domain: 'a.example', speed: 1 }])
      await leaky.close()
    }
  })

  it('serialises a shared answer once and sends the same bytes each time', async () => {
    let calls = 0
    const shared = await appWith({ handler: ({ merchant }) => { calls += 1; return domainRoute(merchant.config) } })
    const first = await get(shared)
    const second = await get(shared)
    expect(calls).toBe(2)
    expect(second.body).toBe(first.body)
    expect(first.headers['content-type']).toMatch(/^application\/json/)
  })

  it('resolves the merchant before the handler and refuses a host no merchant serves', async () => {
    const seen: string[] = []
    const target = await appWith({ handler: ({ merchant }) => { seen.push(merchant.config.code); return domainRoute(merchant.config) } })
    await get(target, 'lotus.localhost:3000')
    expectError(await get(target, 'unknown.example'), 404, 'domain_check_failed')
    expect(seen).toEqual(['lotus'])
  })

  it('applies the site gates to every endpoint the table does not mark alwaysAvailable', async () => {
    let ran = false
    const target = await appWith({ handler: ({ merchant }) => { ran = true; return domainRoute(merchant.config) } })
    // shut.localhost is in maintenance until 2099 (tests/server/fixtures/merchants/gated).
    expectError(await get(target, 'shut.localhost'), 503, 'system.maintenance')
    expect(ran).toBe(false)
  })
})
