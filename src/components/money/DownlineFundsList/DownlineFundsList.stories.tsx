import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import type { DownlineOption } from '../AgentTransferDialog'
import { demoCurrency } from '../TransactionHistoryView/fixtures'
import { DownlineFundsList } from './DownlineFundsList'

/** Three members under the agent; the last holds nothing (nothing to recall from it). */
const downlines: DownlineOption[] = [
  { username: 'malee_2024', nickname: 'Malee', balance: '1520.75' },
  { username: 'somchai.k', nickname: null, balance: '80' },
  { username: 'new_player_with_a_rather_long_account_name', nickname: 'Newcomer', balance: '0' },
]

const meta = {
  title: 'Money/DownlineFundsList',
  component: DownlineFundsList,
  args: { downlines, totalCount: 3, available: '25000.5', currency: demoCurrency, onTransfer: fn(), onRecall: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof DownlineFundsList>

export default meta
type Story = StoryObj<typeof meta>

/** The agent's main wallet, the two actions, and each member with its balance and its own buttons. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('wallet:agent.funds.title') })).toBeVisible()
    await expect(canvas.getByText('25,000.50')).toBeVisible()
    const list = canvas.getByRole('list', { name: `${t('wallet:agent.funds.members')} (3)` })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByText('1,520.75')).toBeVisible()
    // Nothing to recall from a member who holds nothing.
    const recallIn = (username: string) => within(canvas.getByRole('group', { name: username })).getByRole('button', { name: t('wallet:agent.dialog.recall') })
    await expect(recallIn('new_player_with_a_rather_long_account_name')).toBeDisabled()
    await expect(recallIn('malee_2024')).toBeEnabled()
  },
}

/** The buttons say which dialog to open and on whom: the page opens it on that member. */
export const OpensTheDialogs: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:agent.dialog.transferTitle') }))
    await expect(args.onTransfer).toHaveBeenLastCalledWith()
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:agent.dialog.recallTitle') }))
    await expect(args.onRecall).toHaveBeenLastCalledWith()
    const row = (username: string) => within(canvas.getByRole('group', { name: username }))
    await userEvent.click(row('somchai.k').getByRole('button', { name: t('wallet:agent.dialog.transfer') }))
    await expect(args.onTransfer).toHaveBeenLastCalledWith('somchai.k')
    await userEvent.click(row('malee_2024').getByRole('button', { name: t('wallet:agent.dialog.recall') }))
    await expect(args.onRecall).toHaveBeenLastCalledWith('malee_2024')
  },
}

/** The members and the balance are loading: skeletons, said aloud; the actions wait for the members. */
export const Loading: Story = {
  args: { downlines: null, available: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet:agent.dialog.loading'))
    await expect(canvas.getByRole('button', { name: t('wallet:agent.dialog.transferTitle') })).toBeDisabled()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** An agent with no members yet: said plainly; nothing to transfer to or recall from. */
export const Empty: Story = {
  args: { downlines: [], totalCount: 0 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('wallet:agent.funds.empty.title'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('wallet:agent.dialog.transferTitle') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('wallet:agent.dialog.recallTitle') })).toBeDisabled()
  },
}

/** On a 360 px phone: each row stacks name, balance and buttons; a long account name wraps; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** Thai, the default language. */
export const Thai: Story = { globals: { language: 'th' } }

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
