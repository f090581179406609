import { useRef, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { AmountField } from '../../primitives/AmountField'
import { AmountText } from '../../primitives/AmountText'
import { demoCurrency } from '../TransactionHistoryView/fixtures'
import { MaxAmountRow, PaymentPasswordField, readableHelper, Summary, SummaryItem } from './FormParts'

interface PartsProps {
  language: unknown
  onMax: () => void
  /** Show the payment password's error (as after sending without it). */
  passwordError?: boolean
  /** A request is running: the fields and Max are disabled. */
  disabled?: boolean
}

/** The shared parts as the upline transfer uses them: the summary, the amount with Max, the payment password. */
function Parts({ language, onMax, passwordError = false, disabled = false }: PartsProps) {
  const t = storyT({ language })
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const amountBox = useRef<HTMLDivElement | null>(null)
  const passwordRef = useRef<HTMLInputElement | null>(null)
  const { symbol, decimals } = demoCurrency
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <Summary>
        <SummaryItem term={t('wallet:agent.upline.upline')}>
          <bdi>somsak_agent</bdi>
        </SummaryItem>
        <SummaryItem term={t('wallet:agent.upline.available')}>
          <AmountText value="1234.56" currencySymbol={symbol} decimals={decimals} />
        </SummaryItem>
      </Summary>
      <MaxAmountRow
        fieldRef={amountBox}
        fieldSx={readableHelper}
        maxLabel={t('wallet:agent.max')}
        onMax={() => {
          onMax()
          setAmount('1234.56')
        }}
        maxDisabled={disabled}
      >
        <AmountField name="amount" label={t('wallet:agent.amount')} value={amount} onChange={setAmount} decimals={decimals} currencySymbol={symbol} disabled={disabled} />
      </MaxAmountRow>
      <PaymentPasswordField
        label={t('wallet:agent.paymentPassword')}
        value={password}
        onChange={setPassword}
        error={passwordError ? t('wallet:agent.errors.paymentPasswordRequired') : undefined}
        disabled={disabled}
        inputRef={passwordRef}
      />
    </div>
  )
}

const meta = {
  title: 'Money/MoneyPanel/FormParts',
  component: Parts,
  args: { language: undefined, onMax: fn(), passwordError: false, disabled: false },
  render: (args, { globals }) => <Parts {...args} language={globals.language} />,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Parts>

export default meta
type Story = StoryObj<typeof meta>

/** The summary (upline and what can be sent), the amount with Max, and the payment password. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('wallet:agent.upline.available')).tagName).toBe('DT')
    await expect(canvas.getByRole('textbox', { name: t('wallet:agent.amount') })).toBeEnabled()
    const password = canvas.getByLabelText(t('wallet:agent.paymentPassword'))
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveAttribute('autocomplete', 'off')
  },
}

/** Max calls its handler (which fills in all that can be sent). */
export const Max: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:agent.max') }))
    await expect(args.onMax).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('textbox', { name: t('wallet:agent.amount') })).toHaveValue('1234.56')
  },
}

/** The payment password at fault: the reason under it, read with it. */
export const PasswordError: Story = {
  args: { passwordError: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const password = within(canvasElement).getByLabelText(t('wallet:agent.paymentPassword'))
    await expect(password).toHaveAccessibleDescription(t('wallet:agent.errors.paymentPasswordRequired'))
    await expect(password).toHaveAttribute('aria-invalid', 'true')
  },
}

/** A request is running: the fields and Max are disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('wallet:agent.max') })).toBeDisabled()
  },
}
