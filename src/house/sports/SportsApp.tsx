/**
 * The house sportsbook's app (a lazy chunk of the house frame): the book's header (its name, the balance, the odds
 * format), the matches of a sport or one match's every market, the member's bets, and the bet slip: beside the
 * matches on a wide screen, behind a button at the foot of a phone's. State and reads are useBook's; every piece on
 * screen is a component of the sports group (src/components/sports), as its stories show it.
 */
import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { BookSlip } from '../../components/sports/BookSlip'
import { EventList } from '../../components/sports/EventList'
import { MarketBoard } from '../../components/sports/MarketBoard'
import { MyBets } from '../../components/sports/MyBets'
import { OddsFormatPicker } from '../../components/sports/OddsFormatPicker'
import { SportTabs } from '../../components/sports/SportTabs'
import { errorText } from '../../components/sports/names'
import { slipLegKey } from '../../components/sports/slip'
import { AmountText } from '../../components/primitives/AmountText'
import { ErrorState } from '../../components/primitives/ErrorState'
import { LoadingOverlay } from '../../components/primitives/LoadingOverlay'
import type { SportsApi } from './api'
import { useBook, type Book } from './useBook'

export interface SportsAppProps {
  api: SportsApi
  /** A match to open at once (the portal's home card named it), instead of the list. */
  openFirst?: string
}

function Slip({ book }: { book: Book }) {
  const { session, format, slip } = book
  if (!session) return null
  return (
    <BookSlip
      legs={slip.legs} format={format} mode={slip.mode} onModeChange={slip.setMode} stakes={slip.stakes} onStakeChange={slip.setStake}
      oddsChange={slip.oddsChange} onOddsChange={slip.setOddsChange} session={session} onRemove={slip.remove} onClear={slip.clear}
      onPlace={(bets) => void slip.place(bets)} placing={slip.placing} placed={slip.placed} refusal={slip.refusal} onAcceptPrices={slip.acceptPrices}
    />
  )
}

export function SportsApp({ api, openFirst }: SportsAppProps) {
  const { t } = useTranslation('sports')
  const book = useBook(api, openFirst)
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'))
  const [slipOpen, setSlipOpen] = useState(false)
  const panelId = useId()
  const { session } = book

  if (!session) {
    return (
      <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, bgcolor: 'background.default' }}>
        {book.failure ? (
          <ErrorState title={t('app.failedTitle')} message={errorText(t, book.failure)} retryLabel={t('app.retry')} onRetry={book.retry} />
        ) : (
          <LoadingOverlay loading label={t('app.loading')} minHeight={240} />
        )}
      </Box>
    )
  }

  const selected = book.slip.legs.map(slipLegKey)
  const matches = book.openId ? (
    book.match ? (
      <MarketBoard event={book.match} format={book.format} selected={selected} onPick={book.slip.pick} onBack={() => book.openMatch(null)} />
    ) : (
      <LoadingOverlay loading label={t('list.loading')} minHeight={240} />
    )
  ) : (
    <>
      {book.sport ? <SportTabs sports={session.sports} value={book.sport} onChange={book.chooseSport} panelId={panelId} /> : null}
      <Box id={panelId}>
        <EventList
          events={book.events} error={book.listError ? errorText(t, book.listError) : null} onRetry={book.retryList} format={book.format}
          selected={selected} onPick={book.slip.pick} onOpen={(eventId) => book.openMatch(eventId)}
        />
      </Box>
    </>
  )
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', color: 'text.primary', pb: wide ? 2 : 9 }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t(session.book === 'sportsbook' ? 'app.sportsbook' : 'app.esportsbook')}
        </Typography>
        <Typography variant="body2" aria-live="polite">
          {t('app.balance')}:{' '}
          <Box component="bdi" sx={{ fontWeight: 700 }}>
            <AmountText value={session.balance} /> {session.currency}
          </Box>
        </Typography>
        <OddsFormatPicker value={book.format} onChange={book.setFormat} />
      </Box>
      <Tabs value={book.myBets.show ? 'bets' : 'matches'} onChange={(_event, value: string) => book.myBets.setShow(value === 'bets')} aria-label={t('app.views')} sx={{ px: 1 }}>
        <Tab value="matches" label={t('app.matches')} />
        <Tab value="bets" label={t('app.myBets')} />
      </Tabs>
      <Box sx={{ display: 'grid', gridTemplateColumns: wide ? 'minmax(0, 1fr) 360px' : '1fr', gap: 2, px: { xs: 1, sm: 2 }, pt: 1 }}>
        <Box component="main" sx={{ minWidth: 0 }}>
          {book.myBets.show ? (
            <MyBets
              tab={book.myBets.tab} onTabChange={book.myBets.setTab} bets={book.myBets.bets} error={book.myBets.error ? errorText(t, book.myBets.error) : null}
              onRetry={book.myBets.retry} currency={session.currency} decimals={session.decimals} onCashOut={book.myBets.cashOut}
            />
          ) : (
            matches
          )}
        </Box>
        {wide ? (
          <Box component="aside" sx={{ position: 'sticky', top: 8, alignSelf: 'start' }}>
            <Slip book={book} />
          </Box>
        ) : null}
      </Box>
      {wide ? null : (
        <>
          <Box sx={{ position: 'fixed', insetInline: 0, bottom: 0, p: 1.5, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
            <Button variant="contained" fullWidth onClick={() => setSlipOpen(true)} disabled={book.slip.legs.length === 0 && book.slip.placed.length === 0}>
              {t('app.slipButton', { count: book.slip.legs.length })}
            </Button>
          </Box>
          <Drawer anchor="bottom" open={slipOpen} onClose={() => setSlipOpen(false)} slotProps={{ paper: { sx: { maxHeight: '90dvh', p: 1 } } }}>
            <Button onClick={() => setSlipOpen(false)} sx={{ alignSelf: 'flex-end' }}>
              {t('app.closeSlip')}
            </Button>
            <Slip book={book} />
          </Drawer>
        </>
      )}
    </Box>
  )
}
