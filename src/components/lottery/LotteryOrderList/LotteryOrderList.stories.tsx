import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { formatMoney } from '../../games/house/money'
import { storyT } from '../../layout/fixtures'
import { fixtureOrders, longNameGame, lotteryMoney, ordersFooter, ordersFooterBehind } from '../fixtures'
import { BET_TYPE_NAMES, LotteryOrderList } from './LotteryOrderList'

const meta = {
  title: 'Lottery/LotteryOrderList',
  component: LotteryOrderList,
  args: { orders: fixtureOrders().slice(0, 3), footer: ordersFooter, page: 1, totalPages: 3, onPage: fn(), ...lotteryMoney },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof LotteryOrderList>

export default meta
type Story = StoryObj<typeof meta>

const money = (amount: string, language: unknown) => formatMoney(amount, lotteryMoney.currency, typeof language === 'string' ? language : 'th', lotteryMoney.decimals)

/**
 * A page of bets, one of each kind: waiting for the draw, won (with the amount), lost; each with its round, bet
 * type, numbers, stake and time. The totals over every page, and the pages.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const items = within(canvas.getByRole('list', { name: t('lottery:orders.list') })).getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveTextContent(t('lottery:orders.status.open'))
    await expect(items[0]).toHaveTextContent(t(BET_TYPE_NAMES.de))
    await expect(items[0]).toHaveTextContent(t('lottery:orders.round', { roundNo: '29474220' }))
    await expect(items[1]).toHaveTextContent(t('lottery:orders.status.won', { amount: money('160.00', globals.language) }))
    await expect(items[2]).toHaveTextContent(t('lottery:orders.status.lost'))
    await expect(items[1]).toHaveTextContent(`${t('lottery:orders.stake')} ${money('23.00', globals.language)}`)
    await expect(items[1].querySelector('time')).toHaveAttribute('dateTime', '2026-01-15T04:58:25.000Z')
    const totals = canvas.getByRole('group', { name: t('lottery:orders.totals') })
    await expect(totals).toHaveTextContent(`+${money('286.50', globals.language)}`)
    const pages = canvas.getByRole('navigation', { name: t('lottery:orders.pages') })
    await userEvent.click(within(pages).getByRole('button', { name: t('common:pagination.page', { page: 2 }) }))
    await expect(args.onPage).toHaveBeenCalledWith(2)
  },
}

/** Loading: placeholder cards, and "loading" said once. */
export const Loading: Story = {
  args: { orders: undefined, footer: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lottery:orders.loading'))
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** No bets yet. */
export const Empty: Story = {
  args: { orders: [], footer: undefined, totalPages: 0 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('lottery:orders.empty'))).toBeVisible()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** The orders could not be loaded: the message, announced, and a retry. */
export const Failed: Story = {
  args: { orders: undefined, error: 'The server did not answer. Check your connection and try again.', onRetry: fn() },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent(t('lottery:orders.errorTitle'))
    await expect(alert).toHaveTextContent('The server did not answer.')
    await userEvent.click(within(alert).getByRole('button', { name: t('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** One page, and behind overall: no page buttons; the profit with a minus sign (not only red). */
export const OnePageBehind: Story = {
  args: { orders: fixtureOrders().slice(1, 3), footer: ordersFooterBehind, totalPages: 1 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('navigation')).toBeNull()
    await expect(canvas.getByRole('group', { name: t('lottery:orders.totals') })).toHaveTextContent(`\u2212${money('1123.50', globals.language)}`)
  },
}

/** A xiên 4's four numbers, a daily game's bet, and a long game name on a phone: they wrap; nothing scrolls sideways. */
export const LongNames: Story = {
  args: { orders: fixtureOrders().slice(3, 5).map((order, index) => (index === 0 ? { ...order, gameName: longNameGame().name } : order)) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(items[0]).toHaveTextContent('14 40 81 91')
    await expect(items[1].querySelector('time')).toHaveAttribute('dateTime', '2026-01-14T08:02:00.000Z')
    for (const item of within(canvasElement).getAllByRole('listitem')) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 2)
  },
}

/** English. */
export const English: Story = {
  args: { orders: fixtureOrders('en').slice(0, 3) },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(items[1]).toHaveTextContent('Won ฿160.00')
    await expect(items[1]).toHaveTextContent('Round 29474219 · Lô')
  },
}

/** Chinese. */
export const Chinese: Story = { args: { orders: fixtureOrders('cn').slice(0, 3) }, globals: { language: 'cn' } }
