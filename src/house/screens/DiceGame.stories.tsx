import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import DiceGame from '../games/DiceGame'
import { storyT } from '../../components/layout/fixtures'
import { diceLoss, diceSession, diceWin } from '../../components/games/house/fixtures'
import { storyApi } from './storyApi'

const meta = {
  title: 'Games/House/Screens/DiceGame',
  component: DiceGame,
  args: { session: { ...diceSession, minCycleMs: 0 }, api: storyApi({ rolls: [diceWin] }), rollMs: 0 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DiceGame>

export default meta
type Story = StoryObj<typeof meta>

/** Before the first roll: over 50.00 at the least stake. */
export const Idle: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('house:dice.idle'))).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** A winning roll: 73.42, the payout, the new balance, said in the live region. */
export const Win: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('house:dice.roll', { stake: '฿1.00' }) }))
    await expect(await canvas.findByText('73.42')).toBeVisible()
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,259.80')
    await expect(canvas.getByRole('status')).toHaveTextContent(t('house:announce.diceWin', { roll: '73.42', amount: '฿19.80' }))
  },
}

/** A losing roll. */
export const Loss: Story = {
  args: { api: storyApi({ rolls: [diceLoss] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('house:dice.roll', { stake: '฿1.00' }) }))
    await expect(await canvas.findByText('21.87')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(t('house:announce.diceLoss', { roll: '21.87' }))
  },
}

/** The server says the balance is too low. */
export const InsufficientBalance: Story = {
  args: { api: storyApi({ rolls: [{ fail: 'house.balance.insufficient' }] }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('house:dice.roll', { stake: '฿1.00' }) }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.balanceInsufficient'))
  },
}

/** Too fast: the server refused the roll. */
export const TooFast: Story = {
  args: { api: storyApi({ rolls: [{ fail: 'house.too.fast' }] }), session: { ...diceSession, minCycleMs: 60_000 } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('house:dice.roll', { stake: '฿1.00' }) }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.tooFast'))
  },
}

/** A trial account, in English. */
export const TrialEnglish: Story = { args: { session: { ...diceSession, trial: true, balance: '100000.00' } }, globals: { language: 'en' } }

/** Arabic (English words, right to left; Arabic digits, as the portal writes amounts), after a win. */
export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /฿/ }))
    await waitFor(() => expect(canvasElement.querySelector('[data-outcome]')).toHaveAttribute('data-outcome', 'won'))
  },
}
