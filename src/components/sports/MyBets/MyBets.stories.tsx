import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { formatMoney } from '../../games/house/money'
import { storyT } from '../../layout/fixtures'
import { openBets, settledBets, SPORTS_NOW } from '../fixtures'
import { ODDS_FORMAT_NAMES } from '../prices'
import { MyBets, type MyBetsProps } from './MyBets'

/** Switches the tab and its bets, as the book's app does with the bets call's status filter. */
function Stateful(args: MyBetsProps) {
  const [tab, setTab] = useState(args.tab)
  const bets = args.bets === undefined ? undefined : tab === args.tab ? args.bets : tab === 'open' ? openBets : settledBets
  return (
    <MyBets
      {...args}
      tab={tab}
      bets={bets}
      onTabChange={(next) => {
        args.onTabChange(next)
        setTab(next)
      }}
    />
  )
}

const meta = {
  title: 'Sports/MyBets',
  component: MyBets,
  args: { tab: 'open', bets: openBets, currency: 'THB', decimals: 2, onTabChange: fn(), onRetry: fn(), page: 1, totalPages: 1, onPage: fn() },
  parameters: { now: SPORTS_NOW },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof MyBets>

export default meta
type Story = StoryObj<typeof meta>

const money = (amount: string, language: unknown) => formatMoney(amount, 'THB', typeof language === 'string' ? language : 'th', 2)

/**
 * The open bets: one held for the in-play delay, a single struck at Malay −0.67 (100 to win, 67 at risk), a
 * three-leg parlay; each with its legs, stake, risk and potential return. The settled tab is one press away.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const open = canvas.getByRole('tab', { name: t('sports:bets.tab.open') })
    await expect(open).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(t('sports:bets.tab.open'))
    const bets = within(canvas.getByRole('list', { name: t('sports:bets.tab.open') })).getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === t('sports:bets.tab.open'))
    await expect(bets).toHaveLength(3)
    await expect(within(bets[0]).getByTestId('bet-standing')).toHaveTextContent(t('sports:bets.status.pending'))
    await expect(within(bets[0]).getByText(t('sports:bets.inPlay'))).toBeVisible()

    const malay = bets[1]
    await expect(within(malay).getByRole('heading')).toHaveTextContent(t('sports:bets.single'))
    await expect(within(malay).getByTestId('leg-quote')).toHaveTextContent('\u22120.67')
    await expect(malay).toHaveTextContent(`${t('sports:bets.stake')}${money('100.00', globals.language)}`)
    await expect(malay).toHaveTextContent(`${t('sports:bets.risk')}${money('67.00', globals.language)}`)
    await expect(malay).toHaveTextContent(`${t('sports:bets.potentialReturn')}${money('167.00', globals.language)}`)
    await expect(malay).toHaveTextContent(t(ODDS_FORMAT_NAMES.malay))

    const parlay = bets[2]
    await expect(within(parlay).getByRole('heading')).toHaveTextContent(t('sports:bets.parlay', { count: 3 }))
    await expect(within(within(parlay).getByRole('list', { name: t('sports:bets.legs') })).getAllByRole('listitem')).toHaveLength(3)

    await userEvent.click(canvas.getByRole('tab', { name: t('sports:bets.tab.settled') }))
    await expect(args.onTabChange).toHaveBeenCalledWith('settled')
    await userEvent.click(open)
    open.blur()
  },
}

/**
 * Settled: won at Malay −0.80 (80 risked, 180 paid), cashed out for 141.30, half lost on −0.25 at 1–1 (50 back), a
 * parlay lost on one leg, and a bet refused after its delay with the reason. Each leg shows its outcome and the final score.
 */
export const Settled: Story = {
  args: { tab: 'settled', bets: settledBets },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: t('sports:bets.tab.settled') })
    const bets = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list)
    await expect(bets.map((bet) => within(bet).getByTestId('bet-standing').textContent)).toEqual([
      t('sports:bets.result.won', { amount: money('180.00', globals.language) }),
      t('sports:bets.result.cashedOut', { amount: money('141.30', globals.language) }),
      t('sports:bets.result.returned', { amount: money('50.00', globals.language) }),
      t('sports:bets.result.lost'),
      t('sports:bets.status.rejected'),
    ])
    await expect(within(bets[0]).getByTestId('leg-score')).toHaveTextContent(`${t('sports:bets.finalScore')} 2–0`)
    await expect(bets[0]).toHaveTextContent(`${t('sports:bets.payout')}${money('180.00', globals.language)}`)
    await expect(bets[2]).toHaveTextContent(`${t('sports:bets.outcome')} ${t('sports:outcome.half-lose')}`)
    const legs = within(within(bets[3]).getByRole('list', { name: t('sports:bets.legs') })).getAllByRole('listitem')
    await expect(legs[0]).toHaveTextContent(t('sports:outcome.win'))
    await expect(legs[1]).toHaveTextContent(t('sports:outcome.lose'))
    await expect(bets[4]).toHaveTextContent(t('sports:errors.sports.price.changed'))
  },
}

/** By keyboard: the arrow keys move between the tabs, Enter chooses one. */
export const Keyboard: Story = {
  parameters: { screenshot: { disable: true } }, // ends as Settled
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: t('sports:bets.tab.open') })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    const settled = canvas.getByRole('tab', { name: t('sports:bets.tab.settled') })
    await expect(settled).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onTabChange).toHaveBeenCalledWith('settled')
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(t('sports:bets.tab.settled'))
    settled.blur()
  },
}

/** Loading: placeholder cards, and "loading" said once. */
export const Loading: Story = {
  args: { bets: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('sports:bets.loading'))
  },
}

/** No open bets. */
export const Empty: Story = {
  args: { bets: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('sports:bets.emptyOpen'))).toBeVisible()
  },
}

/** The bets could not be loaded: the reason and a retry in the panel. */
export const Failed: Story = {
  args: { error: 'The book did not answer. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const panel = canvas.getByRole('tabpanel')
    await expect(within(panel).getByRole('alert')).toHaveTextContent('The book did not answer. Check your connection.')
    await userEvent.click(within(panel).getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** Many pages: the page buttons under the list. */
export const Pages: Story = {
  args: { tab: 'settled', bets: settledBets.slice(0, 1), page: 2, totalPages: 4 },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const pages = within(canvasElement).getByRole('navigation', { name: t('sports:bets.pages') })
    await userEvent.click(within(pages).getByRole('button', { name: t('common:pagination.page', { page: 3 }) }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
  },
}
