import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { chipValues } from '../baccarat'
import { errorMessageKey } from '../errors'
import { BaccaratControls, type BaccaratControlsProps } from './BaccaratControls'

/** Keeps the chosen chip the way the table screen does, so the chips can be driven. */
function Stateful(args: BaccaratControlsProps) {
  const [chip, setChip] = useState(args.chip)
  return (
    <BaccaratControls
      {...args}
      chip={chip}
      onChipChange={(value) => {
        args.onChipChange(value)
        setChip(value)
      }}
    />
  )
}

const meta = {
  title: 'Games/House/BaccaratControls',
  component: BaccaratControls,
  args: {
    // Baccarat Table A: bets from ฿10 to ฿50,000, so chips of 10, 50, 100, 500 and 1,000.
    chips: chipValues('10.00', '50000.00', 2),
    chip: '50.00',
    onChipChange: fn(),
    pendingTotal: '0.00',
    placedTotal: '0.00',
    onPlace: fn(),
    onClear: fn(),
    open: true,
    currency: 'THB',
    decimals: 2,
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof BaccaratControls>

export default meta
type Story = StoryObj<typeof meta>

/** A chip button by the amount it is named with ("1K (฿1,000.00)": its face, then the amount). */
const chipNamed = (amount: string) => (name: string) => name.endsWith(`(${amount})`)

/**
 * Betting open with ฿150 put down: choose the ฿100 chip with a tap, then the ฿500 chip with the arrow key and Space
 * (the chips are one stop for Tab), then Enter on the place button places; Space on clear takes the chips back.
 */
export const Playground: Story = {
  args: { pendingTotal: '150.00' },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const chips = within(canvas.getByRole('group', { name: t('house:baccarat.chip') }))
    await expect(chips.getAllByRole('button')).toHaveLength(5)
    // Each chip's name starts with the words on it: 1K is "1K (฿1,000.00)".
    const thousand = chips.getByRole('button', { name: chipNamed('฿1,000.00') })
    await expect(thousand.getAttribute('aria-label')?.startsWith(thousand.textContent ?? '-')).toBe(true)
    await expect(chips.getByRole('button', { name: chipNamed('฿50.00') })).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(chips.getByRole('button', { name: chipNamed('฿100.00') }))
    await expect(args.onChipChange).toHaveBeenLastCalledWith('100.00')
    await expect(chips.getByRole('button', { name: chipNamed('฿100.00') })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.keyboard('{ArrowRight}')
    await expect(chips.getByRole('button', { name: chipNamed('฿500.00') })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onChipChange).toHaveBeenLastCalledWith('500.00')
    await expect(chips.getByRole('button', { name: chipNamed('฿500.00') })).toHaveAttribute('aria-pressed', 'true')
    // Tab leaves the chips for clear, then the place button.
    await userEvent.tab()
    const clear = canvas.getByRole('button', { name: t('house:baccarat.clear') })
    await expect(clear).toHaveFocus()
    await userEvent.tab()
    const place = canvas.getByRole('button', { name: t('house:baccarat.place', { amount: '฿150.00' }) })
    await expect(place).toHaveFocus()
    await expect(place).not.toHaveAttribute('aria-disabled')
    await userEvent.keyboard('{Enter}')
    await expect(args.onPlace).toHaveBeenCalledTimes(1)
    clear.focus()
    await userEvent.keyboard(' ')
    await expect(args.onClear).toHaveBeenCalledTimes(1)
    clear.blur()
    // Back to the ฿50 chip, as the picture shows it.
    await userEvent.click(chips.getByRole('button', { name: chipNamed('฿50.00') }))
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Betting open, nothing put down: the button asks for a spot and places nothing; clear is off. */
export const NothingPutDown: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const place = canvas.getByRole('button', { name: t('house:baccarat.choose') })
    await expect(place).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(place)
    await expect(args.onPlace).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: t('house:baccarat.clear') })).toBeDisabled()
    await expect(canvas.getByTestId('baccarat-placed')).toHaveTextContent('')
  },
}

/** The bets are on their way: the button says so and ignores presses (but keeps focus); clear is off. */
export const Placing: Story = {
  args: { pendingTotal: '150.00', placing: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const place = canvas.getByRole('button', { name: t('house:baccarat.placing') })
    await expect(place).toHaveAttribute('aria-disabled', 'true')
    place.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPlace).not.toHaveBeenCalled()
    await expect(place).toHaveFocus()
    place.blur()
    await expect(canvas.getByRole('button', { name: t('house:baccarat.clear') })).toBeDisabled()
  },
}

/** Bets of ฿110 placed, more put down: the place button shows what is still to place, the line under it the rest. */
export const PlacedAndMore: Story = {
  args: { pendingTotal: '500.00', placedTotal: '110.00' },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: t('house:baccarat.place', { amount: '฿500.00' }) })).toBeVisible()
    await expect(canvas.getByTestId('baccarat-placed')).toHaveTextContent(t('house:baccarat.placed', { amount: '฿110.00' }))
  },
}

/** Betting closed with ฿110 placed: the button says so; the chips still choose, nothing places. */
export const Closed: Story = {
  args: { open: false, placedTotal: '110.00' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const place = canvas.getByRole('button', { name: t('house:baccarat.closed') })
    await expect(place).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(place)
    await expect(args.onPlace).not.toHaveBeenCalled()
    await expect(canvas.getByText(t('house:baccarat.placed', { amount: '฿110.00' }))).toBeVisible()
  },
}

/** The server refused the bets: the wallet cannot cover them. */
export const WithError: Story = {
  args: { pendingTotal: '1000.00' },
  render: function Render(args, { globals }) {
    return <Stateful {...args} error={storyT(globals)(errorMessageKey('house.balance.insufficient'))} />
  },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('house:error.balanceInsufficient'))
  },
}

/** A chip that would take the round past the table's limit: said before anything is sent. */
export const OverLimit: Story = {
  args: { chip: '1000.00', pendingTotal: '49500.00' },
  render: function Render(args, { globals }) {
    return <Stateful {...args} error={storyT(globals)('house:baccarat.overLimit', { max: '฿50,000.00' })} />
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('house:baccarat.overLimit', { max: '฿50,000.00' }))
    await expect(canvas.getByRole('button', { name: t('house:baccarat.place', { amount: '฿49,500.00' }) })).toBeVisible()
  },
}

/** Last round's bets can be put down again: the repeat button (an icon, named) beside clear, by tap or Enter. */
export const WithRepeat: Story = {
  args: { onRepeat: fn() },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const repeat = within(canvasElement).getByRole('button', { name: t('house:baccarat.repeat') })
    await userEvent.click(repeat)
    await expect(args.onRepeat).toHaveBeenCalledTimes(1)
    repeat.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onRepeat).toHaveBeenCalledTimes(2)
    repeat.blur()
  },
}

/** Repeat while betting is closed: off. */
export const RepeatClosed: Story = {
  args: { onRepeat: fn(), open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: looks like Closed with one more (disabled) button
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyT(globals)('house:baccarat.repeat') })).toBeDisabled()
  },
}

/** English, at phone width, with ฿150 put down and ฿110 placed. */
export const EnglishPhone: Story = {
  args: { pendingTotal: '150.00', placedTotal: '110.00', onRepeat: fn() },
  globals: { language: 'en', viewport: { value: 'phone', isRotated: false } },
}

/** Arabic (English words, right to left): the chips read from the right, place is on the left. */
export const RightToLeft: Story = { args: { pendingTotal: '150.00', onRepeat: fn() }, globals: { language: 'ar' } }
