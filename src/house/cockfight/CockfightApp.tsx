/**
 * The house cockfighting arena's app (a lazy chunk of the house frame): the arena's header (its name, its mode, the
 * balance), the fight (its number and the next, the phase with its countdown, the result), the board of bets (Meron,
 * Wala and the draws, at fixed odds or from the live pool), the road of the last results, the member's bets, and the
 * slip: beside the fight on a wide screen, a bottom sheet on a phone that opens when a bet is pressed. State and reads
 * are useArena's; every piece on screen is a component of the cockfight group (src/components/cockfight).
 */
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { ArenaBets } from '../../components/cockfight/ArenaBets'
import { ArenaSlip } from '../../components/cockfight/ArenaSlip'
import { BetBoard } from '../../components/cockfight/BetBoard'
import { FightStatus } from '../../components/cockfight/FightStatus'
import { TrendRoad } from '../../components/cockfight/TrendRoad'
import { errorText, SELECTION_NAMES } from '../../components/cockfight/names'
import type { CockfightSelection } from '../../contract/sports/cockfight'
import { AmountText } from '../../components/primitives/AmountText'
import { ErrorState } from '../../components/primitives/ErrorState'
import { LoadingOverlay } from '../../components/primitives/LoadingOverlay'
import type { CockfightApi } from './api'
import { useArena, type Arena } from './useArena'

export interface CockfightAppProps {
  api: CockfightApi
}

function Slip({ arena, autoFocus }: { arena: Arena; autoFocus?: boolean }) {
  const { session, slip } = arena
  const fight = arena.arena?.current
  if (!session || !fight) return null
  return (
    <ArenaSlip
      session={session} fight={fight} selection={slip.selection} amount={slip.amount} onAmountChange={slip.setAmount}
      onPlace={() => void slip.place()} onClear={slip.clear} placing={slip.placing} placed={slip.placed} refusal={slip.refusal} autoFocus={autoFocus}
    />
  )
}

export function CockfightApp({ api }: CockfightAppProps) {
  const { t } = useTranslation('cockfight')
  const arena = useArena(api)
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'))
  const [slipOpen, setSlipOpen] = useState(false)
  const { session } = arena

  if (!session) {
    return (
      <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, bgcolor: 'background.default' }}>
        {arena.failure ? (
          <ErrorState title={t('app.failedTitle')} message={errorText(t, arena.failure)} retryLabel={t('app.retry')} onRetry={arena.retry} />
        ) : (
          <LoadingOverlay loading label={t('app.loading')} minHeight={240} />
        )}
      </Box>
    )
  }

  // On a phone a pressed bet opens the slip's sheet, its amount focused; closing it gives focus back to the bet.
  const pick = (selection: CockfightSelection) => {
    arena.slip.pick(selection)
    if (!wide) setSlipOpen(true)
  }
  const current = arena.arena
  const fightView = current ? (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <FightStatus fight={current.current} next={current.next} at={current.at} />
      <BetBoard fight={current.current} selected={arena.slip.selection} onPick={pick} drawPays={session.drawPays} currency={session.currency} decimals={session.decimals} />
      <TrendRoad road={current.road} />
    </Box>
  ) : arena.arenaError ? (
    <ErrorState message={errorText(t, arena.arenaError)} retryLabel={t('app.retry')} onRetry={arena.retryArena} compact />
  ) : (
    <LoadingOverlay loading label={t('app.arenaLoading')} minHeight={240} />
  )

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', color: 'text.primary', pb: wide ? 2 : 10 }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {t('app.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(session.mode === 'pool' ? 'app.mode.pool' : 'app.mode.fixed')}
            {session.trial ? ` · ${t('app.trial')}` : null}
          </Typography>
        </Box>
        <Typography variant="body2" aria-live="polite" data-testid="arena-balance">
          {t('app.balance')}:{' '}
          <Box component="bdi" sx={{ fontWeight: 700 }}>
            <AmountText value={session.balance} /> {session.currency}
          </Box>
        </Typography>
      </Box>
      <Tabs value={arena.myBets.show ? 'bets' : 'arena'} onChange={(_event, value: string) => arena.myBets.setShow(value === 'bets')} aria-label={t('app.views')} sx={{ px: 1 }}>
        <Tab value="arena" label={t('app.arena')} sx={{ minHeight: 48 }} />
        <Tab value="bets" label={t('app.myBets')} sx={{ minHeight: 48 }} />
      </Tabs>
      <Box sx={{ display: 'grid', gridTemplateColumns: wide ? 'minmax(0, 1fr) 360px' : '1fr', gap: 2, px: { xs: 1, sm: 2 }, pt: 1 }}>
        <Box component="main" sx={{ minWidth: 0 }}>
          {arena.myBets.show ? (
            <ArenaBets
              tab={arena.myBets.tab} onTabChange={arena.myBets.setTab} bets={arena.myBets.bets} error={arena.myBets.error ? errorText(t, arena.myBets.error) : null}
              onRetry={arena.myBets.retry} currency={session.currency} decimals={session.decimals}
            />
          ) : (
            fightView
          )}
        </Box>
        {wide ? (
          <Box component="aside" sx={{ position: 'sticky', top: 8, alignSelf: 'start' }}>
            <Slip arena={arena} />
          </Box>
        ) : null}
      </Box>
      {wide ? null : (
        <>
          <Box sx={{ position: 'fixed', insetInline: 0, bottom: 0, p: 1.5, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
            <Button variant="contained" fullWidth onClick={() => setSlipOpen(true)} disabled={!current} sx={{ minHeight: 48 }}>
              {arena.slip.selection ? t('app.slipButton', { selection: t(SELECTION_NAMES[arena.slip.selection]) }) : t('app.slipButtonEmpty')}
            </Button>
          </Box>
          <Drawer
            anchor="bottom"
            open={slipOpen}
            onClose={() => setSlipOpen(false)}
            slotProps={{ paper: { sx: { maxHeight: '90dvh', p: 1, gap: 0.5 }, role: 'dialog', 'aria-label': t('slip.title') } }}
          >
            <Button onClick={() => setSlipOpen(false)} sx={{ alignSelf: 'flex-end', minHeight: 44 }}>
              {t('app.closeSlip')}
            </Button>
            <Slip arena={arena} autoFocus />
          </Drawer>
        </>
      )}
    </Box>
  )
}
