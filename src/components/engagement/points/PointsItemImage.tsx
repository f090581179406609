import Box from '@mui/material/Box'

/**
 * A catalogue item's picture: one of the bundled drawings, named by the item's `image` (an operator picks a name, never
 * uploads), drawn in the theme's colours so it suits light and dark. An unknown name draws the gift.
 */
const DRAWINGS: Record<string, string> = {
  cash: 'M6 16h36v18H6z M24 25m-5 0a5 5 0 1 0 10 0a5 5 0 1 0 -10 0 M10 20h4 M34 30h4',
  keyring: 'M18 18m-8 0a8 8 0 1 0 16 0a8 8 0 1 0 -16 0 M24 24l14 14 M32 32l4 -4 M36 36l4 -4',
  bottle: 'M20 6h8v6h-8z M18 12h12l2 6v22a4 4 0 0 1 -4 4h-8a4 4 0 0 1 -4 -4v-22z M16 24h16',
  jersey: 'M16 8l-10 6 4 8 6 -3v21h16v-21l6 3 4 -8 -10 -6c-2 4 -14 4 -16 0z',
  speaker: 'M12 6h24v36h-24z M24 30m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0 M24 14m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
  cap: 'M8 30a16 14 0 0 1 32 0z M40 30h6 M24 16v-3',
  gift: 'M8 18h32v8h-32z M10 26h28v16h-28z M24 18v24 M24 18c-4 -8 -12 -8 -10 -2 M24 18c4 -8 12 -8 10 -2',
}

export function PointsItemImage({ name, size = 72 }: { name: string; size?: number }) {
  const path = DRAWINGS[name] ?? DRAWINGS.gift
  return (
    <Box
      aria-hidden
      sx={{ display: 'grid', placeItems: 'center', inlineSize: '100%', blockSize: size + 24, bgcolor: 'action.hover', borderRadius: 1, color: name === 'cash' ? 'success.main' : 'primary.main' }}
    >
      <svg width={size} height={size} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </Box>
  )
}
