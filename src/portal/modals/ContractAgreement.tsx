import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { ContractAgreementDialog } from '../../components/contracts/ContractAgreementDialog'
import { contractsOf } from '../stores/contracts/ContractsStore'
import { useRootStore } from '../StoreContext'
import { useServerMessage } from './useServerMessage'

/**
 * The contract agreement (spec section 2 "Modals", 'agreement'): the agent's offers and contracts in force, opened
 * by the portal after an agent's login when offers wait (ContractsStore). Each answer is sent by the store, which reads
 * the list again after it; closing leaves the offers not answered for the next time.
 */
export default observer(function ContractAgreement() {
  const root = useRootStore()
  const store = contractsOf(root)
  const currency = root.config.merchant?.currency
  // Opened before the contracts were read (or after another session forgot them): read them now.
  useEffect(() => {
    if (!store.consolidated) void store.load()
  }, [store])
  const loadError = useServerMessage(store.request.error)
  const answerError = useServerMessage(store.answerRequest.error)
  return (
    <ContractAgreementDialog
      open
      consolidated={store.consolidated}
      currency={{ symbol: currency?.symbol ?? '', decimals: currency?.decimals ?? 2 }}
      busy={store.answering !== null || (store.consolidated === null && store.request.isLoading)}
      error={store.consolidated ? answerError : loadError}
      onRetry={() => void store.load()}
      onAct={(contract, action, confirmEnding) => void store.act(contract, action, confirmEnding)}
      onClose={() => {
        store.clearAnswerError()
        root.modals.close('agreement')
      }}
    />
  )
})
