import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { formatMoney } from '../../games/house/money'
import { storyT } from '../../layout/fixtures'
import { openMalayBet, openParlayBet, SPORTS_NOW } from '../fixtures'
import { CashOutControl } from './CashOutControl'

const money = (amount: string) => formatMoney(amount, 'THB', 'th', 2)

const meta = {
  title: 'Sports/MyBets/CashOutControl',
  component: CashOutControl,
  args: { bet: openMalayBet, money, onCashOut: fn(async (): Promise<string | null> => null) },
  parameters: { now: SPORTS_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CashOutControl>

export default meta
type Story = StoryObj<typeof meta>

/** The book's offer now on a button. */
export const Offer: Story = {
  parameters: { screenshot: { rtl: true, phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('sports:bets.cashOut.offer', { amount: '฿121.40' }) })).toBeVisible()
  },
}

/** Pressed: the amount asked once more, the focus on "cash out"; Escape keeps the bet and gives the focus back to the offer. */
export const Confirming: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const offer = canvas.getByRole('button', { name: t('sports:bets.cashOut.offer', { amount: '฿121.40' }) })
    await userEvent.click(offer)
    await waitFor(() => expect(canvas.getByRole('button', { name: t('sports:bets.cashOut.accept') })).toHaveFocus())
    await expect(canvasElement).toHaveTextContent(t('sports:bets.cashOut.confirm', { amount: '฿121.40' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.getByRole('button', { name: t('sports:bets.cashOut.offer', { amount: '฿121.40' }) })).toHaveFocus())
    await expect(args.onCashOut).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: t('sports:bets.cashOut.offer', { amount: '฿121.40' }) }))
  },
}

/** Taken: the bet at the offer it showed goes to the book. */
export const Taken: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Offer
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('sports:bets.cashOut.offer', { amount: '฿121.40' }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('sports:bets.cashOut.accept') }))
    await waitFor(() => expect(args.onCashOut).toHaveBeenCalledWith(openMalayBet))
  },
}

/** No offer now (a market suspended): said in words, no button. */
export const NoOffer: Story = {
  args: { bet: openParlayBet },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvasElement).toHaveTextContent(t('sports:bets.cashOut.none'))
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The offer fell before it was taken: the reason, as an alert, and the question still open (at the new amount, once read), "cash out" focused. */
export const Refused: Story = {
  args: { onCashOut: fn(async (): Promise<string | null> => 'sports.cashout.changed') },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('sports:bets.cashOut.offer', { amount: '฿121.40' }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('sports:bets.cashOut.accept') }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('sports:errors.sports.cashout.changed'))
    await waitFor(() => expect(canvas.getByRole('button', { name: t('sports:bets.cashOut.accept') })).toHaveFocus())
  },
}

/** Any other refusal (no offer any more) closes the question and says why under the offer. */
export const Unavailable: Story = {
  args: { onCashOut: fn(async (): Promise<string | null> => 'sports.cashout.unavailable') },
  parameters: { screenshot: { disable: true } }, // behaviour only: the alert is pictured in Refused
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('sports:bets.cashOut.offer', { amount: '฿121.40' }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('sports:bets.cashOut.accept') }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('sports:errors.sports.cashout.unavailable'))
    await expect(canvas.queryByRole('button', { name: t('sports:bets.cashOut.accept') })).toBeNull()
  },
}
