import { useLayoutEffect } from 'react'
import { observer } from 'mobx-react-lite'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { GameGrid } from '../../../components/games/lobby/GameGrid'
import { WinnerBoard } from '../../../components/games/lobby/WinnerBoard'
import { routerLink } from '../../shell/routerLink'
import { useRootStore } from '../../StoreContext'
import { gamesStoreOf, WINNER_LIMIT } from '../../stores/GamesStore'

/**
 * Below the home page's fold (spec section 2): the hot games and the winner board. Its own lazy chunk, loaded after
 * the first screen is drawn, so the first screen's JavaScript does not grow by the game cards.
 */
export default observer(function HomeGames() {
  const root = useRootStore()
  const store = gamesStoreOf(root)
  const { t } = useTranslation('games')
  const language = root.ui.language
  // A layout effect: the page's start data fills both lists at once, and filling them here, before the browser
  // paints, means their skeletons are never drawn only to be replaced (which would move what is below them).
  useLayoutEffect(() => {
    void store.loadHot()
    void store.loadWinners()
  }, [store, language])
  // The catalogue's message of a failure (this section's calls carry no values to put in it).
  const messageOf = (error: { messageKey: string } | null) => (error ? t(error.messageKey, { ns: 'errors' }) : null)
  const hotError = messageOf(store.requests.hot.error)
  const winnersError = messageOf(store.requests.winners.error)
  const currency = root.config.merchant?.currency
  return (
    <Box data-testid="home-games" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box component="section" aria-labelledby="home-hot-games" sx={{ minWidth: 0 }}>
        <Typography id="home-hot-games" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('home.hotGames')}
        </Typography>
        <GameGrid
          games={store.hot}
          error={hotError}
          onRetry={() => void store.loadHot()}
          label={t('home.hotGames')}
          imageHosts={root.config.status?.imageCDNs}
          renderLink={routerLink}
          skeletonCount={6}
        />
      </Box>
      <WinnerBoard
        winners={store.winners?.map((winner) => winner.vo) ?? null}
        currencySymbol={currency?.symbol}
        decimals={currency?.decimals}
        error={winnersError}
        onRetry={() => void store.loadWinners()}
        headingLevel="h2"
        skeletonRows={WINNER_LIMIT}
      />
    </Box>
  )
})
