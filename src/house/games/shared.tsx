/** What both game screens share: the minimum game cycle, the spoken results, the full-screen frame. */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import { visuallyHidden } from '@mui/utils'

/** Resolves after `ms` (0: at once). */
export function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()
}

/**
 * The session's minimum game cycle as a flag: `start()` when the server has answered a round sets `coolingDown` for
 * `ms`, so the button waits as long as the server would refuse a round (`house.too.fast`). The server counts the
 * cycle from when the round's request reached it, before it answered: counting from the answer keeps the next
 * request at least the cycle after that, whatever the network did. Counted from the click, a slow first request and
 * a quick second one reached the server less than the cycle apart and the second was refused.
 */
export function useCooldown(ms: number): { coolingDown: boolean; start(): void } {
  const [coolingDown, setCoolingDown] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const start = useCallback(() => {
    if (ms <= 0) return
    clearTimeout(timer.current)
    setCoolingDown(true)
    timer.current = setTimeout(() => setCoolingDown(false), ms)
  }, [ms])
  return { coolingDown, start }
}

/** A polite live region, visually hidden: each round's result and balance is said once, when it is known. */
export function Announcer({ message }: { message: string }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {message}
    </Box>
  )
}

/**
 * The frame's page: the bar on top and the game filling the rest of the screen (the dynamic viewport height, so a
 * phone's browser bars do not cover the controls), never wider than the screen.
 */
export function GameFrame({ bar, children, maxWidth }: { bar: ReactNode; children: ReactNode; maxWidth: number }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', width: '100%', overflowX: 'hidden', bgcolor: 'background.default' }}>
      {bar}
      <Box
        component="main"
        sx={{
          flex: '1 1 auto',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          gap: { xs: 1.5, sm: 2 },
          width: '100%',
          maxWidth,
          mx: 'auto',
          px: { xs: 1, sm: 2 },
          py: { xs: 1.5, sm: 2 },
        }}
      >
        {children}
      </Box>
    </Box>
  )
}
