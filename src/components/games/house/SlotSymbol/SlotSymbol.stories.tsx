import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { drakeRules, koiRules } from '../fixtures'
import { SlotSymbol } from './SlotSymbol'

const meta = {
  title: 'Games/House/SlotSymbol',
  component: SlotSymbol,
  args: { symbol: 'koi', size: 96 },
} satisfies Meta<typeof SlotSymbol>

export default meta
type Story = StoryObj<typeof meta>

/** One symbol, named in the reader's language. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('img', { name: t('house:symbol.koi') })).toBeVisible()
  },
}

/** Every symbol of both house titles, on the reels' dark tile; an id without art gets a grey gem with its letters. */
export const AllSymbols: Story = {
  render: () => {
    const ids = [...new Set([...Object.keys(koiRules.pays), koiRules.scatter, ...Object.keys(drakeRules.pays), drakeRules.scatter, 'mystery'])]
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 72px)', gap: 1, maxWidth: 640 }}>
        {ids.map((id) => (
          <Box key={id} sx={{ bgcolor: '#252d44', borderRadius: 1.5, p: 1 }}>
            <SlotSymbol symbol={id} size={56} />
          </Box>
        ))}
      </Box>
    )
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('img')).toHaveLength(17)
    await expect(canvas.getByRole('img', { name: t('house:symbol.other', { id: 'mystery' }) })).toBeVisible()
  },
}

/** Beside its name the art is decorative (`label={null}`): hidden from screen readers. */
export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull()
  },
}
