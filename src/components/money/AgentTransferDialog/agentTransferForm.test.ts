import { describe, expect, it } from 'vitest'
import { requestOf, validateAgentTransfer, type AgentTransferValues, type DownlineOption } from './agentTransferForm'

const somchai: DownlineOption = { username: 'somchai88', nickname: 'Somchai', balance: '500.00' }
const empty: DownlineOption = { username: 'nok_2024', nickname: null, balance: '0.00' }
const values = (change: Partial<AgentTransferValues> = {}): AgentTransferValues => ({ downline: somchai, amount: '', everything: false, paymentPassword: '246810', ...change })

describe('validateAgentTransfer: transfer', () => {
  it('takes up to the agent’s main wallet, exactly', () => {
    expect(validateAgentTransfer('transfer', values({ amount: '12345.67' }), '12345.67', 2)).toEqual({})
    expect(validateAgentTransfer('transfer', values({ amount: '12345.68' }), '12345.67', 2)).toEqual({
      amount: { key: 'wallet:agent.errors.overAvailable', amount: '12345.67' },
    })
  })

  it('is not bounded by the member’s balance', () => {
    expect(validateAgentTransfer('transfer', values({ amount: '1000' }), '12345.67', 2)).toEqual({})
  })

  it('requires a member, an amount and the password', () => {
    expect(validateAgentTransfer('transfer', values({ downline: null, paymentPassword: '' }), '100', 2)).toEqual({
      downline: { key: 'wallet:agent.errors.downlineRequired' },
      amount: { key: 'wallet:agent.errors.amountRequired' },
      paymentPassword: { key: 'wallet:agent.errors.paymentPasswordRequired' },
    })
  })
})

describe('validateAgentTransfer: recall', () => {
  it('takes up to what the member holds, naming it when over', () => {
    expect(validateAgentTransfer('recall', values({ amount: '500' }), '0.00', 2)).toEqual({})
    expect(validateAgentTransfer('recall', values({ amount: '500.01' }), '99999', 2)).toEqual({
      amount: { key: 'wallet:agent.errors.overDownline', amount: '500.00' },
    })
  })

  it('asks for a member before naming a bound', () => {
    expect(validateAgentTransfer('recall', values({ downline: null, amount: '10' }), '0', 2)).toEqual({ downline: { key: 'wallet:agent.errors.downlineRequired' } })
    expect(validateAgentTransfer('recall', values({ downline: null, amount: '0' }), '0', 2).amount?.key).toBe('wallet:agent.errors.amountZero')
  })

  it('recalls everything without an amount, but not from a member who holds nothing', () => {
    expect(validateAgentTransfer('recall', values({ everything: true }), '0', 2)).toEqual({})
    expect(validateAgentTransfer('recall', values({ everything: true, downline: empty }), '0', 2)).toEqual({ amount: { key: 'wallet:agent.errors.nothingToRecall' } })
  })
})

describe('requestOf', () => {
  it('sends the amount, or all when recalling everything', () => {
    expect(requestOf('transfer', { ...values({ amount: '100.5' }), downline: somchai })).toStrictEqual({ downline: 'somchai88', amount: '100.5', paymentPassword: '246810' })
    expect(requestOf('recall', { ...values({ amount: '7', everything: true }), downline: somchai })).toStrictEqual({ downline: 'somchai88', amount: 'all', paymentPassword: '246810' })
    // "Everything" means nothing in a transfer.
    expect(requestOf('transfer', { ...values({ amount: '7', everything: true }), downline: somchai }).amount).toBe('7')
  })
})
