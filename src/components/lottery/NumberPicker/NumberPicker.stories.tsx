import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { fixedRandom } from '../betFixtures'
import { NumberPicker, type NumberPickerProps } from './NumberPicker'

/** Keeps the choice the way the lottery screen does, so the board can be driven. */
function Stateful(args: NumberPickerProps) {
  const [selected, setSelected] = useState(args.selected)
  return (
    <NumberPicker
      {...args}
      selected={selected}
      onChange={(numbers) => {
        args.onChange(numbers)
        setSelected(numbers)
      }}
    />
  )
}

const meta = {
  title: 'Lottery/NumberPicker',
  component: NumberPicker,
  args: { digits: 2, selected: [], onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof NumberPicker>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const number = (canvas: Canvas, text: string) => canvas.getByRole('button', { name: text })

/**
 * Two digits (lô, đề): the board 00–99, each number a toggle. The board is one tab stop; the arrows move,
 * Home and End go to the row's ends (with Ctrl, the board's), Space toggles. Big, Small, Even and Odd choose a
 * half of the board; Clear empties it.
 */
export const Playground: Story = {
  args: { selected: ['07'] },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const board = canvas.getByRole('grid', { name: t('lottery:picker.numbers') })
    await expect(within(board).getAllByRole('button')).toHaveLength(100)
    await expect(number(canvas, '07')).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lottery:picker.selected', { count: 1 }))

    await userEvent.click(number(canvas, '45'))
    await expect(args.onChange).toHaveBeenLastCalledWith(['07', '45'])
    await expect(number(canvas, '45')).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lottery:picker.selected', { count: 2 }))

    // One tab stop, on the last number touched; the arrows, Home and End move from there.
    await expect(within(board).getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([number(canvas, '45')])
    await expect(number(canvas, '45')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(number(canvas, '46')).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(number(canvas, '56')).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(number(canvas, '59')).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(number(canvas, '50')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}')
    await expect(number(canvas, '39')).toHaveFocus()
    await userEvent.keyboard('{Control>}{End}{/Control}')
    await expect(number(canvas, '99')).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onChange).toHaveBeenLastCalledWith(['07', '45', '99'])
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith(['07', '45'])
    await userEvent.keyboard('{Control>}{Home}{/Control}')
    await expect(number(canvas, '00')).toHaveFocus()
    // Tab leaves the board for the quick picks.
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: t('lottery:picker.random') })).toHaveFocus()

    const quick = canvas.getByRole('group', { name: t('lottery:picker.quickPicks') })
    await userEvent.click(within(quick).getByRole('button', { name: t('lottery:picker.big') }))
    await expect((args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0]).toHaveLength(50)
    await expect(number(canvas, '50')).toHaveAttribute('aria-pressed', 'true')
    await expect(number(canvas, '49')).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(within(quick).getByRole('button', { name: t('lottery:picker.odd') }))
    await expect(number(canvas, '01')).toHaveAttribute('aria-pressed', 'true')
    await expect(number(canvas, '50')).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(within(quick).getByRole('button', { name: t('lottery:picker.clear') }))
    await expect(args.onChange).toHaveBeenLastCalledWith([])
    await expect(within(quick).getByRole('button', { name: t('lottery:picker.clear') })).toBeDisabled()

    await userEvent.click(within(quick).getByRole('button', { name: t('lottery:picker.small') }))
    await userEvent.click(number(canvas, '49'))
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lottery:picker.selected', { count: 49 }))
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** One digit (head, tail): 0–9 in two rows of five, larger targets. */
export const OneDigit: Story = {
  args: { digits: 1, selected: ['4'] },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const board = canvas.getByRole('grid', { name: t('lottery:picker.numbers') })
    await expect(within(board).getAllByRole('button')).toHaveLength(10)
    await expect(within(board).getAllByRole('row')).toHaveLength(2)
    await expect(number(canvas, '4')).toHaveAttribute('aria-pressed', 'true')
    // No Big, Small, Even or Odd for one digit.
    await expect(canvas.queryByRole('button', { name: t('lottery:picker.big') })).toBeNull()
    number(canvas, '4').focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(number(canvas, '9')).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onChange).toHaveBeenLastCalledWith(['4', '9'])
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/**
 * Three digits (3 càng): a row of hundreds over the board of that hundred. The choices are kept across hundreds;
 * a hundred holding some shows a dot, and its name says how many.
 */
export const ThreeDigits: Story = {
  args: { digits: 3, selected: ['123', '456'] },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const hundreds = canvas.getByRole('tablist', { name: t('lottery:picker.hundreds') })
    await expect(within(hundreds).getAllByRole('tab')).toHaveLength(10)
    const tabName = (digit: number, chosen: number) =>
      `${digit} ${t('lottery:picker.hundredRange', { from: `${digit}00`, to: `${digit}99` })}${chosen ? `, ${t('lottery:picker.hundredSelected', { count: chosen })}` : ''}`
    const one = canvas.getByRole('tab', { name: tabName(1, 1) })
    await expect(one).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(tabName(1, 1))
    await expect(number(canvas, '123')).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.queryByRole('button', { name: '456' })).toBeNull()

    await userEvent.click(canvas.getByRole('tab', { name: tabName(4, 1) }))
    await expect(number(canvas, '456')).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(number(canvas, '400'))
    await expect(args.onChange).toHaveBeenLastCalledWith(['123', '400', '456'])
    await expect(canvas.getByRole('tab', { name: tabName(4, 2) })).toBeVisible()

    // The hundreds are one tab stop too; the arrows show the next hundred at once.
    canvas.getByRole('tab', { name: tabName(4, 2) }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: tabName(5, 0) })).toHaveFocus()
    await expect(canvas.getByRole('tab', { name: tabName(5, 0) })).toHaveAttribute('aria-selected', 'true')
    await expect(number(canvas, '500')).toBeVisible()
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: tabName(9, 0) })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(canvas.getByRole('tab', { name: tabName(0, 0) })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.tab()
    await expect(number(canvas, '100')).toHaveFocus()
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lottery:picker.selected', { count: 3 }))
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/**
 * A xiên 3 with its three numbers chosen: the limit is reached, the other numbers take no taps, and the picker
 * says so (politely, as it happens). Unchoosing one frees the board.
 */
export const MaxReached: Story = {
  args: { selected: ['11', '45', '90'], max: 3, quickPickCount: 3 },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent(t('lottery:picker.selectedOf', { count: 3, max: 3 }))
    await expect(status).toHaveTextContent(t('lottery:picker.maxReached', { count: 3 }))
    await expect(number(canvas, '12')).toHaveAttribute('aria-disabled', 'true')
    await expect(number(canvas, '45')).not.toHaveAttribute('aria-disabled')
    // A xiên has no Big, Small, Even or Odd: it takes exactly its numbers.
    await expect(canvas.queryByRole('button', { name: t('lottery:picker.even') })).toBeNull()
    await userEvent.click(number(canvas, '12'))
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(number(canvas, '12')).toHaveAttribute('aria-pressed', 'false')
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Unchoosing a number of a full xiên frees the rest of the board again. */
export const MaxReachedThenFreed: Story = {
  args: { selected: ['11', '45', '90'], max: 3, quickPickCount: 3 },
  parameters: { screenshot: { disable: true } }, // ends looking like a xiên with two numbers: Playground's board
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(number(canvas, '45'))
    await expect(args.onChange).toHaveBeenLastCalledWith(['11', '90'])
    await expect(number(canvas, '12')).not.toHaveAttribute('aria-disabled')
    await expect(canvas.queryByText(t('lottery:picker.maxReached', { count: 3 }))).toBeNull()
    await userEvent.click(number(canvas, '12'))
    await expect(args.onChange).toHaveBeenLastCalledWith(['11', '12', '90'])
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Random for a xiên 2: two distinct numbers at once, replacing the choice (a fixed random() here: 10 and 50). */
export const RandomXien: Story = {
  args: { selected: ['33'], max: 2, quickPickCount: 2, random: fixedRandom([0.5, 0.1]) },
  parameters: { screenshot: { disable: true } }, // looks like MaxReached with other numbers
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('lottery:picker.random') }))
    await expect(args.onChange).toHaveBeenLastCalledWith(['10', '50'])
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lottery:picker.maxReached', { count: 2 }))
  },
}

/** Random for three digits: one number, and the board turns to its hundred (a fixed random() here: 456). */
export const RandomThreeDigits: Story = {
  args: { digits: 3, selected: ['123'], random: fixedRandom([0.456]) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('lottery:picker.random') }))
    await expect(args.onChange).toHaveBeenLastCalledWith(['456'])
    await waitFor(() => expect(number(canvas, '456')).toHaveAttribute('aria-pressed', 'true'))
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(/^4/)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Betting closed: the choice shows; no number, quick pick or Clear takes a tap. */
export const Disabled: Story = {
  args: { selected: ['07', '45'], disabled: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(number(canvas, '45')).toBeDisabled()
    await expect(number(canvas, '12')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('lottery:picker.random') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('lottery:picker.clear') })).toBeDisabled()
    await userEvent.click(number(canvas, '12'), { pointerEventsCheck: 0 })
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** Right to left, the arrows follow the reading direction: ArrowLeft moves to the next number. */
export const RightToLeft: Story = {
  args: { selected: ['45'] },
  globals: { direction: 'rtl' },
  parameters: { screenshot: { disable: true } }, // Playground's rtl screenshot shows the board mirrored
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    number(canvas, '45').focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(number(canvas, '46')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(number(canvas, '44')).toHaveFocus()
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** English at phone width: the whole board fits 360 px, every number at least 32 px wide, nothing scrolls sideways. */
export const EnglishPhone: Story = {
  args: { selected: ['07', '45', '88'] },
  globals: { language: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('3 selected')
    await expect(canvas.getByRole('button', { name: 'Big 50–99' })).toBeVisible()
    for (const text of ['00', '09', '99']) {
      const box = number(canvas, text).getBoundingClientRect()
      await expect(box.width).toBeGreaterThanOrEqual(32)
      await expect(box.height).toBeGreaterThanOrEqual(32)
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
