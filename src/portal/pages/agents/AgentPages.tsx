import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { AgentAnnouncementsView } from '../../../components/agents/AgentAnnouncementsView'
import { AgentIncomeTable } from '../../../components/agents/AgentIncomeTable'
import { RegisterCenterView } from '../../../components/agents/RegisterCenterView'
import { TeamBetsTable } from '../../../components/agents/TeamBetsTable'
import { TeamMembersTable } from '../../../components/agents/TeamMembersTable'
import { TeamOverviewView } from '../../../components/agents/TeamOverviewView'
import { TeamProfitLossTable } from '../../../components/agents/TeamProfitLossTable'
import { TeamTransactionsTable } from '../../../components/agents/TeamTransactionsTable'
import { RoundDetailDialog } from '../../../components/member/BettingRecord/RoundDetailDialog'
import { dayOf } from '../../../components/money/PeriodFilter/periodRange'
import type { BetRound } from '../../../contract/schemas/games'
import { AgentTransferDialog, type AgentTransferMode } from '../../../components/money/AgentTransferDialog'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { agencyNoticesOf } from '../../stores/AgencyNoticeStore'
import { agentCentreOf, EXPORT_MAX_PAGES, EXPORT_PAGE_SIZE, type ReportName } from '../../stores/agents/AgentCentreStore'
import type { PagedList, PagedAnswer } from '../../stores/PagedList'
import { moneyStoreOf } from '../../stores/money/MoneyStore'
import { walletOf } from '../../stores/money/WalletStore'

function useCurrency() {
  const { config } = useRootStore()
  const currency = config.merchant?.currency
  return { symbol: currency?.symbol ?? '', decimals: currency?.decimals ?? 2 }
}

/** The agent centre's store of this portal. */
function useCentre() {
  return agentCentreOf(useRootStore())
}

/**
 * The latest day a custom range may end: today in the merchant's calendar, whose zone every report's answer names
 * (`period.timeZone`, `UTC+07:00`); the browser's day until a report has answered.
 */
function today(period?: { timeZone: string } | null): string {
  const zone = period?.timeZone.match(/^UTC([+-])(\d{2}):(\d{2})$/)
  if (!zone) return dayOf(new Date())
  const offsetMinutes = (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3]))
  return new Date(Date.now() + offsetMinutes * 60_000).toISOString().slice(0, 10)
}

/** Loads a report once when its page opens (and again when it was forgotten by another session). */
function useOpen<Answer extends PagedAnswer>(list: PagedList<never, never, Answer> | PagedList<unknown, unknown, Answer>) {
  useEffect(() => {
    if (!list.answer) void list.load()
  }, [list])
}

/** What each report table binds of its PagedList. */
function bind<F, Q, A extends PagedAnswer>(list: PagedList<F, Q, A>, error: string | null) {
  return { answer: list.answer, loading: list.isLoading, error, onRetry: () => void list.load(), page: list.page, onPageChange: (page: number) => void list.setPage(page) }
}

/** The CSV export of a report: every page of its filter, fetched by the store. */
function useCsv<Row>(name: ReportName, fileName: string) {
  const centre = useCentre()
  return {
    fetchRows: () => centre.exportRows<Row>(name),
    busy: centre.exporting === name,
    fileName: `${fileName}-${today()}`,
    truncatedAt: centre.lastExport === name && centre.exportTruncated ? EXPORT_MAX_PAGES * EXPORT_PAGE_SIZE : undefined,
  }
}

export const AnnouncementsPage = observer(function AnnouncementsPage() {
  const root = useRootStore()
  const store = agencyNoticesOf(root)
  useEffect(() => {
    if (!store.account) void store.load()
  }, [store])
  const error = useServerMessage(store.request.error)
  return <AgentAnnouncementsView notices={store.account ? store.notices : store.request.error ? [] : null} error={error} onRetry={() => void store.load()} />
})

export const OverviewPage = observer(function OverviewPage({ onAddAccount }: { onAddAccount: () => void }) {
  const centre = useCentre()
  useEffect(() => {
    if (!centre.overview) void centre.loadOverview()
  }, [centre])
  const error = useServerMessage(centre.overviewRequest.error)
  return (
    <TeamOverviewView
      overview={centre.overview}
      loading={centre.overviewRequest.isLoading}
      error={error}
      onRetry={() => void centre.loadOverview()}
      range={centre.overviewRange}
      onRangeChange={(range) => void centre.setOverviewRange(range)}
      today={today(centre.overview?.period)}
      currency={useCurrency()}
      onAddAccount={onAddAccount}
    />
  )
})

export const RegisterPage = observer(function RegisterPage() {
  const centre = useCentre()
  useEffect(() => {
    if (!centre.inviteLinks) void centre.loadInviteLinks()
  }, [centre])
  const createError = useServerMessage(centre.createRequest.error)
  const linksError = useServerMessage(centre.inviteLinksRequest.error)
  const linkError = useServerMessage(centre.createLinkRequest.error ?? centre.deleteLinkRequest.error)
  return (
    <RegisterCenterView
      creating={centre.createRequest.isLoading}
      createError={createError}
      created={centre.created}
      onCreate={(body) => void centre.createDownline(body)}
      links={centre.inviteLinks}
      linksError={linksError}
      onRetryLinks={() => void centre.loadInviteLinks()}
      creatingLink={centre.createLinkRequest.isLoading}
      linkError={linkError}
      onCreateLink={(body) => void centre.createInviteLink(body)}
      deletingLink={centre.deletingLink}
      onDeleteLink={(id) => void centre.deleteInviteLink(id)}
      origin={window.location.origin}
    />
  )
})

/** Team management: the team's members, and the transfer and recall dialog over its rows (the agent's funds). */
export const TeamManagementPage = observer(function TeamManagementPage() {
  const root = useRootStore()
  const centre = useCentre()
  const money = moneyStoreOf(root)
  const wallet = walletOf(root)
  const currency = useCurrency()
  const list = centre.members
  useOpen(list)
  const [dialog, setDialog] = useState<{ mode: AgentTransferMode; downline: string } | null>(null)
  useEffect(() => {
    void wallet.refresh()
  }, [wallet])
  const error = useServerMessage(list.error)
  const transferError = useServerMessage(money.requests.memberTransfer.error)
  const main = wallet.balance?.wallets.find((w) => w.kind === 'main')?.balance ?? '0'
  const open = (mode: AgentTransferMode) => (downline: string) => {
    money.clearMemberTransfer()
    // The dialog chooses among the downline the server finds for the account (its own search).
    void money.loadDownlines(downline)
    setDialog({ mode, downline })
  }
  return (
    <>
      <TeamMembersTable {...bind(list, error)} filter={list.filter} onFilterChange={(filter) => void list.setFilter(filter)} currency={currency} onTransfer={open('transfer')} onRecall={open('recall')} csv={useCsv('members', 'team-members')} />
      <AgentTransferDialog
        open={dialog !== null}
        mode={dialog?.mode ?? 'transfer'}
        initialDownline={dialog?.downline}
        downlines={money.downlines?.list ?? null}
        available={main}
        currency={currency}
        busy={money.requests.memberTransfer.isLoading}
        error={transferError}
        result={money.lastMemberTransfer}
        onSearch={(keyword) => void money.loadDownlines(keyword)}
        onSubmit={(request) => void money.transferBetweenMembers({ kind: dialog?.mode === 'recall' ? 'recall' : 'downline', ...request })}
        onClose={() => {
          const moved = money.lastMemberTransfer !== null
          setDialog(null)
          // A transfer or recall moved balances: the rows shown are asked again.
          if (moved) void list.reload()
        }}
      />
    </>
  )
})

export const ProfitLossPage = observer(function ProfitLossPage() {
  const list = useCentre().profitLoss
  useOpen(list)
  const error = useServerMessage(list.error)
  return <TeamProfitLossTable {...bind(list, error)} filter={list.filter} onFilterChange={(filter) => void list.setFilter(filter)} today={today(list.answer?.period)} currency={useCurrency()} csv={useCsv('profitLoss', 'team-profit-loss')} />
})

export const BetsPage = observer(function BetsPage() {
  const list = useCentre().bets
  useOpen(list)
  const error = useServerMessage(list.error)
  const currency = useCurrency()
  const [round, setRound] = useState<BetRound | null>(null)
  return (
    <>
      <TeamBetsTable {...bind(list, error)} filter={list.filter} onFilterChange={(filter) => void list.setFilter(filter)} today={today(list.answer?.period)} currency={currency} csv={useCsv('bets', 'team-bets')} onOpenRound={setRound} />
      <RoundDetailDialog round={round} onClose={() => setRound(null)} currency={currency} />
    </>
  )
})

export const TransactionsPage = observer(function TransactionsPage() {
  const list = useCentre().transactions
  useOpen(list)
  const error = useServerMessage(list.error)
  return <TeamTransactionsTable {...bind(list, error)} filter={list.filter} onFilterChange={(filter) => void list.setFilter(filter)} today={today(list.answer?.period)} currency={useCurrency()} csv={useCsv('transactions', 'team-transactions')} />
})

export const IncomePage = observer(function IncomePage() {
  const list = useCentre().income
  useOpen(list)
  const error = useServerMessage(list.error)
  return <AgentIncomeTable {...bind(list, error)} range={list.filter} onRangeChange={(range) => void list.setFilter(range)} today={today(list.answer?.period)} currency={useCurrency()} csv={useCsv('income', 'my-income')} />
})
