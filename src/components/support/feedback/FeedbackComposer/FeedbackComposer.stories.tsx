import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { FeedbackComposer } from './FeedbackComposer'

const meta = {
  title: 'Support/Feedback/FeedbackComposer',
  component: FeedbackComposer,
  args: { label: 'Your reply', submitLabel: 'Send reply', minLength: 10, maxLength: 1000, onSend: fn(() => true) },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof FeedbackComposer>

export default meta
type Story = StoryObj<typeof meta>

/** A reply within the bounds: the live count follows the text, the send empties the field. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Your reply' })
    await userEvent.type(field, 'It arrived this morning, thank you.')
    await expect(canvas.getByText(t('support:feedback.form.count', { count: 35, max: 1000 }))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }))
    await expect(args.onSend).toHaveBeenCalledWith('It arrived this morning, thank you.')
    await expect(field).toHaveValue('')
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** A text shorter than the merchant's bound: refused here with the bounds named, the focus back on the field. */
export const TooShort: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Your reply' })
    await userEvent.type(field, 'Thanks')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }))
    await expect(canvas.getByText(t('support:feedback.form.lengthError', { min: 10, max: 1000 }))).toBeVisible()
    await expect(args.onSend).not.toHaveBeenCalled()
    await expect(field).toHaveFocus()
  },
}

/** The server refused the last send: its reason, translated, under the field; the text stays to try again. */
export const Refused: Story = {
  args: { error: 'This ticket is closed. Send a new feedback instead.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This ticket is closed. Send a new feedback instead.')).toBeVisible()
  },
}

/** A send in flight: the button says so and waits. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('support:feedback.form.sending') })).toBeVisible()
  },
}
