/**
 * The member centre's betting record (personalHistoryCopy): the betting record component fed by its store. The
 * categories are the header's (the game menus: only categories with vendors, in the header's order), the vendors
 * those of the chosen category (every vendor when all categories are shown).
 */
import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { BettingRecord } from '../../../components/member/BettingRecord/BettingRecord'
import { useCategoryOptions, vendorOptionsOf } from '../../../components/member/BettingRecord/options'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { bettingRecordOf } from '../../stores/BettingRecordStore'

export const BettingRecordPage = observer(function BettingRecordPage() {
  const root = useRootStore()
  const store = bettingRecordOf(root)
  const { config } = root
  const currency = config.merchant?.currency
  const menus = config.categories
  const categories = useCategoryOptions(menus)
  // Each opening asks again: rounds may have settled since the page was last shown.
  useEffect(() => void store.load(), [store])
  const request = store.request
  const error = useServerMessage(request.error)
  return (
    <BettingRecord
      data={store.answer}
      loading={request.isLoading}
      error={error}
      onRetry={() => void store.load()}
      filter={store.filter}
      onFilterChange={(filter) => void store.setFilter(filter)}
      categories={categories}
      vendors={vendorOptionsOf(menus, store.filter.category)}
      page={store.page}
      onPageChange={(page) => void store.setPage(page)}
      currency={{ symbol: currency?.symbol ?? '', decimals: currency?.decimals ?? 2 }}
    />
  )
})
