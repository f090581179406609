import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import FullscreenIcon from '@mui/icons-material/Fullscreen'
import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import { useTranslation } from 'react-i18next'
import { BOTTOM_NAV_HEIGHT } from '../../../layout/BottomNav/BottomNav'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'

export type GameFrameState = 'idle' | 'launching' | 'playing' | 'needsLogin' | 'maintenance' | 'popupBlocked' | 'failed' | 'notFound'

export interface GameFrameProps {
  state: GameFrameState
  /** The game's name (the frame's accessible title and the bar's heading). */
  title: string
  /** The launched game's address, while playing. */
  url: string | null
  /** The failure, translated (state `failed`). */
  errorMessage?: string | null
  /** When the vendor's maintenance ends (ISO 8601), if it said. */
  maintenanceUntil?: string | null
  /** What to play instead while the vendor is in maintenance (popular games). */
  suggestions?: ReactNode
  onBack(): void
  onRetry(): void
  onLogin(): void
  /** The failure can be mended with a deposit (too little to play): the deposit button. */
  onDeposit?: () => void
  onFullScreen(): void
  /** The element that goes full screen (the bar and the frame). */
  containerRef?: RefObject<HTMLDivElement | null>
  testId?: string
  /** The portal's own origin, to tell a same-origin game (framed without allow-same-origin) from a vendor's. */
  origin?: string
}

/**
 * The sandbox of a game's frame. A game on this server's origin (the house games) runs without `allow-same-origin`:
 * an opaque origin, so it cannot read the portal's storage (the member's token) or reach into its page. A vendor's
 * game on its own origin keeps its origin (its own cookies and storage) and is still kept from the portal by the
 * origin boundary. Neither may navigate the portal away (no top navigation).
 */
export function frameSandbox(url: string, origin: string): string {
  const base = 'allow-scripts allow-forms allow-pointer-lock allow-popups allow-popups-to-escape-sandbox'
  let frameOrigin: string
  try {
    frameOrigin = new URL(url, origin).origin
  } catch {
    return base
  }
  return frameOrigin === origin ? base : `${base} allow-same-origin`
}

/** Before the first measurement: the portal's header (its bar and its navigation row). */
const FALLBACK_TOP = 109

function formatUntil(iso: string, language: string): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/**
 * The game page (/game, /seamless): a bar with back, the game's name and full screen, over the game in a sandboxed
 * frame that fills the rest of the screen; or, before and instead of the game, what is happening: launching, log in
 * to play, the vendor in maintenance with games to play instead, a blocked window ("allow pop-ups and try again"),
 * a failure with its remedy.
 */
export function GameFrame(props: GameFrameProps) {
  const { state, title, url, onBack, onRetry, onLogin, onDeposit, onFullScreen, containerRef, testId } = props
  const { t, i18n } = useTranslation('games')
  const origin = props.origin ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
  const until = props.maintenanceUntil ? formatUntil(props.maintenanceUntil, i18n.language) : null
  // "Back" points to where the reader came from: the right in a right-to-left page.
  const flip = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined

  // Where the frame starts in the page: it fills the screen from there down.
  const own = useRef<HTMLDivElement | null>(null)
  const [top, setTop] = useState(FALLBACK_TOP)
  const setContainer = useCallback(
    (element: HTMLDivElement | null) => {
      own.current = element
      if (containerRef) (containerRef as { current: HTMLDivElement | null }).current = element
    },
    [containerRef],
  )
  useLayoutEffect(() => {
    const measure = () => {
      if (own.current && !document.fullscreenElement) setTop(Math.max(0, Math.round(own.current.getBoundingClientRect().top + window.scrollY)))
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])

  let body: ReactNode
  switch (state) {
    case 'playing':
      body = url ? (
        <Box
          component="iframe"
          src={url}
          title={title}
          sandbox={frameSandbox(url, origin)}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
          data-testid="game-frame"
          sx={{ display: 'block', border: 0, width: '100%', height: '100%', bgcolor: 'common.black' }}
        />
      ) : (
        <EmptyState title={t('frame.newWindowTitle')} description={t('frame.newWindow')} />
      )
      break
    case 'needsLogin':
      body = <EmptyState icon={<LockOutlinedIcon />} title={t('frame.loginTitle')} description={t('frame.loginToPlay')} action={<Button variant="contained" onClick={onLogin}>{t('frame.login')}</Button>} />
      break
    case 'maintenance':
      body = (
        <Box sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
          <EmptyState
            icon={<BuildCircleOutlinedIcon />}
            title={t('frame.maintenanceTitle')}
            description={until ? t('frame.maintenanceUntil', { until }) : t('frame.maintenance')}
          />
          {props.suggestions}
        </Box>
      )
      break
    case 'popupBlocked':
      body = <ErrorState title={t('frame.popupBlockedTitle')} message={t('frame.popupBlocked')} onRetry={onRetry} />
      break
    case 'failed':
      body = (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <ErrorState message={props.errorMessage ?? t('frame.failed')} onRetry={onDeposit ? undefined : onRetry} />
          {onDeposit ? <Button variant="contained" onClick={onDeposit}>{t('frame.deposit')}</Button> : null}
        </Box>
      )
      break
    case 'notFound':
      body = <EmptyState title={t('frame.notFoundTitle')} description={t('frame.notFound')} action={<Button variant="outlined" onClick={onBack}>{t('frame.back')}</Button>} />
      break
    default:
      body = (
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}>
          <CircularProgress aria-hidden="true" />
          <Typography>{t('frame.launching')}</Typography>
        </Box>
      )
  }

  return (
    <Box
      ref={setContainer}
      data-testid={testId}
      sx={{
        display: 'flex', flexDirection: 'column', bgcolor: 'background.default',
        // The rest of the screen below the portal's header (where it starts, measured: the header's height depends on
        // its rows) and above a phone's bottom bar, so the page itself never scrolls; all of it in full screen.
        height: {
          xs: `calc(100dvh - ${top}px - ${BOTTOM_NAV_HEIGHT}px - env(safe-area-inset-bottom))`,
          md: `calc(100dvh - ${top}px)`,
        },
        minHeight: 320,
        '&:fullscreen': { height: '100dvh' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, minHeight: 48, borderBottom: 1, borderColor: 'divider' }}>
        <Button onClick={onBack} startIcon={<ArrowBackIcon aria-hidden="true" sx={flip} />} sx={{ flexShrink: 0 }}>
          {t('frame.back')}
        </Button>
        <Typography component="h1" variant="subtitle1" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 700 }}>
          {title}
        </Typography>
        {state === 'playing' && url ? (
          <Tooltip title={t('frame.fullScreen')}>
            <IconButton onClick={onFullScreen} aria-label={t('frame.fullScreen')}>
              <FullscreenIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: state === 'playing' ? 'hidden' : 'auto' }}>{body}</Box>
    </Box>
  )
}
