import Container from '@mui/material/Container'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import type { GameMenuVendor } from '../../../contract/schemas/games'
import { useRootStore } from '../../StoreContext'
import type { RoutePageProps } from '../RoutePageProps'
import { LobbyPage } from './CategoryPage'

/**
 * Hot games (spec section 2, /hot): the hot games of every category, with the member's favourites marked, the
 * vendors of every category as tabs (each once, in the categories' order), the search and "show more".
 */
export default observer(function HotPage({ route }: RoutePageProps) {
  const { config } = useRootStore()
  const { t } = useTranslation(['portal', 'games'])
  const vendors = new Map<string, GameMenuVendor>()
  for (const menu of config.categories) for (const vendor of menu.gameMenus) if (!vendors.has(vendor.vendorCode)) vendors.set(vendor.vendorCode, vendor)

  return (
    <Container component="section" sx={{ paddingBlock: { xs: 2, sm: 4 } }} data-testid="route-page-hot">
      <LobbyPage category={null} vendors={[...vendors.values()]} title={t(route.titleKey)} intro={t('games:lobby.hotIntro')} hotOnly />
    </Container>
  )
})
