import { useEffect, type ReactNode } from 'react'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { HelpCentre, type HelpSelection } from '../../../components/help/HelpCentre'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { helpOf } from '../../stores/HelpStore'

export interface HelpCentreViewProps {
  selected: HelpSelection
  onSelect(selection: Required<HelpSelection>): void
  keyword: string
  onSearch(keyword: string): void
  /** Under the topics on the side: the feedback link (the help page's). */
  aside?: ReactNode
}

/**
 * The help centre connected to the portal: the help store reads the topics (again for a new search or language), and
 * the page or modal around it keeps which article is open and what was searched (the pages in the address, so a
 * footer link, the back button and a shared link all work).
 */
export const HelpCentreView = observer(function HelpCentreView({ selected, onSelect, keyword, onSearch, aside }: HelpCentreViewProps) {
  const root = useRootStore()
  const store = helpOf(root)
  const { t } = useTranslation('help')
  const language = root.ui.language
  useEffect(() => {
    void store.load(keyword)
  }, [store, keyword, language])
  const serverMessage = useServerMessage(store.request.error)
  const current = store.keyword === keyword && store.request.loaded
  return (
    <HelpCentre
      topics={current ? store.topics : []}
      selected={selected}
      onSelect={onSelect}
      keyword={keyword}
      onSearch={onSearch}
      language={language}
      loading={store.request.isLoading || (!current && !store.request.error)}
      error={store.request.error ? (serverMessage ?? t('loadError')) : undefined}
      onRetry={() => void store.load(keyword)}
      aside={aside}
    />
  )
})

/** The address's help state: `?tag=` (the footer's topic links), `&article=` (the open article) and `&q=` (a search). */
export function helpStateOf(params: URLSearchParams): { selected: HelpSelection; keyword: string } {
  return { selected: { tag: params.get('tag') ?? undefined, slug: params.get('article') ?? undefined }, keyword: params.get('q') ?? '' }
}

/** The address for a new help state (a search drops the open article: the results choose their own). */
export function helpParams(state: { selected: HelpSelection; keyword: string }): URLSearchParams {
  const params = new URLSearchParams()
  if (state.selected.tag) params.set('tag', state.selected.tag)
  if (state.selected.slug) params.set('article', state.selected.slug)
  if (state.keyword) params.set('q', state.keyword)
  return params
}
