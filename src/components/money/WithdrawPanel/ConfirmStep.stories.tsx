import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, STORY_NOW } from '../TransactionHistoryView/fixtures'
import { ConfirmStep } from './ConfirmStep'
import { paid } from './fixtures'

const meta = {
  title: 'Money/WithdrawPanel/ConfirmStep',
  component: ConfirmStep,
  args: {
    withdrawal: paid,
    currency: demoCurrency,
    busy: null,
    onConfirm: fn(),
  },
  parameters: { now: STORY_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ConfirmStep>

export default meta
type Story = StoryObj<typeof meta>

/** A paid withdrawal: did it arrive? Three answers, none chosen, and Confirm. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: t('wallet:withdraw.confirm.question') })
    await expect(within(group).getAllByRole('radio')).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: t('wallet:withdraw.confirm.submit') })).toBeEnabled()
  },
}

/** Confirm with nothing chosen is refused with the reason (the first answer takes focus); "I received it all" then goes out. */
export const Received: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Default with an answer chosen
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const submit = canvas.getByRole('button', { name: t('wallet:withdraw.confirm.submit') })
    await userEvent.click(submit)
    await expect(canvas.getByRole('radiogroup', { name: t('wallet:withdraw.confirm.question') })).toHaveAccessibleDescription(t('wallet:withdraw.errors.outcomeRequired'))
    await expect(canvas.getByRole('radio', { name: t('wallet:withdraw.confirm.received') })).toHaveFocus()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('radio', { name: t('wallet:withdraw.confirm.received') }))
    await userEvent.click(submit)
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onConfirm).toHaveBeenCalledWith({ withdrawalId: paid.withdrawalId, outcome: 'received' })
  },
}
