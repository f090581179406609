import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { AmountField, type AmountFieldProps } from './AmountField'

/** Keeps the amount in state, as a form does, and reports each accepted value to the `onChange` spy. */
function AmountFieldDemo(args: AmountFieldProps) {
  const [value, setValue] = useState(args.value)
  return (
    <Box sx={{ maxWidth: 320 }}>
      <AmountField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next)
          args.onChange(next)
        }}
      />
    </Box>
  )
}

const meta = {
  title: 'Primitives/AmountField',
  component: AmountField,
  args: { value: '', onChange: fn(), label: 'Amount', currencySymbol: '฿', decimals: 2, min: '100', max: '50000' },
  render: (args) => <AmountFieldDemo {...args} />,
  parameters: { screenshot: { rtl: true } },
} satisfies Meta<typeof AmountField>

export default meta
type Story = StoryObj<typeof meta>

/** Empty, with the currency symbol in front and the limits underneath in the reader's language. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' })
    await expect(input).toHaveAttribute('inputmode', 'decimal')
    await expect(canvasElement).toHaveTextContent('100.00')
    await expect(canvasElement).toHaveTextContent('50,000.00')
  },
}

/** Typing: grouping commas are dropped, the value reaches the form as a canonical decimal string. */
export const Typing: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Filled
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' })
    await userEvent.type(input, '1,250.5')
    await expect(args.onChange).toHaveBeenLastCalledWith('1250.5')
    await expect(input).toHaveValue('1,250.5')
  },
}

/**
 * A third decimal for a two-decimal currency, a second decimal mark or a letter is refused as it is typed: the
 * value keeps its last good form and the field says why.
 */
export const RefusesWhatTheCurrencyCannotHold: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' })
    await userEvent.type(input, '12.345')
    await expect(input).toHaveValue('12.34')
    await expect(args.onChange).toHaveBeenLastCalledWith('12.34')
    await expect(canvasElement).toHaveTextContent(t('common:amountField.decimals', { count: 2 }))
    await userEvent.type(input, '.x')
    await expect(input).toHaveValue('12.34')
  },
}

/** A currency without decimals takes whole amounts only, on a number keyboard. */
export const WholeAmountsOnly: Story = {
  args: { decimals: 0, currencySymbol: '₫', min: '50000', max: '100000000' },
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' })
    await expect(input).toHaveAttribute('inputmode', 'numeric')
    await userEvent.type(input, '120000.')
    await expect(input).toHaveValue('120000')
    await expect(args.onChange).toHaveBeenLastCalledWith('120000')
    await expect(canvasElement).toHaveTextContent(t('common:amountField.decimals', { count: 0 }))
  },
}

/** A filled field, and the form's error in place of the limits. */
export const Filled: Story = { args: { value: '1250.5' } }

export const WithError: Story = { args: { value: '20', error: 'The minimum deposit is ฿100.00' } }

/** A language whose decimal mark is a comma (Español): "0,5" is typed and shown, "0.5" reaches the form. */
export const CommaDecimalMark: Story = {
  globals: { language: 'es' },
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' })
    await userEvent.type(input, '1.250,5')
    await expect(args.onChange).toHaveBeenLastCalledWith('1250.5')
    await expect(input).toHaveValue('1.250,5')
  },
}
