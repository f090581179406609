import { useId, useRef, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import IconButton from '@mui/material/IconButton'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import RefreshIcon from '@mui/icons-material/Refresh'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AmountField } from '../../primitives/AmountField'
import { AmountText } from '../../primitives/AmountText'
import { ProgressButton } from '../../primitives/ProgressButton'
import { demoCurrency } from '../TransactionHistoryView/fixtures'
import { MoneyPanel } from './MoneyPanel'
import { MaxAmountRow, PaymentPasswordField, readableHelper, Summary, SummaryItem } from './FormParts'
import { DetailList, PanelSkeleton, StateHeading } from './MoneyPanelParts'

const meta = {
  title: 'Money/MoneyPanel',
  component: MoneyPanel,
  args: { title: 'Withdraw', error: null, status: 'Loading what you can withdraw…', children: <PanelSkeleton fields={3} /> },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MoneyPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Loading: the heading, the form's shape as skeletons (hidden from screen readers), and the live region saying so. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Withdraw' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3, name: 'Withdraw' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading what you can withdraw…')
  },
}

/** A shorter form's skeleton (two fields), with a refresh button beside the heading. */
export const WithAction: Story = {
  args: {
    children: <PanelSkeleton fields={2} />,
    action: (
      <IconButton aria-label="Refresh" onClick={fn()}>
        <RefreshIcon />
      </IconButton>
    ),
  },
  play: async ({ canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'Refresh' })
    await expect(refresh).toBeEnabled()
    await userEvent.click(refresh)
    refresh.blur()
  },
}

/** The last request failed: its message in an alert above the card. */
export const Failed: Story = {
  args: { error: 'The payment password is wrong.', status: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payment password is wrong.')
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement()
  },
}

/** Something under way: its state (icon, headline, sentence) and what it is, as the deposit's and withdrawal's views show it. */
function UnderWay({ compactOnPhone }: { compactOnPhone?: boolean }) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement | null>(null)
  const amount = <AmountText value="500" currencySymbol={demoCurrency.symbol} decimals={demoCurrency.decimals} />
  return (
    <section aria-labelledby={id} style={{ display: 'grid', gap: 16 }}>
      <StateHeading
        icon={<HourglassTopIcon />}
        colour="primary.main"
        id={id}
        headingRef={heading}
        title="Your withdrawal is being processed"
        body="We will send it to your bank account once it is approved."
        compactOnPhone={compactOnPhone}
      />
      <DetailList
        compactOnPhone={compactOnPhone}
        details={[
          ['Amount', amount],
          ['Bank account', <bdi key="bank">Kasikornbank 123-4-56789-0</bdi>],
          ['Requested', '12 May 2026, 14:05'],
        ]}
      />
    </section>
  )
}

/** The state of what is under way, as a deposit's order shows it. */
export const State: Story = {
  args: { status: 'Your withdrawal is being processed', children: <UnderWay /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole('heading', { level: 4, name: 'Your withdrawal is being processed' })
    await expect(heading).toHaveAttribute('tabindex', '-1')
    await expect(canvas.getByText('Amount').tagName).toBe('DT')
    await expect(canvas.getByText('Kasikornbank 123-4-56789-0').closest('dd')).not.toBeNull()
  },
}

/** The same, tighter on a phone (smaller icon, closer rows), as the withdrawal shows it. */
export const StateCompactOnPhone: Story = {
  args: { status: 'Your withdrawal is being processed', children: <UnderWay compactOnPhone /> },
  parameters: { screenshot: { phone: true } },
}

/** A money form made of the shared parts: what can be moved, the amount with Max, the payment password, the button. */
function MoneyForm() {
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [refused, setRefused] = useState(false)
  const amountBox = useRef<HTMLDivElement | null>(null)
  const passwordRef = useRef<HTMLInputElement | null>(null)
  const { symbol, decimals } = demoCurrency
  return (
    <form
      noValidate
      aria-label="Send to your agent"
      onSubmit={(event) => {
        event.preventDefault()
        setRefused(password === '')
        if (password === '') passwordRef.current?.focus()
      }}
      style={{ display: 'grid', gap: 20 }}
    >
      <Summary>
        <SummaryItem term="Agent">
          <bdi>somsak_agent</bdi>
        </SummaryItem>
        <SummaryItem term="You can send">
          <AmountText value="1234.56" currencySymbol={symbol} decimals={decimals} />
        </SummaryItem>
      </Summary>
      <MaxAmountRow fieldRef={amountBox} fieldSx={readableHelper} maxLabel="Max" onMax={() => setAmount('1234.56')} maxDisabled={false}>
        <AmountField name="amount" label="Amount" value={amount} onChange={setAmount} decimals={decimals} currencySymbol={symbol} />
      </MaxAmountRow>
      <PaymentPasswordField label="Payment password" value={password} onChange={setPassword} error={refused ? 'Type your payment password.' : undefined} disabled={false} inputRef={passwordRef} />
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ProgressButton type="submit" variant="contained" size="large" running={false}>
          Send
        </ProgressButton>
      </div>
    </form>
  )
}

/**
 * A form of the shared parts, as a person uses it: Max fills in all that can be sent; sending without the payment
 * password says why under the field, which takes focus.
 */
export const Form: Story = {
  args: { title: 'Transfer to upline', status: undefined, children: <MoneyForm /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Agent').tagName).toBe('DT')
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1234.56')
    const password = canvas.getByLabelText('Payment password')
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveAttribute('autocomplete', 'off')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(password).toHaveAccessibleDescription('Type your payment password.')
    await expect(password).toHaveFocus()
    await expect(canvas.queryByRole('status')).toBeNull()
    password.blur()
  },
}
