import { useEffect, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { installManualTime } from '../../primitives/timeSource'
import { emptyPoolFight, fightingFight, lastCallFight, nextFight, openFight, poolFight, poolFightLater } from '../fixtures'
import { BetBoard, type BetBoardProps } from './BetBoard'

/** Keeps the pressed bet as the arena's app does. */
function Stateful(args: BetBoardProps) {
  const [selected, setSelected] = useState(args.selected)
  return (
    <BetBoard
      {...args}
      selected={selected}
      onPick={(selection) => {
        args.onPick(selection)
        setSelected(selection)
      }}
    />
  )
}

/** The pool a moment later, as the next read brings it: Wala took 2,000 more. */
function PoolMoving(args: BetBoardProps) {
  const [fight, setFight] = useState(poolFight)
  useEffect(() => {
    const timer = setTimeout(() => setFight(poolFightLater), 50)
    return () => clearTimeout(timer)
  }, [])
  return <BetBoard {...args} fight={fight} />
}

const meta = {
  title: 'Cockfight/BetBoard',
  component: BetBoard,
  args: { fight: openFight, selected: null, onPick: fn(), drawPays: 8, currency: 'THB', decimals: 2 },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof BetBoard>

export default meta
type Story = StoryObj<typeof meta>

type T = ReturnType<typeof storyT>
const button = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('button', { name: new RegExp(`^${name}`) })
const side = (t: T, key: 'meron' | 'wala') => t(`cockfight:selection.${key}`)

/**
 * Fixed odds, betting open: Meron (red) at 0.80, Wala (blue) at −0.94, the three draws at 1:8. Meron pressed goes on
 * the slip (pressed); BDD pressed takes its place. Tab reaches every bet in order.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: t('cockfight:board.title', { fight: 241 }) })).toBeVisible()
    await expect(canvas.getByTestId('meron-price')).toHaveTextContent('0.80')
    await expect(canvas.getByTestId('wala-price')).toHaveTextContent('\u22120.94')
    const meron = button(canvas, side(t, 'meron'))
    await expect(meron).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(meron)
    await expect(args.onPick).toHaveBeenLastCalledWith('meron')
    await expect(meron).toHaveAttribute('aria-pressed', 'true')
    const bdd = button(canvas, t('cockfight:selection.bdd'))
    await userEvent.click(bdd)
    await expect(args.onPick).toHaveBeenLastCalledWith('bdd')
    await expect(bdd).toHaveAttribute('aria-pressed', 'true')
    await expect(meron).toHaveAttribute('aria-pressed', 'false')
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** The keyboard: Tab from Meron reaches Wala, then the draws; Enter and Space press them. */
export const Keyboard: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    button(canvas, side(t, 'meron')).focus()
    await userEvent.tab()
    await expect(button(canvas, side(t, 'wala'))).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPick).toHaveBeenLastCalledWith('wala')
    await userEvent.tab()
    await expect(button(canvas, t('cockfight:selection.draw'))).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onPick).toHaveBeenLastCalledWith('draw')
  },
}

/** The last call with Wala locked alone: Wala shows a lock and takes no press; Meron and the draws still do. */
export const WalaLocked: Story = {
  args: { fight: lastCallFight },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const wala = button(canvas, side(t, 'wala'))
    await expect(wala).toBeDisabled()
    await expect(wala).toHaveTextContent(t('cockfight:board.locked'))
    await expect(button(canvas, side(t, 'meron'))).toBeEnabled()
    await expect(button(canvas, t('cockfight:selection.ftd'))).toBeEnabled()
  },
}

/** Pool betting: each side's pool and what 100 on it returns now (Meron 171.00, Wala 213.75 at a 5% plasada). */
export const Pool: Story = {
  args: { fight: poolFight },
  parameters: { screenshot: { dark: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('meron-per100')).toHaveTextContent(t('cockfight:board.per100', { amount: '171.00' }))
    await expect(canvas.getByTestId('wala-per100')).toHaveTextContent(t('cockfight:board.per100', { amount: '213.75' }))
    await expect(canvas.getByTestId('meron-pool')).toHaveTextContent('10,000.00')
    await expect(canvas.queryByTestId('meron-price')).toBeNull()
  },
}

/** The pool moving: the next read brings Meron up to 190.00 and Wala down to it; each keeps its arrow a moment. */
export const PoolMovement: Story = {
  args: { fight: poolFight },
  render: (args) => <PoolMoving {...args} />,
  beforeEach: () => installManualTime().restore,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByTestId('meron-per100')).toHaveTextContent(t('cockfight:board.per100', { amount: '190.00' })))
    await expect(canvas.getByTestId('meron-per100').querySelector('[data-move]')).toHaveAttribute('data-move', 'up')
    await expect(canvas.getByTestId('wala-per100').querySelector('[data-move]')).toHaveAttribute('data-move', 'down')
    await expect(button(canvas, side(t, 'meron'))).toHaveAccessibleName(new RegExp(t('cockfight:board.movedUp')))
  },
}

/** A pool just opened, no bets on Wala yet: neither side has a price. */
export const PoolWithoutPrice: Story = {
  args: { fight: emptyPoolFight },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('wala-per100')).toHaveTextContent(t('cockfight:board.noPoolPrice'))
  },
}

/** Betting closed while the cocks fight: nothing is pressable, and the board says why. */
export const Closed: Story = {
  args: { fight: fightingFight, selected: 'meron' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    for (const each of canvas.getAllByRole('button')) await expect(each).toBeDisabled()
    await expect(canvas.getByTestId('board-closed')).toHaveTextContent(t('cockfight:board.closed'))
  },
}

/** The next fight, not yet open: the board shows its prices and says betting opens soon. */
export const NotYetOpen: Story = {
  parameters: { screenshot: { disable: true } },
  args: { fight: nextFight },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('board-closed')).toHaveTextContent(t('cockfight:board.notOpen'))
  },
}
