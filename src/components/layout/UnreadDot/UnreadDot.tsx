import Box, { type BoxProps } from '@mui/material/Box'

/**
 * The count of unread messages on an icon (the header's member centre, the phone's bottom bar): a small pill placed
 * by `sx` over the icon's top end. Decorative: the control it sits on says the count in its name. Drawn here rather
 * than with MUI's Badge, which the first screen would otherwise download.
 */
export function UnreadDot({ count, sx }: { count: number; sx?: BoxProps['sx'] }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-testid="unread-count"
      sx={[
        {
          position: 'absolute', minWidth: 18, height: 18, px: '5px', borderRadius: 9, bgcolor: 'error.main', color: 'error.contrastText',
          fontSize: 11, fontWeight: 700, lineHeight: '18px', textAlign: 'center', pointerEvents: 'none',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {count > 99 ? '99+' : count}
    </Box>
  )
}
