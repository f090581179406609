import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { ARENA_NOW, fightingFight, lastCallFight, nextFight, openFight, resultFight } from '../fixtures'
import { FightStatus } from './FightStatus'

const meta = {
  title: 'Cockfight/FightStatus',
  component: FightStatus,
  args: { fight: openFight, next: nextFight, at: ARENA_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof FightStatus>

export default meta
type Story = StoryObj<typeof meta>

/** Fight 241, 45 s into its betting: the last call in 0:35, the bar most of the way full, fight 242 next (opens in 2:15). */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: t('cockfight:fight.number', { fight: 241 }) })).toBeVisible()
    await expect(canvas.getByTestId('fight-phase')).toHaveTextContent(t('cockfight:phase.open'))
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(`${t('cockfight:fight.countdown.lastCall')} 0:35`)
    await expect(canvas.getByTestId('fight-next')).toHaveTextContent(t('cockfight:fight.next', { fight: 242 }))
    await expect(canvas.getByTestId('fight-next')).toHaveTextContent(t('cockfight:fight.nextOpens', { time: '2:15' }))
    await expect(canvas.getByTestId('fight-result')).toBeEmptyDOMElement()
  },
}

/** The last call, ten seconds before betting closes: the phase and the countdown in red. */
export const LastCall: Story = {
  args: { fight: lastCallFight, at: '2026-03-14T12:01:30.000Z' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('fight-phase')).toHaveTextContent(t('cockfight:phase.lastCall'))
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(`${t('cockfight:fight.countdown.close')} 0:10`)
  },
}

/** Betting closed, the cocks fighting: no countdown, no result yet. */
export const Fighting: Story = {
  args: { fight: fightingFight, at: '2026-03-14T12:02:10.000Z' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('fight-phase')).toHaveTextContent(t('cockfight:phase.closed'))
    await expect(canvas.queryByRole('timer')).toBeNull()
  },
}

/** Meron wins: the result in the red corner's colour, said as a status. */
export const MeronWins: Story = {
  args: { fight: resultFight('meron'), at: '2026-03-14T12:02:40.000Z' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('cockfight:result.meron'))
  },
}

/** A draw with both cocks dead: the result names its kind (BDD), in the draw's green. */
export const DrawBothDead: Story = {
  parameters: { screenshot: { dark: true } },
  args: { fight: resultFight('draw', 'bdd'), at: '2026-03-14T12:02:40.000Z' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('cockfight:result.bdd'))
  },
}

/** A cancelled fight: every bet refunded, in grey. */
export const Cancelled: Story = {
  args: { fight: resultFight('cancelled'), at: '2026-03-14T12:02:40.000Z' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('cockfight:result.cancelled'))
  },
}
