import { useEffect, useLayoutEffect } from 'react'
import { observer } from 'mobx-react-lite'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { GameGrid } from '../../../components/games/lobby/GameGrid'
import { WinnerBoard } from '../../../components/games/lobby/WinnerBoard'
import { useFooterHold } from '../../../components/layout/PageShell'
import { LiveMatches } from '../../../components/sports/LiveMatches'
import { useSportsStrings } from '../../../components/sports/sportsStrings'
import { routerLink } from '../../shell/routerLink'
import { useRootStore } from '../../StoreContext'
import { gamesStoreOf, WINNER_LIMIT } from '../../stores/GamesStore'
import { liveMatchesOf } from '../../stores/LiveMatchesStore'

/**
 * Below the home page's fold (spec section 2): the house books' live matches (sports and e-sports in play or next), the hot games and the winner
 * board. Its own lazy chunk, loaded after the first screen is drawn, so the first screen's JavaScript does not grow
 * by the game cards. The live matches are asked for when it is drawn; until they answer (and the book's strings are
 * in) the chunk keeps the place the home page gave it and holds the footer, then draws all three in one commit, so
 * nothing drawn moves (the matches above the games would push them down as they arrived).
 */
export default observer(function HomeGames() {
  const root = useRootStore()
  const store = gamesStoreOf(root)
  const { t } = useTranslation('games')
  const live = liveMatchesOf(root)
  const sportsStrings = useSportsStrings()
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
  useEffect(() => live.watch(), [live])
  const liveSettled = sportsStrings && (live.matches !== null || live.request.error !== null)
  useFooterHold(!liveSettled)
  const currency = root.config.merchant?.currency
  if (!liveSettled) return <Box sx={{ minHeight: 216 }} />
  return (
    // One column that never grows past the page: the live matches' row scrolls inside it (on a phone it is wider
    // than the screen), instead of widening the page.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <LiveMatches
        matches={live.matches}
        // The last matches stay on screen through a failed refresh; the error shows only when there is nothing to show.
        error={live.request.error && !live.matches ? t('sports:live.error') : null}
        onRetry={() => void live.load()}
        renderLink={routerLink}
      />
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
    </Box>
  )
})
