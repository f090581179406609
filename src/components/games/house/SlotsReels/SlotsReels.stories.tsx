import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { freeSpinWin, freeSpinsRound, idleGrid, koiRules, winningSpin } from '../fixtures'
import { winningCells, winningLines } from '../slots'
import { SlotsReels } from './SlotsReels'

const meta = {
  title: 'Games/House/SlotsReels',
  component: SlotsReels,
  args: { grid: idleGrid },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SlotsReels>

export default meta
type Story = StoryObj<typeof meta>

/** Before the first spin: 15 symbols, each named, read reel by reel. */
export const Idle: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const reels = within(canvasElement).getByRole('group', { name: t('house:slots.reels') })
    const symbols = within(reels).getAllByRole('img')
    await expect(symbols).toHaveLength(15)
    await expect(symbols[0]).toHaveAccessibleName(t('house:symbol.A'))
    await expect(symbols[1]).toHaveAccessibleName(t('house:symbol.lotus'))
  },
}

/** Spinning: the symbols blur and roll (still under reduced motion), and the reels say they are busy. */
export const Spinning: Story = {
  args: { spinning: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const reels = within(canvasElement).getByRole('group', { name: t('house:slots.reelsSpinning') })
    await expect(reels).toHaveAttribute('aria-busy', 'true')
    await expect(within(reels).queryAllByRole('img')).toHaveLength(0)
  },
}

/** Two winning lines: four koi (a wild on reel 2) on the middle row, three aces on the top row. */
export const Win: Story = {
  args: { grid: winningSpin.grid, winningCells: winningCells(winningSpin, koiRules), lines: winningLines(winningSpin, koiRules.paylines) },
  parameters: { screenshot: { rtl: true, phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const koi = t('house:slots.winningSymbol', { symbol: t('house:symbol.koi') })
    await expect(canvas.getAllByRole('img', { name: koi })).toHaveLength(3)
    await expect(canvas.getByRole('img', { name: t('house:slots.winningSymbol', { symbol: t('house:symbol.wild') }) })).toBeVisible()
    await expect(canvas.getAllByRole('img', { name: t('house:slots.winningSymbol', { symbol: t('house:symbol.A') }) })).toHaveLength(3)
    await expect(canvasElement.querySelectorAll('polyline')).toHaveLength(2)
  },
}

/** Three scatters award free spins: they are framed wherever they landed (no line drawn). */
export const ScatterTrigger: Story = {
  args: { grid: freeSpinsRound.base.grid, winningCells: winningCells(freeSpinsRound.base, koiRules), lines: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const pagoda = t('house:slots.winningSymbol', { symbol: t('house:symbol.pagoda') })
    await expect(within(canvasElement).getAllByRole('img', { name: pagoda })).toHaveLength(3)
  },
}

/** During free spins: which one of how many, and the multiplier, over the reels. */
export const FreeSpins: Story = {
  args: {
    grid: freeSpinWin.grid,
    winningCells: winningCells(freeSpinWin, koiRules),
    lines: winningLines(freeSpinWin, koiRules.paylines),
    freeSpin: { number: 2, total: 10, multiplier: 2 },
  },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('house:slots.freeSpinOf', { number: 2, total: 10 }))).toBeVisible()
  },
}

/** English. */
export const English: Story = { ...Win, globals: { language: 'en' } }

/** Arabic (English words, right to left): the reels still read left to right, as the paylines count from reel 1. */
export const RightToLeft: Story = {
  ...FreeSpins,
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const cells = canvasElement.querySelectorAll('[data-symbol]')
    await expect(cells[0].getBoundingClientRect().left).toBeLessThan(cells[14].getBoundingClientRect().left)
  },
}
