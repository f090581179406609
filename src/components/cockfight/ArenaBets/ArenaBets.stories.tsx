import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { formatMoney } from '../../games/house/money'
import { storyT } from '../../layout/fixtures'
import { openBets, settledBets } from '../fixtures'
import { ArenaBets, type ArenaBetsProps } from './ArenaBets'

/** Switches tabs with the fixtures' bets, as the app does with the arena's answers. */
function Stateful(args: ArenaBetsProps) {
  const [tab, setTab] = useState(args.tab)
  return (
    <ArenaBets
      {...args}
      tab={tab}
      bets={args.bets === undefined ? undefined : tab === 'open' ? args.bets : settledBets}
      onTabChange={(next) => {
        args.onTabChange(next)
        setTab(next)
      }}
    />
  )
}

const meta = {
  title: 'Cockfight/ArenaBets',
  component: ArenaBets,
  args: { tab: 'open', onTabChange: fn(), bets: openBets, currency: 'THB', decimals: 2 },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ArenaBets>

export default meta
type Story = StoryObj<typeof meta>

const money = (amount: string, language: unknown) => formatMoney(amount, 'THB', typeof language === 'string' ? language : 'th', 2).replace(/\s+/g, ' ')

/**
 * The open bets: a pool bet on Wala (returns the pool's share), BDD at 1:8, Wala at −0.94 (100 to win, risking 94)
 * and Meron at 0.80. Each a card named by its fight and bet.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const cards = canvas.getAllByRole('article')
    await expect(cards).toHaveLength(4)
    await expect(cards[0]).toHaveTextContent(t('cockfight:bets.poolReturn'))
    await expect(cards[2]).toHaveAccessibleName(t('cockfight:bets.card', { fight: 241, selection: t('cockfight:selection.wala') }))
    await expect(cards[2]).toHaveTextContent(t('cockfight:bets.toWin'))
    await expect(cards[2]).toHaveTextContent(money('94', globals.language))
  },
}

/** The settled tab: won 180.00, a lost FTD, Wala refunded on a draw, a pool bet refunded when its fight was cancelled. */
export const Settled: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: t('cockfight:bets.tab.settled') }))
    await expect(args.onTabChange).toHaveBeenLastCalledWith('settled')
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4))
    const cards = canvas.getAllByRole('article')
    await expect(cards[0]).toHaveTextContent(t('cockfight:bets.result.won', { amount: money('180', globals.language) }))
    await expect(cards[1]).toHaveTextContent(t('cockfight:bets.result.lost'))
    await expect(cards[2]).toHaveTextContent(t('cockfight:bets.outcome.push'))
    await expect(cards[3]).toHaveTextContent(t('cockfight:bets.outcome.void'))
  },
}

/** No bets yet. */
export const Empty: Story = {
  args: { bets: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('cockfight:bets.emptyOpen'))).toBeVisible()
  },
}

/** Loading: a status for screen readers, skeletons on screen. */
export const Loading: Story = {
  parameters: { screenshot: { disable: true } },
  args: { bets: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('cockfight:bets.loading'))
  },
}

/** The bets could not be loaded: the reason, and a retry. */
export const Failed: Story = {
  args: { error: 'The arena could not be reached.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
