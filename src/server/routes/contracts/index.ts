import type { FastifyInstance } from 'fastify'
import { actOnContract, type ContractCall, type ContractServices } from '../../domain/contracts/contracts'
import { consolidated, contractHistory, downlineContractsOf, offerContract } from '../../domain/contracts/offers'
import { contractPreview } from '../../domain/contracts/preview'
import { mrDailySalaries, realTimeAccrual, releaseMrDailySalary } from '../../domain/contracts/releases'
import { wageRecords } from '../../domain/contracts/wageRecords'
import { registerEndpoint, type EndpointDeps, type EndpointInput } from '../endpoint'

type ContractEndpoint =
  | 'getConsolidated' | 'participation' | 'wage' | 'hourSalary' | 'offerContract' | 'downlineContracts' | 'contractHistory' | 'wageRecords'
  | 'realTimeAccrual' | 'mrDailySalaries' | 'releaseMrDailySalary' | 'contractPreview'

/**
 * Agent contracts and wages (docs/contracts.md): the consolidated answer, the three answering calls (each for its
 * kinds), an upline's offer, its what-if and its view of a downline, the history, the wage records, the real-time
 * salary accrued so far, and the manual-release salaries an upline releases.
 */
export function contractRoutes(app: FastifyInstance, deps: EndpointDeps & { contracts: ContractServices }): void {
  const services = deps.contracts
  const call = (input: EndpointInput<ContractEndpoint>): ContractCall => ({ config: input.merchant.config, principal: input.principal, now: input.now })
  registerEndpoint(app, deps, 'getConsolidated', { handler: (input) => consolidated(services, call(input)) })
  registerEndpoint(app, deps, 'participation', {
    handler: (input) =>
      actOnContract(services, call(input), { contractId: input.body.contractId, action: input.body.status, confirmEnding: input.body.confirmEnding, gameType: input.body.productType }, ['dividend']),
  })
  registerEndpoint(app, deps, 'wage', {
    handler: (input) => actOnContract(services, call(input), { contractId: input.body.id, action: input.body.status, confirmEnding: input.body.confirmEnding }, ['dailySalary', 'mrDailySalary']),
  })
  registerEndpoint(app, deps, 'hourSalary', {
    handler: (input) =>
      actOnContract(services, call(input), { contractId: input.body.contractId, action: input.body.status, confirmEnding: input.body.confirmEnding }, ['hourSalary', 'realTimeSalary']),
  })
  registerEndpoint(app, deps, 'offerContract', { handler: (input) => offerContract(services, call(input), input.body) })
  registerEndpoint(app, deps, 'downlineContracts', { handler: (input) => downlineContractsOf(services, call(input), input.query.account) })
  registerEndpoint(app, deps, 'contractHistory', { handler: (input) => contractHistory(services, call(input), input.query) })
  registerEndpoint(app, deps, 'wageRecords', { handler: (input) => wageRecords(services, call(input), input.query) })
  registerEndpoint(app, deps, 'realTimeAccrual', { handler: (input) => realTimeAccrual(services, call(input)) })
  registerEndpoint(app, deps, 'mrDailySalaries', { handler: (input) => mrDailySalaries(services, call(input), input.query) })
  registerEndpoint(app, deps, 'releaseMrDailySalary', { handler: (input) => releaseMrDailySalary(services, call(input), input.body) })
  registerEndpoint(app, deps, 'contractPreview', { handler: (input) => contractPreview(services, call(input), input.body) })
}
