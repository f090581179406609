import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoCurrency } from './fixtures'
import { SignedAmount } from './SignedAmount'

const meta = {
  title: 'Money/SignedAmount',
  component: SignedAmount,
  args: { value: '1234.5', currency: demoCurrency },
} satisfies Meta<typeof SignedAmount>

export default meta
type Story = StoryObj<typeof meta>

/** Money in: a plus and the gain colour, the digits grouped, two decimals. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^\+฿\s1,234\.50$/)).toBeVisible()
  },
}

/** Money out: a true minus sign (not a hyphen) and the loss colour. */
export const Out: Story = {
  args: { value: '-300' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^\u2212฿\s300\.00$/)).toBeVisible()
  },
}

/** Each tone: as signed, always in, always out, plain (no sign, no colour, as a balance reads); and zero, which has no sign. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <SignedAmount {...args} value="-42.10" />
      <SignedAmount {...args} value="42.10" tone="in" />
      <SignedAmount {...args} value="42.10" tone="out" />
      <SignedAmount {...args} value="-42.10" tone="plain" />
      <SignedAmount {...args} value="0" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText(/42\.10$/)).toHaveLength(4)
    await expect(canvas.getByText(/^฿\s0\.00$/)).toBeVisible()
  },
}

/** In a right-to-left page the amount keeps its own order: "−฿ 300.00", never "300.00 ฿−". */
export const RightToLeft: Story = {
  args: { value: '-300' },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^\u2212฿\s300\.00$/)).toHaveAttribute('dir', 'ltr')
  },
}
