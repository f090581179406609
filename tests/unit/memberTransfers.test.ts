/**
 * Transfers between members from the money store (transferUpline, an agent's transfer and recall): the payment
 * password travels only inside the encrypted body, the answered balance reaches the header, a refusal is kept.
 */
import { describe, expect, it, vi } from 'vitest'
import { memoryStorages, portalWith } from '../../src/portal/testing/fixtures'
import { moneyStoreOf } from '../../src/portal/stores/money/MoneyStore'
import { accountServer } from './accountServer'

const balance = (sum: string) => ({ sumBalance: sum, wallets: [{ kind: 'main' as const, balance: sum }] })

describe('transfers between members', () => {
  it('to the upline: encrypted with the payment password; the header shows the answered balance', async () => {
    const server = await accountServer()
    server.transport
      .on('walletBalance', { value: balance('100.00') })
      .on('transferUpline', { value: { moved: '40.00', replayed: false, counterparty: 'demoagent', balance: balance('60.00') } })
      .on('uplineInfo', { value: { upline: 'demoagent', available: '60.00' } })
      .on('agentRecall', { status: 404, errorCode: 'downline.not.found' })
    const { root, transport } = portalWith(server.transport, memoryStorages())
    await root.start()
    root.session.signIn({ token: 't1', userInfo: { nickname: 'M', account: 'downline1', id: 3, type: 0 } })
    await vi.waitFor(() => expect(root.wallet?.sumBalance).toBe('100.00'))
    const money = moneyStoreOf(root)

    expect(await money.transferBetweenMembers({ kind: 'upline', amount: '40', paymentPassword: '246810' })).toBe(true)
    expect(root.wallet!.sumBalance).toBe('60.00')
    expect(money.lastMemberTransfer?.counterparty).toBe('demoagent')
    const sent = transport.requests.find((r) => r.name === 'transferUpline')!
    expect(JSON.stringify(sent.body)).not.toContain('246810')
    expect(await server.open(sent)).toMatchObject({ amount: '40', paymentPassword: '246810', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) })

    expect(await money.transferBetweenMembers({ kind: 'recall', downline: 'someone', amount: 'all', paymentPassword: '246810' })).toBe(false)
    expect(money.requests.memberTransfer.error?.code).toBe('downline.not.found')
  })
})
