/**
 * The member centre's money pages, each a store-fed container around its wallet component: depositv2 (a deposit
 * through one of the merchant's channels, followed until paid), withdraw (the requirements, a request, and the
 * confirmation of what arrived), transferUpline (to the member's upline), transferFund (the
 * member's wallets, transfers and recall all), transactionHistory (every movement with its running balance) and
 * personalProfit (profit and loss over a period).
 */
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { observer } from 'mobx-react-lite'
import { DepositPanel } from '../../../components/money/DepositPanel'
import { periodRangeOf, type PeriodFilterValue } from '../../../components/money/PeriodFilter'
import { ProfitSummary } from '../../../components/money/ProfitSummary'
import { TransactionHistoryView, type TransactionHistoryFilter } from '../../../components/money/TransactionHistoryView'
import { WalletTransferPanel } from '../../../components/money/WalletTransferPanel'
import { WithdrawPanel } from '../../../components/money/WithdrawPanel'
import { UplineTransferPanel } from '../../../components/money/UplineTransferPanel'
import { memberPagePath } from '../../../components/layout/navigation'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { moneyStoreOf } from '../../stores/money/MoneyStore'
import { walletOf } from '../../stores/money/WalletStore'

function useCurrency() {
  const { config } = useRootStore()
  const currency = config.merchant?.currency
  return { symbol: currency?.symbol ?? '', decimals: currency?.decimals ?? 2 }
}

export const DepositPage = observer(function DepositPage() {
  const root = useRootStore()
  const money = moneyStoreOf(root)
  const currency = useCurrency()
  useEffect(() => {
    void money.loadDepositChannels()
    // The wallet (and its event stream, which says when the deposit is paid) is there once a session is.
    walletOf(root)
  }, [money, root])
  const r = money.requests
  const error = useServerMessage(r.deposit.error ?? r.depositCheck.error ?? r.depositChannels.error)
  return (
    <DepositPanel
      channels={money.depositChannels?.channels ?? (r.depositChannels.error ? [] : null)}
      expiryMinutes={money.depositChannels?.expiryMinutes ?? 30}
      currency={currency}
      order={money.deposit}
      busy={r.deposit.isLoading || r.depositCheck.isLoading}
      error={error}
      onSubmit={(request) => void money.createDeposit(request)}
      onCheck={() => void money.checkDeposit()}
      onReset={() => money.clearDeposit()}
    />
  )
})

export const WithdrawPage = observer(function WithdrawPage() {
  const root = useRootStore()
  const money = moneyStoreOf(root)
  const currency = useCurrency()
  const navigate = useNavigate()
  useEffect(() => void money.loadWithdrawal(), [money])
  const r = money.requests
  const error = useServerMessage(r.withdraw.error ?? r.confirm.error ?? r.withdrawal.error)
  const busy = r.withdraw.isLoading ? 'withdraw' : r.confirm.isLoading ? 'confirm' : null
  return (
    <WithdrawPanel
      requirements={money.withdrawal}
      currency={currency}
      busy={busy}
      error={error}
      onWithdraw={(request) => void money.withdraw(request)}
      // Bank cards, the real name and the payment password are set in the security centre.
      onFix={() => navigate(memberPagePath('securityCenter'))}
      onConfirm={(request) => void money.confirmWithdrawal(request)}
      onRefresh={() => void money.loadWithdrawal()}
    />
  )
})

export const TransferUplinePage = observer(function TransferUplinePage() {
  const root = useRootStore()
  const money = moneyStoreOf(root)
  const currency = useCurrency()
  useEffect(() => void money.loadUpline(), [money])
  const r = money.requests
  const error = useServerMessage(r.memberTransfer.error ?? r.upline.error)
  return (
    <UplineTransferPanel
      info={money.upline}
      currency={currency}
      busy={r.memberTransfer.isLoading}
      error={error}
      result={money.lastMemberTransfer}
      onSubmit={(request) => void money.transferBetweenMembers({ kind: 'upline', ...request })}
    />
  )
})

export const TransferFundPage = observer(function TransferFundPage() {
  const root = useRootStore()
  const money = moneyStoreOf(root)
  const wallet = walletOf(root)
  const currency = useCurrency()
  useEffect(() => {
    void money.loadMode()
    void wallet.refresh()
  }, [money, wallet])
  const error = useServerMessage(money.requests.transfer.error ?? money.requests.mode.error)
  const transferring = money.requests.transfer.isLoading
  const [running, setRunning] = useState<'transfer' | 'recall' | null>(null)
  return (
    <WalletTransferPanel
      // Until the wallet mode is known the panel cannot tell one wallet from several: it shows balances loading.
      balance={wallet.sumBalance === null || !money.mode ? null : wallet.balance}
      vendors={money.mode?.vendors ?? []}
      isSingle={money.mode?.isSingle ?? false}
      currency={currency}
      busy={transferring ? running : null}
      error={error}
      onTransfer={(request) => {
        setRunning('transfer')
        void money.transfer(request)
      }}
      onRecallAll={() => {
        setRunning('recall')
        void money.recallAll()
      }}
      onRefresh={() => void wallet.refresh()}
    />
  )
})

const DEFAULT_HISTORY_PERIOD: PeriodFilterValue = { period: 'thisMonth' }

/** The account records (bonuses with their turnover are the bonus details' own page: pages/engagement/BonusDetailsPage.tsx). */
const RecordsPage = observer(function RecordsPage({ initialType }: { initialType: TransactionHistoryFilter['type'] }) {
  const root = useRootStore()
  const money = moneyStoreOf(root)
  const currency = useCurrency()
  const [filter, setFilter] = useState<TransactionHistoryFilter>({ type: initialType, period: DEFAULT_HISTORY_PERIOD })
  const [page, setPage] = useState(1)
  // The vendor wallets' names, for transfers.
  useEffect(() => void money.loadMode(), [money])
  useEffect(() => {
    // A custom period still being typed asks for nothing.
    const range = periodRangeOf(filter.period)
    if (range) void money.loadHistory({ type: filter.type, period: range, page })
  }, [money, filter, page])
  const request = money.records.request
  const error = useServerMessage(request.error)
  return (
    <TransactionHistoryView
      data={money.records.answer}
      loading={request.isLoading}
      error={error}
      onRetry={() => void money.loadHistory()}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next)
        setPage(1)
      }}
      page={page}
      onPageChange={setPage}
      walletNames={Object.fromEntries((money.mode?.vendors ?? []).map((v) => [v.vendorCode, v.name]))}
      currency={currency}
    />
  )
})

export const TransactionHistoryPage = () => <RecordsPage initialType="all" />

export const PersonalProfitPage = observer(function PersonalProfitPage() {
  const root = useRootStore()
  const money = moneyStoreOf(root)
  const currency = useCurrency()
  const [value, setValue] = useState<PeriodFilterValue>({ period: 'today' })
  useEffect(() => {
    const range = periodRangeOf(value)
    if (range) void money.loadProfit(range)
  }, [money, value])
  const error = useServerMessage(money.requests.profit.error)
  return (
    <ProfitSummary
      data={money.requests.profit.isLoading ? null : money.profit}
      error={error}
      onRetry={() => {
        const range = periodRangeOf(value)
        if (range) void money.loadProfit(range)
      }}
      value={value}
      onChange={setValue}
      currency={currency}
    />
  )
})
