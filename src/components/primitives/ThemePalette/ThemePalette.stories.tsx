/**
 * The theme's colours for the chosen merchant and mode, as swatches with their text colour: designers review
 * brand colours here, axe checks the contrast of every swatch, and the play function checks every merchant in
 * both modes (not only the one in the toolbar) against WCAG AA.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { expect } from 'storybook/test'
import { THEME_MODES } from '../../../config/languages'
import { MERCHANT_CODES, MERCHANTS } from '../../../config/merchants'
import { contrastRatio } from '../../../../themes/colour'
import { createPortalTheme } from '../../../../themes/createPortalTheme'

const ACCENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const

function Swatches() {
  const theme = useTheme()
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}>
      {ACCENTS.map((name) => (
        <Box key={name} sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <Box sx={{ bgcolor: `${name}.main`, color: `${name}.contrastText`, p: 1.5, fontWeight: 700 }}>{name}</Box>
          <Box sx={{ bgcolor: 'background.paper', p: 1.5 }}>
            <Typography sx={{ color: `${name}.main`, fontWeight: 700 }}>{name} text</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {theme.palette[name].main}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  )
}

const meta = {
  title: 'Theme/Palette',
  component: Swatches,
} satisfies Meta<typeof Swatches>

export default meta
type Story = StoryObj<typeof meta>

/** Swatches of the merchant and mode chosen in the toolbar. */
export const Palette: Story = {
  play: async () => {
    const failures: string[] = []
    for (const merchant of MERCHANT_CODES) {
      for (const mode of THEME_MODES) {
        // The theme's own palette is that of the mode it was created for.
        const { palette } = createPortalTheme(MERCHANTS[merchant].brand, mode, 'ltr')
        const surfaces = [palette.background.default, palette.background.paper]
        const check = (what: string, ratio: number) => {
          if (ratio < 4.5) failures.push(`${merchant}/${mode}: ${what} ${ratio.toFixed(2)}:1`)
        }
        for (const surface of surfaces) {
          check(`text.primary on ${surface}`, contrastRatio(palette.text.primary, surface))
          check(`text.secondary on ${surface}`, contrastRatio(palette.text.secondary, surface))
          for (const name of ACCENTS) check(`${name}.main on ${surface}`, contrastRatio(palette[name].main, surface))
        }
        for (const name of ACCENTS) check(`${name}.contrastText on ${name}.main`, contrastRatio(palette[name].contrastText, palette[name].main))
      }
    }
    await expect(failures).toEqual([])
  },
}

/** The lotus brand (teal primary #0b7a75), light. */
export const Lotus: Story = { globals: { merchant: 'lotus' } }
