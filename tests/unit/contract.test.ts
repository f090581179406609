import { describe, expect, it } from 'vitest'
import { ENDPOINTS, ERROR_CATALOGUE, errorEntry, isErrorCode, registerErrors, toMajorString, toMinorUnits } from '../../src/contract'
import { AGENT_ERRORS } from '../../src/contract/agentErrors'
import { GAMES_ERRORS } from '../../src/contract/gamesErrors'
import { LOTTERY_ERRORS } from '../../src/contract/lotteryErrors'
import { MONEY_ERRORS } from '../../src/contract/moneyErrors'
import { SECURITY_ERRORS } from '../../src/contract/securityErrors'
import { VERIFICATION_ERRORS } from '../../src/contract/verificationErrors'
import { CHAT_ERRORS } from '../../src/contract/chatErrors'
import { FEEDBACK_ERRORS } from '../../src/contract/feedbackErrors'
import { ACTIVITIES_ERRORS } from '../../src/contract/activitiesErrors'
import { PROMOTIONS_ERRORS } from '../../src/contract/promotionsErrors'
import { POINTS_ERRORS } from '../../src/contract/pointsErrors'
import { CUSTOMER_SERVICE_ERRORS } from '../../src/contract/customerServiceErrors'

describe('money at the edge', () => {
  it.each([
    ['0', 0n], ['1', 100n], ['1.5', 150n], ['1234567.89', 123456789n], ['-0.01', -1n],
  ])('%s major is %s minor and back', (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor)
    expect(toMinorUnits(toMajorString(minor))).toBe(minor)
  })

  it('refuses what is not an amount rather than guessing', () => {
    expect(() => toMinorUnits('1.234')).toThrow(RangeError)
    expect(() => toMinorUnits('1e3')).toThrow(RangeError)
    expect(() => toMinorUnits('')).toThrow(RangeError)
  })

  it('formats minor units with two decimals', () => {
    expect(toMajorString(5n)).toBe('0.05')
    expect(toMajorString(-123456n)).toBe('-1234.56')
  })
})

describe('endpoint table', () => {
  it('no two endpoints share a method and path', () => {
    const keys = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('paths are under the platform prefixes', () => {
    for (const e of Object.values(ENDPOINTS)) expect(e.path).toMatch(/^\/(wps|lgw|lotto)\//)
  })
})

describe('error catalogue', () => {
  it('force-logout and silent codes are classified', () => {
    expect(ERROR_CATALOGUE['user.or.token.invalid'].kind).toBe('forceLogout')
    expect(ERROR_CATALOGUE['rate.limited'].kind).toBe('silent')
    expect(ERROR_CATALOGUE.domain_check_failed.recovery).toBe('retry')
  })

  it('unknown codes fall back to the unknown error', () => {
    expect(errorEntry('no.such.code')).toBe(ERROR_CATALOGUE['unknown.error'])
  })

  it('an area\'s codes are known once its table is registered, and no code is in two tables', () => {
    expect(isErrorCode('agent.range.reversed')).toBe(false)
    expect(errorEntry('agent.range.reversed')).toBe(ERROR_CATALOGUE['unknown.error'])
    registerErrors(AGENT_ERRORS)
    expect(errorEntry('agent.range.reversed')).toBe(AGENT_ERRORS['agent.range.reversed'])
    const codes = [ERROR_CATALOGUE, GAMES_ERRORS, LOTTERY_ERRORS, MONEY_ERRORS, AGENT_ERRORS, SECURITY_ERRORS, CHAT_ERRORS, FEEDBACK_ERRORS, POINTS_ERRORS, CUSTOMER_SERVICE_ERRORS, ACTIVITIES_ERRORS, PROMOTIONS_ERRORS, VERIFICATION_ERRORS].flatMap((table) => Object.keys(table))
    expect(new Set(codes).size).toBe(codes.length)
  })
})
