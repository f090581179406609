import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import { observer } from 'mobx-react-lite'
import { AgentTransferDialog, type AgentTransferMode } from '../../../components/money/AgentTransferDialog'
import { DownlineFundsList } from '../../../components/money/DownlineFundsList'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { moneyStoreOf } from '../../stores/money/MoneyStore'
import { walletOf } from '../../stores/money/WalletStore'
import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/**
 * Agent centre. Built so far: an agent's funds towards its downline (transfer to a member, recall from a member,
 * spec section 2); the centre's other entries (team overview, reports, wages) are not built yet. Anyone
 * else sees the route's layout and title.
 */
export default observer(function AgentHomePage({ route }: RoutePageProps) {
  const { session } = useRootStore()
  const isRealAgent = session.isLoggedIn && session.isAgent && !session.isTrial
  return (
    <PageTitle titleKey={route.titleKey} testId="route-page-agentHome">
      {isRealAgent ? (
        <Box sx={{ mt: 3 }}>
          <AgentFunds />
        </Box>
      ) : null}
    </PageTitle>
  )
})

/** Typing in the dialog's member field asks the server once the agent pauses, not at every key. */
const SEARCH_DELAY_MS = 300

function useDebounced<A>(call: (arg: A) => void, ms: number): (arg: A) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (arg) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => call(arg), ms)
  }
}

/** The downline's members with their balances, and the transfer and recall dialog over them. */
const AgentFunds = observer(function AgentFunds() {
  const root = useRootStore()
  const money = moneyStoreOf(root)
  const wallet = walletOf(root)
  const { config } = root
  const currency = { symbol: config.merchant?.currency.symbol ?? '', decimals: config.merchant?.currency.decimals ?? 2 }
  const [dialog, setDialog] = useState<{ mode: AgentTransferMode; downline?: string } | null>(null)
  const search = useDebounced((keyword: string) => void money.loadDownlines(keyword), SEARCH_DELAY_MS)
  useEffect(() => {
    void money.loadDownlines()
    void wallet.refresh()
  }, [money, wallet])

  const r = money.requests
  const error = useServerMessage(r.memberTransfer.error ?? (dialog ? r.downlines.error : null))
  const main = wallet.balance?.wallets.find((w) => w.kind === 'main')?.balance ?? null
  const open = (mode: AgentTransferMode) => (downline?: string) => {
    money.clearMemberTransfer()
    setDialog({ mode, downline })
  }

  return (
    <>
      <DownlineFundsList
        downlines={money.downlines?.list ?? (r.downlines.error ? [] : null)}
        totalCount={money.downlines?.totalCount}
        available={main}
        currency={currency}
        onTransfer={open('transfer')}
        onRecall={open('recall')}
      />
      <AgentTransferDialog
        open={dialog !== null}
        mode={dialog?.mode ?? 'transfer'}
        initialDownline={dialog?.downline}
        downlines={money.downlines?.list ?? null}
        available={main ?? '0'}
        currency={currency}
        busy={r.memberTransfer.isLoading}
        error={error}
        result={money.lastMemberTransfer}
        onSearch={search}
        onSubmit={(request) => void money.transferBetweenMembers({ kind: dialog?.mode === 'recall' ? 'recall' : 'downline', ...request })}
        onClose={() => {
          setDialog(null)
          // The list shows every member again, whatever was searched for in the dialog.
          void money.loadDownlines()
        }}
      />
    </>
  )
})
