/**
 * The agent centre's entries (spec section 2 "Agent centre"), in the spec's order: each with the page key that
 * `PATHS.agentHome` with `?page=<key>` opens, its label's translation key and its icon. An entry with a `flag` is listed only when
 * that feature is on for the agent: the dividend and salary pages when the agent holds a contract of their kind in
 * force (spec section 6), the offer page when it holds any; the first eight are always present.
 */
import type { SvgIconComponent } from '@mui/icons-material'
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined'
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined'
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined'
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined'
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined'
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined'
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined'
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined'
import PieChartOutlineOutlinedIcon from '@mui/icons-material/PieChartOutlineOutlined'
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined'
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined'
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined'
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined'
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined'
import { tKey } from '../../../locales'
import { PATHS } from '../../config/paths'
import type { ContractKindName } from '../../contract/schemas/contracts'

/**
 * The features that may add entries to the centre: the spec's four (enableCt the dividend, salary the daily salary,
 * dailySalary the manual-release daily salary, hourSalary the hourly salary), the real-time salary, and the offer page
 * (`contractOffer`).
 */
export type AgentEntryFlag = 'enableCt' | 'salary' | 'dailySalary' | 'hourSalary' | 'realTimeSalary' | 'contractOffer'

/** Which of those features are on. */
export type AgentEntryFlags = Partial<Record<AgentEntryFlag, boolean>>

export interface AgentCentreEntry<Page extends string = string> {
  page: Page
  labelKey: string
  icon: SvgIconComponent
  /** Listed only when this feature is on; always listed without one. */
  flag?: AgentEntryFlag
}

export const AGENT_CENTRE_ENTRIES = [
  { page: 'agentAnnouncement', labelKey: tKey('agents:menu.agentAnnouncement'), icon: CampaignOutlinedIcon },
  { page: 'agentTeamOverview', labelKey: tKey('agents:menu.agentTeamOverview'), icon: InsightsOutlinedIcon },
  { page: 'registerCenter', labelKey: tKey('agents:menu.registerCenter'), icon: PersonAddIcon },
  { page: 'downlineManagmentView', labelKey: tKey('agents:menu.downlineManagmentView'), icon: GroupsOutlinedIcon },
  { page: 'personalHistoryCopy', labelKey: tKey('agents:menu.personalHistoryCopy'), icon: SportsEsportsOutlinedIcon },
  { page: 'palStatementsAgentCopy', labelKey: tKey('agents:menu.palStatementsAgentCopy'), icon: AccountTreeOutlinedIcon },
  { page: 'agentRevenueReport', labelKey: tKey('agents:menu.agentRevenueReport'), icon: SavingsOutlinedIcon },
  { page: 'agentDownlineTransactionDetailsCopy', labelKey: tKey('agents:menu.agentDownlineTransactionDetailsCopy'), icon: ReceiptLongOutlinedIcon },
  { page: 'agentDividendRecordCopy2', labelKey: tKey('agents:menu.agentDividendRecordCopy2'), icon: PieChartOutlineOutlinedIcon, flag: 'enableCt' },
  { page: 'agentDailyWages2', labelKey: tKey('agents:menu.agentDailyWages2'), icon: TodayOutlinedIcon, flag: 'salary' },
  { page: 'agentMRDailySalary', labelKey: tKey('agents:menu.agentMRDailySalary'), icon: EventAvailableOutlinedIcon, flag: 'dailySalary' },
  { page: 'agentHourSalary', labelKey: tKey('agents:menu.agentHourSalary'), icon: ScheduleOutlinedIcon, flag: 'hourSalary' },
  { page: 'agentRealTimeSalary', labelKey: tKey('agents:menu.agentRealTimeSalary'), icon: BoltOutlinedIcon, flag: 'realTimeSalary' },
  { page: 'agentContractOffer', labelKey: tKey('agents:menu.agentContractOffer'), icon: AssignmentIndOutlinedIcon, flag: 'contractOffer' },
] as const satisfies readonly AgentCentreEntry[]

export type AgentPageKey = (typeof AGENT_CENTRE_ENTRIES)[number]['page']

/** The page shown when `?page=` names none, or one that is not an entry. */
export const DEFAULT_AGENT_PAGE_KEY: AgentPageKey = 'agentTeamOverview'

/** The entries listed for the features that are on (an entry without a flag is always listed). */
export function agentEntriesFor(flags: AgentEntryFlags = {}, entries: readonly AgentCentreEntry[] = AGENT_CENTRE_ENTRIES): AgentCentreEntry[] {
  return entries.filter((entry) => !entry.flag || flags[entry.flag] === true)
}

/** The contract kind whose status turns each wage page's flag on. */
export const FLAG_KINDS = {
  enableCt: 'dividend',
  salary: 'dailySalary',
  dailySalary: 'mrDailySalary',
  hourSalary: 'hourSalary',
  realTimeSalary: 'realTimeSalary',
} as const satisfies Record<Exclude<AgentEntryFlag, 'contractOffer'>, ContractKindName>

/** The kind of contract each wage page shows (its records, the agent's own contract and its history). */
export const WAGE_PAGE_KINDS = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'dailySalary',
  agentMRDailySalary: 'mrDailySalary',
  agentHourSalary: 'hourSalary',
  agentRealTimeSalary: 'realTimeSalary',
} as const satisfies Partial<Record<AgentPageKey, ContractKindName>>

export type WagePageKey = keyof typeof WAGE_PAGE_KINDS

export function isWagePageKey(page: string): page is WagePageKey {
  return Object.hasOwn(WAGE_PAGE_KINDS, page)
}

/**
 * The flags of the agent's contracts (`getConsolidated`'s status per kind; a kind the merchant turned off is absent):
 * a wage page is on when the agent's contract of its kind is in force (spec section 6: "enabled when the agent
 * status is A or V"; the answer says V for it), the offer page when any is, since an agent offers only what it holds.
 */
export function contractEntryFlags(statuses: Readonly<Record<string, string>>): AgentEntryFlags {
  const flags: AgentEntryFlags = {}
  for (const [flag, kind] of Object.entries(FLAG_KINDS) as [keyof typeof FLAG_KINDS, ContractKindName][]) flags[flag] = statuses[kind] === 'V'
  flags.contractOffer = Object.values(statuses).includes('V')
  return flags
}

export function isAgentPageKey(value: string | null | undefined): value is AgentPageKey {
  return AGENT_CENTRE_ENTRIES.some((entry) => entry.page === value)
}

/** The page key of `?page=` (an unknown key opens the default page). */
export function agentPageOf(page: string | null | undefined): AgentPageKey {
  return isAgentPageKey(page) ? page : DEFAULT_AGENT_PAGE_KEY
}

/** The centre's address of a page. */
export function agentPagePath(page: string): string {
  return `${PATHS.agentHome}?page=${encodeURIComponent(page)}`
}
