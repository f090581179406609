import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { LotteryBetTypeCode } from '../../../contract/schemas/lottery'
import { storyT } from '../../layout/fixtures'
import { northBetTypes, offeredBetTypes } from '../betFixtures'
import { BetTypePicker, type BetTypePickerProps } from './BetTypePicker'

/** Keeps the choice the way the lottery screen does, so the group can be driven. */
function Stateful(args: BetTypePickerProps) {
  const [value, setValue] = useState(args.value)
  return (
    <BetTypePicker
      {...args}
      value={value}
      onChange={(code) => {
        args.onChange(code)
        setValue(code)
      }}
    />
  )
}

const meta = {
  title: 'Lottery/BetTypePicker',
  component: BetTypePicker,
  args: { betTypes: offeredBetTypes, value: 'lo', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BetTypePicker>

export default meta
type Story = StoryObj<typeof meta>

type T = ReturnType<typeof storyT>
/** A bet type's radio as a screen reader names it: its name and odds ("Lô 23 : 80"). */
const radioName = (t: T, code: LotteryBetTypeCode, odds: string) => `${t(`lottery:betType.${code}.name`)} ${odds}`

/**
 * Lô chosen: every type the game offers with its odds, and lô's rule under the row. A tap chooses another type;
 * the arrow keys move the choice (one tab stop for the group).
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: t('lottery:picker.betTypes') })
    await expect(within(group).getAllByRole('radio')).toHaveLength(8)
    const lo = canvas.getByRole('radio', { name: radioName(t, 'lo', '23 : 80') })
    await expect(lo).toBeChecked()
    await expect(group).toHaveAccessibleDescription(t('lottery:betType.lo.rule'))

    await userEvent.click(canvas.getByRole('radio', { name: radioName(t, 'de', '1 : 70') }))
    await expect(args.onChange).toHaveBeenLastCalledWith('de')
    await expect(canvas.getByRole('radio', { name: radioName(t, 'de', '1 : 70') })).toBeChecked()
    await expect(canvas.getByTestId('bet-type-rule')).toHaveTextContent(t('lottery:betType.de.rule'))

    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onChange).toHaveBeenLastCalledWith('3cang')
    await expect(canvas.getByRole('radio', { name: radioName(t, '3cang', '1 : 400') })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect(args.onChange).toHaveBeenLastCalledWith('lo')
    await expect(lo).toBeChecked()
    // One tab stop: Tab leaves the group.
    await userEvent.tab()
    await expect(group.contains(document.activeElement)).toBe(false)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Đề chosen. */
export const De: Story = {
  args: { value: 'de' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: radioName(t, 'de', '1 : 70') })).toBeChecked()
    await expect(canvas.getByTestId('bet-type-rule')).toHaveTextContent(t('lottery:betType.de.rule'))
  },
}

/** 3 càng chosen. */
export const ThreeCang: Story = {
  args: { value: '3cang' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: radioName(t, '3cang', '1 : 400') })).toBeChecked()
    await expect(canvas.getByTestId('bet-type-rule')).toHaveTextContent(t('lottery:betType.3cang.rule'))
  },
}

/** Xiên 2 chosen. */
export const Xien2: Story = {
  args: { value: 'xien2' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: radioName(t, 'xien2', '1 : 15') })).toBeChecked()
    await expect(canvas.getByTestId('bet-type-rule')).toHaveTextContent(t('lottery:betType.xien2.rule'))
  },
}

/** Xiên 3 chosen. */
export const Xien3: Story = {
  args: { value: 'xien3' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: radioName(t, 'xien3', '1 : 60') })).toBeChecked()
    await expect(canvas.getByTestId('bet-type-rule')).toHaveTextContent(t('lottery:betType.xien3.rule'))
  },
}

/** Xiên 4 chosen. */
export const Xien4: Story = {
  args: { value: 'xien4' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: radioName(t, 'xien4', '1 : 250') })).toBeChecked()
    await expect(canvas.getByTestId('bet-type-rule')).toHaveTextContent(t('lottery:betType.xien4.rule'))
  },
}

/** Head (đầu) chosen: odds with a decimal, "1 : 9.5". */
export const Head: Story = {
  args: { value: 'head' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: radioName(t, 'head', '1 : 9.5') })).toBeChecked()
    await expect(canvas.getByTestId('bet-type-rule')).toHaveTextContent(t('lottery:betType.head.rule'))
  },
}

/** Tail (đuôi) chosen; the last of the row, so ArrowRight wraps round to the first. */
export const Tail: Story = {
  args: { value: 'tail' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const tail = canvas.getByRole('radio', { name: radioName(t, 'tail', '1 : 9.5') })
    await expect(tail).toBeChecked()
    await expect(canvas.getByTestId('bet-type-rule')).toHaveTextContent(t('lottery:betType.tail.rule'))
    tail.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onChange).toHaveBeenLastCalledWith('lo')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(args.onChange).toHaveBeenLastCalledWith('tail')
    tail.blur()
  },
}

/** A game of its own odds offering fewer types (Vietnam North: lô and xiên only). */
export const FewerTypes: Story = {
  args: { betTypes: northBetTypes, value: 'xien4' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('radio')).toHaveLength(4)
    await expect(canvas.getByRole('radio', { name: radioName(t, 'xien4', '1 : 1,150') })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: radioName(t, 'lo', '1 : 5.2') })).not.toBeChecked()
  },
}

/** Betting closed: the chosen type and its rule still show; nothing else can be chosen. */
export const Disabled: Story = {
  args: { disabled: true, value: 'xien2' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await userEvent.click(canvas.getByText(t('lottery:betType.lo.name')))
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(canvas.getByRole('radio', { name: radioName(t, 'xien2', '1 : 15') })).toBeChecked()
  },
}

/** English at phone width: the chips wrap into rows, nothing scrolls sideways. */
export const EnglishPhone: Story = {
  args: { value: 'xien3' },
  globals: { language: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'Xiên 3 1 : 60' })).toBeChecked()
    await expect(canvas.getByText('Three two-digit numbers in one bet; wins when all three end a prize.')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
