import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { ProofsField } from './ProofsField'

/** Two screenshots of the bank statement, as a member attaches them. */
const statement = new File([new Uint8Array(1_572_864)], 'kbank-statement-2026-03-14.png', { type: 'image/png', lastModified: 0 })
const app = new File([new Uint8Array(200_000)], 'kplus-history.jpg', { type: 'image/jpeg', lastModified: 0 })

const meta = {
  title: 'Money/WithdrawPanel/ProofsField',
  component: ProofsField,
  args: {
    files: [statement, app],
    messages: [],
    invalid: false,
    disabled: false,
    inputRef: { current: null },
    onPick: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ProofsField>

export default meta
type Story = StoryObj<typeof meta>

/** Two screenshots attached, each with its size and a remove button, and the picker for one more. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: t('wallet:withdraw.confirm.proofs') })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByLabelText(t('wallet:withdraw.confirm.addProofs'))).toBeEnabled()
  },
}

/** A file refused: the reason, by name, said under the picker; a row's remove button tells the page which file. */
export const RefusedAndRemove: Story = {
  render: (args, { globals }) => <ProofsField {...args} messages={[storyT(globals)('wallet:withdraw.errors.proofSize', { name: 'big.png' })]} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('wallet:withdraw.errors.proofSize', { name: 'big.png' }))
    await userEvent.click(canvas.getByRole('button', { name: t('wallet:withdraw.confirm.remove', { name: app.name }) }))
    await expect(args.onRemove).toHaveBeenCalledOnce()
    await expect(args.onRemove).toHaveBeenCalledWith(app)
    // The picture is of the state at rest, not of the button just pressed.
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvasElement)
  },
}
