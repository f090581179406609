import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { cricketLive, footballLive, footballPrematch, mobaLive, priceName, shooterSuspended } from '../fixtures'
import { slipLegKey } from '../slip'
import { MarketBoard, type MarketBoardProps } from './MarketBoard'

/** Keeps the slip's keys as the book's app does. */
function Stateful(args: MarketBoardProps) {
  const [selected, setSelected] = useState(args.selected)
  return (
    <MarketBoard
      {...args}
      selected={selected}
      onPick={(leg) => {
        args.onPick(leg)
        const key = slipLegKey(leg)
        setSelected((keys) => (keys.includes(key) ? keys.filter((each) => each !== key) : [...keys, key]))
      }}
    />
  )
}

const meta = {
  title: 'Sports/MarketBoard',
  component: MarketBoard,
  args: { event: footballLive, format: 'decimal', selected: [], onPick: fn(), onBack: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MarketBoard>

export default meta
type Story = StoryObj<typeof meta>

type T = ReturnType<typeof storyT>
const headings = (root: HTMLElement, level: number) => within(root).getAllByRole('heading', { level }).map((heading) => heading.textContent)

/**
 * The live match's every open market: the result, draw no bet, the handicap ladder (−1.75 to −0.75) and the goals
 * ladder (3 to 3.75) a line per row, the correct scores by winner, odd/even; both to score and the first half are
 * closed, so absent. Each selection is named in full; a press puts it on the slip.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(headings(canvasElement, 3)).toEqual([t('sports:board.match')])
    await expect(headings(canvasElement, 4)).toEqual([
      t('sports:market.result'),
      t('sports:market.drawNoBet'),
      t('sports:market.handicap.goals'),
      t('sports:market.total.goals'),
      t('sports:market.correctScore'),
      t('sports:market.oddEven'),
    ])
    const handicapName = (line: string) => t('sports:market.withLine', { name: t('sports:market.handicap.goals'), line })
    await expect(canvas.getAllByRole('group', { name: new RegExp(`^${t('sports:market.handicap.goals')} `) })).toHaveLength(5)
    const quarter = canvas.getByRole('group', { name: handicapName('\u22120.75') })
    const away = t('sports:selection.handicap', { team: 'Quillbrook United', line: '+0.75' })
    await expect(within(quarter).getByRole('button', { name: priceName(t, away, { price: '2.50' }) })).toBeVisible()

    const over = t('sports:selection.over', { line: '3.5' })
    const button = canvas.getByRole('button', { name: priceName(t, over, { price: '2.50' }) })
    await userEvent.click(button)
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ market: expect.objectContaining({ key: 'ou:14', kind: 'total', line: 14 }), selection: 'over', price: 2500 }))
    await expect(button).toHaveAttribute('aria-pressed', 'true')

    const scores = canvas.getByRole('group', { name: t('sports:market.correctScore') })
    await expect(within(scores).getAllByRole('button')).toHaveLength(10)
    await expect(within(scores).getByRole('button', { name: priceName(t, t('sports:selection.score', { home: 2, away: 1 }), { caption: '2–1', price: '2.40' }) })).toBeVisible()
    await expect(within(scores).getByRole('button', { name: priceName(t, t('sports:selection.otherScore'), { price: '26.00' }) })).toBeVisible()
    await expect(canvas.queryByText(t('sports:market.bothScore'))).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: t('sports:board.back') }))
    await expect(args.onBack).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

const firstHalfChecks = async (root: HTMLElement, t: T) => {
  const canvas = within(root)
  await expect(headings(root, 3)).toEqual([t('sports:board.match'), t('sports:market.scope.firstHalf')])
  const half = canvas.getByRole('region', { name: t('sports:market.scope.firstHalf') })
  await expect(headings(half, 4)).toEqual([t('sports:market.result'), t('sports:market.total.goals')])
  await expect(canvas.getByRole('group', { name: t('sports:market.bothScore') })).toBeVisible()
}

/** To come: both to score open, and the first half's result and total under their own heading. */
export const Prematch: Story = {
  args: { event: footballPrematch, onBack: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await firstHalfChecks(canvasElement, t)
    const half = within(canvasElement).getByRole('region', { name: t('sports:market.scope.firstHalf') })
    await expect(within(half).getByRole('button', { name: priceName(t, t('sports:selection.over', { line: '1.25' }), { price: '2.15' }) })).toBeVisible()
    await expect(within(canvasElement).queryByRole('button', { name: t('sports:board.back') })).toBeNull()
  },
}

/** The same board in fractional odds, each the exact reduced fraction a bet would strike (1.952 is 119/125, 3.40 is 12/5). */
export const Fractional: Story = {
  args: { event: footballPrematch, format: 'fractional' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const result = within(canvasElement).getByRole('group', { name: t('sports:market.result') })
    await expect(within(result).getByRole('button', { name: priceName(t, t('sports:selection.draw'), { price: '12/5' }) })).toBeVisible()
  },
}

/** A MOBA series: the series' markets, then the second map's winner under "Map 2". */
export const Esports: Story = {
  args: { event: mobaLive },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(headings(canvasElement, 3)).toEqual([t('sports:board.match'), t('sports:market.scope.map', { period: 2 })])
    const map = within(canvasElement).getByRole('region', { name: t('sports:market.scope.map', { period: 2 }) })
    await expect(within(map).getByRole('button', { name: priceName(t, 'Nimbus Forge', { price: '2.65' }) })).toBeEnabled()
  },
}

/** Cricket: the winner, then the first innings' runs ladder. */
export const Cricket: Story = {
  args: { event: cricketLive },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(headings(canvasElement, 3)).toEqual([t('sports:board.match'), t('sports:market.scope.innings', { period: 1 })])
    await expect(within(canvasElement).getAllByRole('group', { name: new RegExp(t('sports:market.total.runs')) })).toHaveLength(3)
  },
}

/** Suspended at map point: every price a lock, none takes a press. */
export const Suspended: Story = {
  args: { event: shooterSuspended },
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button').filter((button) => button.hasAttribute('disabled'))
    await expect(buttons).toHaveLength(10)
    await userEvent.click(buttons[0], { pointerEventsCheck: 0 })
    await expect(args.onPick).not.toHaveBeenCalled()
  },
}
