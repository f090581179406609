import type { AgencyNoticeHost } from './AgencyNoticeStore'
import type { ContractsHost } from './contracts/ContractsStore'

const ignore = () => undefined

/**
 * What an agent's session starts with (a login, or a page load with an agent's session; never a trial account): its
 * agency notices and its contracts, each opening its dialog when something waits (the agency notice; the agreement,
 * spec section 4). The RootStore loads this one small chunk, and it loads each part's own, so the first screen names
 * neither.
 */
export function startAgentSession(root: AgencyNoticeHost & ContractsHost): void {
  void import('./AgencyNoticeStore').then(({ agencyNoticesOf }) => agencyNoticesOf(root).openIfDue(), ignore)
  void import('./contracts/ContractsStore').then(({ contractsOf }) => contractsOf(root).openIfWaiting(), ignore)
}
