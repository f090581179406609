import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stepper } from './Stepper'

const meta = {
  title: 'Games/House/Stepper',
  component: Stepper,
  args: {
    label: 'Line bet',
    value: '฿0.20',
    decreaseLabel: 'Lower line bet',
    increaseLabel: 'Raise line bet',
    onDecrease: fn(),
    onIncrease: fn(),
    canDecrease: true,
    canIncrease: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Stepper>

export default meta
type Story = StoryObj<typeof meta>

/** A value between its limits: − and + each step once, by pointer and by keyboard. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'Line bet' })).toHaveTextContent('฿0.20')
    await userEvent.click(canvas.getByRole('button', { name: 'Raise line bet' }))
    await expect(args.onIncrease).toHaveBeenCalledTimes(1)
    canvas.getByRole('button', { name: 'Lower line bet' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onDecrease).toHaveBeenCalledTimes(1)
  },
}

/** At the smallest value: − is off, + still steps. */
export const AtTheLowest: Story = {
  args: { value: '฿0.01', canDecrease: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Lower line bet' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Raise line bet' }))
    await expect(args.onIncrease).toHaveBeenCalledTimes(1)
  },
}

/** At the largest value: + is off. */
export const AtTheHighest: Story = {
  args: { value: '฿50.00', canIncrease: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Raise line bet' })).toBeDisabled()
  },
}

/** A round in play: both buttons off whatever the value. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    for (const name of ['Lower line bet', 'Raise line bet']) await expect(canvas.getByRole('button', { name })).toBeDisabled()
    await expect(args.onIncrease).not.toHaveBeenCalled()
  },
}
