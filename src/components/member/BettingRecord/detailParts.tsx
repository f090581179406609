import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** A part of a round's detail under its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/**
 * Terms and values: in two columns (term, value) on a wide screen, each section's columns lined up with the
 * others'; on a phone, two facts a row, each value under its term.
 */
export function Facts({ items }: { items: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: '34% minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 1.25, sm: 0.75 },
        alignItems: 'baseline',
      }}
    >
      {items.map(([term, value], index) => (
        <Box key={index} sx={{ display: { xs: 'block', sm: 'contents' }, minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

/**
 * An identifier or a vendor's raw value: kept left to right and broken anywhere rather than pushing the dialog wide.
 * The theme's own face with tabular digits, not a system monospace: the portal draws text only in its bundled fonts.
 */
export function Code({ children }: { children: ReactNode }) {
  return (
    <Box
      component="bdi"
      dir="ltr"
      translate="no"
      sx={{ fontFamily: 'inherit', fontSize: '0.8125rem', letterSpacing: '0.04em', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', wordBreak: 'break-all' }}
    >
      {children}
    </Box>
  )
}
