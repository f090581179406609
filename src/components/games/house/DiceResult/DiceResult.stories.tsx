import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { diceLoss, diceWin } from '../fixtures'
import { DiceResult } from './DiceResult'

const meta = {
  title: 'Games/House/DiceResult',
  component: DiceResult,
  args: { currency: 'THB', decimals: 2 },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof DiceResult>

export default meta
type Story = StoryObj<typeof meta>

/** Before the first roll. */
export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('house:dice.idle'))).toBeVisible()
  },
}

/** A roll in play. */
export const Rolling: Story = { args: { rolling: true, round: diceWin } }

/** 73.42 over 50.00: a win of ฿19.80 at ×1.98; the dot sits right of the target line, on the green side. */
export const Won: Story = {
  args: { round: diceWin },
  parameters: { screenshot: { rtl: true, phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText('73.42')).toBeVisible()
    await expect(canvas.getByText(t('house:dice.won', { amount: '฿19.80', multiplier: '×1.98' }))).toBeVisible()
  },
}

/** 21.87 over 50.00: no win. */
export const Lost: Story = {
  args: { round: diceLoss },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('house:dice.lost'))).toBeVisible()
  },
}

/** English. */
export const English: Story = { args: { round: diceWin }, globals: { language: 'en' } }
