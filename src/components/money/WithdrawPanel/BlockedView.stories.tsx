import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, STORY_NOW } from '../TransactionHistoryView/fixtures'
import { BlockedView } from './BlockedView'
import { blocked } from './fixtures'

// Text matchers compare what is shown with its spaces normalised: the no-break space after ฿ reads as a space there.

const meta = {
  title: 'Money/WithdrawPanel/BlockedView',
  component: BlockedView,
  args: {
    requirements: blocked(['TURNOVER_NOT_MET', 'BANK_CARD_REQUIRED', 'PAYMENT_PASSWORD_REQUIRED'], { turnover: { required: '5000.00', done: '1200.00' } }),
    currency: demoCurrency,
    onFix: fn(),
    headingRef: { current: null },
  },
  parameters: { now: STORY_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BlockedView>

export default meta
type Story = StoryObj<typeof meta>

/** The turnover not yet played and two things to set up: each reason a row, the turnover as a bar, a fix button where it is fixed elsewhere. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: t('wallet:withdraw.blocked.title') })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('progressbar', { name: t('wallet:withdraw.turnover') })).toHaveAttribute('aria-valuenow', '24')
  },
}

/** Each fix button tells the page which reason to fix; the turnover has none. */
export const FixButtons: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Default
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('button')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.reasons.BANK_CARD_REQUIRED.fix') }))
    await expect(args.onFix).toHaveBeenLastCalledWith('BANK_CARD_REQUIRED')
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.reasons.PAYMENT_PASSWORD_REQUIRED.fix') }))
    await expect(args.onFix).toHaveBeenLastCalledWith('PAYMENT_PASSWORD_REQUIRED')
    await expect(args.onFix).toHaveBeenCalledTimes(2)
  },
}
