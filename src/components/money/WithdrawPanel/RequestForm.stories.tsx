import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, STORY_NOW } from '../TransactionHistoryView/fixtures'
import { ready } from './fixtures'
import { RequestForm } from './RequestForm'

const meta = {
  title: 'Money/WithdrawPanel/RequestForm',
  component: RequestForm,
  args: {
    requirements: ready,
    currency: demoCurrency,
    busy: null,
    onWithdraw: fn(),
    headingRef: { current: null },
  },
  parameters: { now: STORY_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof RequestForm>

export default meta
type Story = StoryObj<typeof meta>

/** What can be withdrawn and the turnover, the amount (with its limits and Max), the account, the password. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: t('wallet:withdraw.amount') })).toHaveAccessibleDescription(
      t('common:amountField.limits', { min: '100.00', max: '1,234.56' }),
    )
    await expect(canvas.getByRole('combobox', { name: t('wallet:withdraw.bankAccount') })).toHaveTextContent('Kasikorn Bank')
    await expect(canvas.getByRole('button', { name: t('wallet:withdraw.submit') })).toBeEnabled()
  },
}

/** Max fills in the whole balance; the missing password is asked for (its field takes focus); then the request goes out. */
export const MaxAndSubmit: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Default filled in
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.max') }))
    await expect(canvas.getByRole('textbox', { name: t('wallet:withdraw.amount') })).toHaveValue('1234.56')
    const password = canvas.getByLabelText(t('wallet:withdraw.paymentPassword'))
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.submit') }))
    await expect(password).toHaveAccessibleDescription(t('wallet:withdraw.errors.paymentPasswordRequired'))
    await expect(password).toHaveFocus()
    await expect(args.onWithdraw).not.toHaveBeenCalled()
    await userEvent.type(password, '246810{Enter}')
    await expect(args.onWithdraw).toHaveBeenCalledOnce()
    await expect(args.onWithdraw).toHaveBeenCalledWith({ amount: '1234.56', bankAccountId: 11, paymentPassword: '246810' })
  },
}
