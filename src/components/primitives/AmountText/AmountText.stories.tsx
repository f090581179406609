import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AmountText } from './AmountText'

const meta = {
  title: 'Primitives/AmountText',
  component: AmountText,
  args: { value: '1234567.8', currencySymbol: '฿' },
} satisfies Meta<typeof AmountText>

export default meta
type Story = StoryObj<typeof meta>

/** Two decimals and thousands separators, from a decimal string as the platform sends it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234,567.80')).toBeVisible()
  },
}

/** A number works as well; no currency symbol given, so none is shown. */
export const NumberWithoutSymbol: Story = {
  args: { value: 98.5, currencySymbol: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^98\.50$/)
  },
}

/** Negative amounts keep their sign. */
export const Negative: Story = { args: { value: '-2500' } }

/** The player hid the balance: a mask, and "amount hidden" for screen readers. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('****')
    await expect(canvasElement).not.toHaveTextContent('1,234,567.80')
  },
}

/** Not known yet (or refreshing): the spec's default "balance updating" text. */
export const Updating: Story = {
  args: { value: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('กำลังอัปเดตยอดเงิน…')).toBeVisible()
  },
}

/** Separators follow the language (here Español: 1.234.567,80). */
export const SpanishSeparators: Story = {
  globals: { language: 'es' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1.234.567,80')
  },
}

/** English UI text for the updating state. */
export const UpdatingInEnglish: Story = { args: { loading: true }, globals: { language: 'en' } }
