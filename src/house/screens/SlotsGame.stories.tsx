import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import SlotsGame from '../games/SlotsGame'
import { storyT } from '../../components/layout/fixtures'
import { freeSpinsRound, koiSession, losingRound, winningRound } from '../../components/games/house/fixtures'
import { storyApi } from './storyApi'

const meta = {
  title: 'Games/House/Screens/SlotsGame',
  component: SlotsGame,
  // minCycleMs 0 and short timings: the stories play rounds back to back. A least bet of 10.00 starts the line bet
  // at 0.50, the bet the scripted rounds were played at.
  args: { session: { ...koiSession, minCycleMs: 0, game: { ...koiSession.game, minBet: '10.00' } }, api: storyApi({ spins: [winningRound] }), spinMs: 0, freeSpinMs: 50 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SlotsGame>

export default meta
type Story = StoryObj<typeof meta>

/** Before the first spin: the bar, idle reels, the invitation and the controls. */
export const Idle: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Koi Terrace' })).toBeVisible()
    await expect(canvas.getByText(t('house:banner.idle'))).toBeVisible()
    // No sideways scroll, at any width the story runs in.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Space on the spin button: the round wins 42.00, the lines light up, the balance and the live region follow. */
export const Win: Story = {
  args: { api: storyApi({ spins: [winningRound] }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    canvas.getByRole('button', { name: t('house:slots.spin') }).focus()
    await userEvent.keyboard(' ')
    await expect(await canvas.findByText(t('house:banner.win', { amount: '฿42.00' }))).toBeVisible()
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,282.00')
    await expect(canvas.getByRole('status')).toHaveTextContent(t('house:announce.balance', { balance: '฿1,282.00' }))
    await expect(canvas.getAllByRole('img', { name: t('house:slots.winningSymbol', { symbol: t('house:symbol.koi') }) })).toHaveLength(3)
  },
}

/** A losing round: no win, the balance down by the total bet. */
export const NoWin: Story = {
  args: { api: storyApi({ spins: [losingRound] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('house:slots.spin') }))
    await expect(await canvas.findByText(t('house:banner.noWin'))).toBeVisible()
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,240.00')
  },
}

/** Three pagodas: ten free spins play out one by one (here fast), then the round's total. */
export const FreeSpins: Story = {
  args: { api: storyApi({ spins: [freeSpinsRound] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('house:slots.spin') }))
    await expect(await canvas.findByText(t('house:slots.freeSpinOf', { number: 1, total: 10 }))).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('house:announce.freeSpins', { count: 10, multiplier: 2 })), { timeout: 3000 })
    await expect(canvas.getByText(t('house:banner.win', { amount: '฿54.00' }))).toBeVisible()
  },
}

/** Free spins shown one at a time (as players see them), paused on the second: the skip button ends them. */
export const FreeSpinsPlaying: Story = {
  args: { api: storyApi({ spins: [freeSpinsRound] }), freeSpinMs: 60_000 },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('house:slots.spin') }))
    await expect(await canvas.findByRole('button', { name: t('house:slots.skipFreeSpins') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('house:slots.spinning') })).toHaveAttribute('aria-disabled', 'true')
  },
}

/** The server says the balance is too low: the message above the spin button, and in the live region. */
export const InsufficientBalance: Story = {
  args: { api: storyApi({ spins: [{ fail: 'house.balance.insufficient' }] }), session: { ...koiSession, minCycleMs: 0, balance: '3.20', game: { ...koiSession.game, minBet: '10.00' } } },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('house:slots.spin') }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.balanceInsufficient'))
    await expect(canvas.getByRole('status')).toHaveTextContent(t('house:error.balanceInsufficient'))
  },
}

/** Too fast: within the minimum game cycle the button waits; a round the server still refuses says so. */
export const TooFast: Story = {
  args: { api: storyApi({ spins: [{ fail: 'house.too.fast' }] }), session: { ...koiSession, minCycleMs: 60_000 } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const spin = canvas.getByRole('button', { name: t('house:slots.spin') })
    await userEvent.click(spin)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.tooFast'))
    await expect(spin).toHaveAttribute('aria-disabled', 'true')
  },
}

/** A trial account, in English: play credit. */
export const TrialEnglish: Story = { args: { session: { ...koiSession, trial: true, balance: '100000.00' } }, globals: { language: 'en' } }

/** Arabic (English words, right to left; Arabic digits, as the portal writes amounts), after a win. */
export const RightToLeft: Story = {
  globals: { language: 'ar' },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('house:slots.spin') }))
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-won]')).toHaveLength(7))
  },
}

/** A big win (ten total bets or more) in gold. */
export const BigWin: Story = {
  args: { api: storyApi({ spins: [{ ...winningRound, totalBet: '1.00', totalWin: '42.00' }] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('house:slots.spin') }))
    await expect(await canvas.findByText(t('house:banner.bigWin', { amount: '฿42.00' }))).toBeVisible()
  },
}
