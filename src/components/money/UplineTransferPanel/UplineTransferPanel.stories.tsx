import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { UplineInfo } from '../../../contract/schemas/money'
import { storyT } from '../../layout/fixtures'
import { demoCurrency } from '../TransactionHistoryView/fixtures'
import { UplineTransferPanel, type UplineTransferPanelProps } from './UplineTransferPanel'

// Text matchers compare what is shown with its spaces normalised: the no-break space after ฿ reads as a space there.

/** A member under the agent somsak_agent, with 1,234.56 in its main wallet. */
const info: UplineInfo = { upline: 'somsak_agent', available: '1234.56' }

const meta = {
  title: 'Money/UplineTransferPanel',
  component: UplineTransferPanel,
  args: { info, currency: demoCurrency, busy: false, error: null, result: null, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof UplineTransferPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Who receives and what can be sent, then the amount (with Max), the payment password and Send. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('wallet:agent.upline.title') })).toBeVisible()
    await expect(canvas.getByText('somsak_agent')).toBeVisible()
    await expect(canvas.getByText('1,234.56')).toBeVisible()
    const password = canvas.getByLabelText(t('wallet:agent.paymentPassword'))
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveAttribute('autocomplete', 'off')
    await expect(canvas.getByRole('button', { name: t('wallet:agent.upline.submit') })).toBeEnabled()
  },
}

/**
 * The balance as a person meets it: nothing typed is refused, then one satang more than the wallet holds, each with
 * the reason under the field, which takes focus; nothing is sent.
 */
export const OverAvailable: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground with an amount refused
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const amount = canvas.getByRole('textbox', { name: t('wallet:agent.amount') })
    const submit = canvas.getByRole('button', { name: t('wallet:agent.upline.submit') })
    await userEvent.click(submit)
    await expect(amount).toHaveAccessibleDescription(t('wallet:agent.errors.amountRequired'))
    await expect(amount).toHaveFocus()

    await userEvent.type(amount, '1234.57')
    await userEvent.type(canvas.getByLabelText(t('wallet:agent.paymentPassword')), '246810')
    await userEvent.click(submit)
    await expect(amount).toHaveAccessibleDescription(t('wallet:agent.errors.overAvailable', { amount: '฿\u00a01,234.56' }))
    await expect(amount).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/**
 * A transfer as a person makes it: the missing password is asked for (its field takes focus), then the request goes
 * out with exactly what was typed; Max fills in the whole balance, to the satang.
 */
export const ValidSend: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground filled in
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const amount = canvas.getByRole('textbox', { name: t('wallet:agent.amount') })
    const password = canvas.getByLabelText(t('wallet:agent.paymentPassword'))
    await userEvent.type(amount, '100.5')
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:agent.upline.submit') }))
    await expect(password).toHaveAccessibleDescription(t('wallet:agent.errors.paymentPasswordRequired'))
    await expect(password).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()

    await userEvent.type(password, '246810{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(args.onSubmit.mock.calls[0][0]).toStrictEqual({ amount: '100.5', paymentPassword: '246810' })

    await userEvent.click(canvas.getByRole('button', { name: t('wallet:agent.max') }))
    await expect(amount).toHaveValue('1234.56')
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:agent.upline.submit') }))
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ amount: '1234.56', paymentPassword: '246810' })
  },
}

/** The upline is loading: skeletons, said aloud, and nothing to press. */
export const Loading: Story = {
  args: { info: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:agent.upline.loading'))
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** A member not under an agent: said plainly, with no form. */
export const NoUpline: Story = {
  args: { info: { upline: null, available: '1234.56' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('wallet:agent.upline.noUpline.title'))).toBeVisible()
    await expect(canvas.getByText(t('wallet:agent.upline.noUpline.body'))).toBeVisible()
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The transfer is being sent: its button shows progress (and keeps focus); the fields wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const running = canvas.getByRole('button', { name: t('wallet:agent.upline.submitting') })
    await expect(running).toHaveAttribute('aria-busy', 'true')
    await expect(running).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('textbox', { name: t('wallet:agent.amount') })).toBeDisabled()
    await expect(canvas.getByLabelText(t('wallet:agent.paymentPassword'))).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('wallet:agent.max') })).toBeDisabled()
  },
}

/** The server refused: its message, translated by the portal, above the form. */
export const ServerError: Story = {
  render: (args, { globals }) => <UplineTransferPanel {...args} error={storyT(globals)('errors:paymentPasswordWrong')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:paymentPasswordWrong'))
  },
}

/** A transfer went through: what was sent to whom, and the wallet's new balance. */
export const Sent: Story = {
  args: { info: { ...info, available: '734.06' }, result: { moved: '500.50', counterparty: 'somsak_agent' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:agent.upline.sent', { amount: '฿ 500.50', name: 'somsak_agent' }))
    await expect(canvas.getByText('734.06')).toBeVisible()
  },
}

/** Plays the portal's store: a transfer runs for a moment, then comes back done with the new balance. */
function WithStore(args: UplineTransferPanelProps) {
  const [state, setState] = useState<Pick<UplineTransferPanelProps, 'busy' | 'info' | 'result'>>({ busy: false, info, result: null })
  return (
    <UplineTransferPanel
      {...args}
      {...state}
      onSubmit={(request) => {
        args.onSubmit(request)
        setState((current) => ({ ...current, busy: true }))
        setTimeout(() => setState({ busy: false, info: { ...info, available: '1134.06' }, result: { moved: request.amount, counterparty: 'somsak_agent' } }), 50)
      }}
    />
  )
}

/** Once a transfer has gone through, the note says so and the amount and password are cleared for the next one. */
export const SendFlow: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: passes through Busy and ends as Sent
  render: (args) => <WithStore {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const amount = canvas.getByRole('textbox', { name: t('wallet:agent.amount') })
    await userEvent.type(amount, '100.5')
    await userEvent.type(canvas.getByLabelText(t('wallet:agent.paymentPassword')), '246810{Enter}')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:agent.upline.sent', { amount: '฿ 100.50', name: 'somsak_agent' })))
    await expect(amount).toHaveValue('')
    await expect(canvas.getByLabelText(t('wallet:agent.paymentPassword'))).toHaveValue('')
    await expect(canvas.getByText('1,134.06')).toBeVisible()
  },
}

/** On a 360 px phone: the upline and balance stacked, the button full width, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
