/**
 * The agent centre's entries (spec section 2 "Agent centre"), in the spec's order: each with the page key that
 * `PATHS.agentHome` with `?page=<key>` opens, its label's translation key and its icon. An entry with a `flag` is listed only when
 * the merchant turns that feature on (the commission and salary pages); today's eight are always present.
 */
import type { SvgIconComponent } from '@mui/icons-material'
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined'
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined'
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined'
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined'
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined'
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined'
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined'
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined'
import { tKey } from '../../../locales'
import { PATHS } from '../../config/paths'

/** The features that may add entries to the centre (the merchant's switches). */
export type AgentEntryFlag = 'enableCt' | 'salary' | 'dailySalary' | 'hourSalary'

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
] as const satisfies readonly AgentCentreEntry[]

export type AgentPageKey = (typeof AGENT_CENTRE_ENTRIES)[number]['page']

/** The page shown when `?page=` names none, or one that is not an entry. */
export const DEFAULT_AGENT_PAGE_KEY: AgentPageKey = 'agentTeamOverview'

/** The entries listed for the features that are on (an entry without a flag is always listed). */
export function agentEntriesFor(flags: AgentEntryFlags = {}, entries: readonly AgentCentreEntry[] = AGENT_CENTRE_ENTRIES): AgentCentreEntry[] {
  return entries.filter((entry) => !entry.flag || flags[entry.flag] === true)
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
